import { Group, SimpleGrid, Stack } from '@mantine/core';
import type { TileKey } from '@barnboard/domain';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../hooks/use-screen-query';
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
 * Report tiles in a grid the user reorders by drag or keyboard (dashboard, favourites pages):
 * one column on phones, two or more above.
 */
export function SortableTileGrid({ tiles, onReorder, renderTile, actions }: SortableTileGridProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const labelOf = useCallback((key: string) => t(`dashboard.tiles.${key}`), [t]);
  return (
    <SortableArea
      ids={tiles}
      onReorder={(ids) => onReorder(ids as TileKey[])}
      layout="grid"
      labelOf={labelOf}
    >
      <SimpleGrid
        cols={phone ? 1 : { base: 2, xl: 3 }}
        spacing="md"
        verticalSpacing="md"
        data-testid="tile-grid"
      >
        {tiles.map((key) => (
          <SortableTile key={key} tileKey={key} label={labelOf(key)} actions={actions?.(key)}>
            {renderTile(key)}
          </SortableTile>
        ))}
      </SimpleGrid>
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
