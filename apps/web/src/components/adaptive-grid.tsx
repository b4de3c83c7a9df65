import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The columns of an adaptive grid: as many as fit at `minWidth` each, sharing what is left over,
 * and one full-width column on a screen narrower than `minWidth` (a 390 px phone).
 */
export function adaptiveColumns(minWidth: string): string {
  return `repeat(auto-fill, minmax(min(100%, ${minWidth}), 1fr))`;
}

type AdaptiveGridProps = {
  /** The narrowest an item may be before the grid drops a column. */
  minWidth: string;
  gap?: 'xs' | 'sm' | 'md' | 'lg';
  testId?: string;
  children: ReactNode;
};

/**
 * Tiles and cards laid out by the width there is rather than by breakpoints: one column on a
 * phone, two on a laptop, three to five on a wide screen, each at least `minWidth` wide. A
 * half-empty last row keeps its items the width of the others.
 */
export function AdaptiveGrid({ minWidth, gap = 'md', testId, children }: AdaptiveGridProps) {
  return (
    <Box
      data-testid={testId}
      style={{
        display: 'grid',
        gridTemplateColumns: adaptiveColumns(minWidth),
        gap: `var(--mantine-spacing-${gap})`,
      }}
    >
      {children}
    </Box>
  );
}
