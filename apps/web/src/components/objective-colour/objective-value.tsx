import { Box, type BoxProps } from '@mantine/core';
import type { ColourState } from '@barnboard/domain';
import type { ReactNode } from 'react';
import { objectiveColourProps } from './objective-colour';

type ObjectiveValueProps = Omit<BoxProps, 'style'> & { state: ColourState; value: ReactNode };

/** A value drawn in its objective colour, e.g. a tile's figure or a grid cell. */
export function ObjectiveValue({ state, value, ...box }: ObjectiveValueProps) {
  const { style, ...data } = objectiveColourProps(state);
  return (
    <Box
      component="span"
      px={6}
      py={2}
      display="inline-block"
      style={{ borderRadius: 'var(--mantine-radius-sm)', ...style }}
      {...data}
      {...box}
    >
      {value}
    </Box>
  );
}
