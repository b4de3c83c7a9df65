import { Group, Stack } from '@mantine/core';
import type { TileKey } from '@barnboard/domain';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdaptiveGrid } from '../adaptive-grid';
import { DragHandle } from './drag-handle';
import { SortableArea } from './sortable-area';
import { useSortableItem } from './use-sortable-item';

type SortableTileGridProps = {
  tiles: TileKey[];
  onReorder: (tiles: TileKey[]) => void;
  renderTile: (key: TileKey) => ReactNode;
  /** Actions shown beside a tile's drag handle, e.g. removing it from a favourites page. */
  actions?: (key: TileKey) => ReactNode;
};

/**
 * A tile is at least this wide: its four figures two by two, a grid's first columns in view. One
 * column on a phone or a tablet with the menu open, two on a laptop, three on a 1920 px screen.
 */
const TILE_MIN_WIDTH = '26rem';

/**
 * Report tiles in a grid the user reorders by drag or keyboard (dashboard, favourites pages),
 * as many columns as the width holds.
 */
export function SortableTileGrid({ tiles, onReorder, renderTile, actions }: SortableTileGridProps) {
  const { t } = useTranslation();
  const labelOf = useCallback((key: string) => t(`dashboard.tiles.${key}`), [t]);
  return (
    <SortableArea
      ids={tiles}
      onReorder={(ids) => onReorder(ids as TileKey[])}
      layout="grid"
      labelOf={labelOf}
    >
      <AdaptiveGrid minWidth={TILE_MIN_WIDTH} testId="tile-grid">
        {tiles.map((key) => (
          <SortableTile key={key} tileKey={key} label={labelOf(key)} actions={actions?.(key)}>
            {renderTile(key)}
          </SortableTile>
        ))}
      </AdaptiveGrid>
    </SortableArea>
  );
}

function SortableTile({
  tileKey,
  label,
  actions,
  children,
}: {
  tileKey: TileKey;
  label: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { itemRef, itemStyle, handleProps, isDragging } = useSortableItem(tileKey);
  return (
    <Stack
      ref={itemRef}
      gap={4}
      style={{ ...itemStyle, opacity: isDragging ? 0.85 : undefined, minWidth: 0 }}
      data-testid="sortable-tile"
      data-tile-key={tileKey}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <DragHandle label={t('dashboard.reorder.moveTile', { tile: label })} {...handleProps} />
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
