import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls inside its tile. The scrolling region takes the keyboard
 * focus, so it can be scrolled without a mouse (axe: scrollable-region-focusable).
 */
export function ScrollTable({
  minWidth,
  label,
  children,
}: {
  minWidth: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <Table verticalSpacing="xs" striped>
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}
