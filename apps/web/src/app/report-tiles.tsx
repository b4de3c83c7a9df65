import { Skeleton } from '@mantine/core';
import { KPI_TILE_KEYS, type KpiTileKey, type TileKey } from '@barnboard/domain';
import { lazy, Suspense } from 'react';
import type { ActionListsTileKey } from '../features/action-lists';
import type { HerdAnalysisTileKey } from '../features/herd-analysis';
import type { InventoryTileKey } from '../features/inventory';
import type { PerformanceTileKey } from '../features/performance';
import type { UsersTileKey } from '../features/users-report';
import { canSeeTile } from '../lib/reports/tile-access';
import { useTileAccessContext } from '../lib/reports/use-tile-access';

// Each feature's tiles load with the first of them shown, not with the dashboard.
const FeedingTile = lazy(() =>
  import('../features/feeding').then((m) => ({ default: m.FeedingTile })),
);
const ZootechTile = lazy(() =>
  import('../features/zootech').then((m) => ({ default: m.ZootechTile })),
);
const PerformanceTile = lazy(() =>
  import('../features/performance').then((m) => ({ default: m.PerformanceTile })),
);
const InventoryTile = lazy(() =>
  import('../features/inventory').then((m) => ({ default: m.InventoryTile })),
);
const HerdAnalysisTile = lazy(() =>
  import('../features/herd-analysis').then((m) => ({ default: m.HerdAnalysisTile })),
);
const ActionListsTile = lazy(() =>
  import('../features/action-lists').then((m) => ({ default: m.ActionListsTile })),
);
const UsersReportTile = lazy(() =>
  import('../features/users-report').then((m) => ({ default: m.UsersReportTile })),
);

/** A guard that a tile key belongs to a feature's list. */
const oneOf =
  <Key extends TileKey>(keys: readonly Key[]) =>
  (key: TileKey): key is Key =>
    (keys as readonly TileKey[]).includes(key);

const isKpiTile = oneOf<KpiTileKey>(KPI_TILE_KEYS);
const isPerformanceTile = oneOf<PerformanceTileKey>([
  'performances-monitoring',
  'herd-reproduction',
  'farrow-wean-piglets',
  'historical-performances',
]);
const isInventoryTile = oneOf<InventoryTileKey>(['active-sows', 'sows-piglets', 'locations']);
const isHerdAnalysisTile = oneOf<HerdAnalysisTileKey>([
  'piglets-mortality',
  'sow-withdrawals',
  'reproduction-analysis',
]);
const isUsersTile = oneOf<UsersTileKey>(['performances-users', 'breedings']);
const isActionListsTile = oneOf<ActionListsTileKey>(['action-lists', 'records-to-fix']);

/** The tile of a key, from the feature that has it. */
function FeatureTile({ tileKey }: { tileKey: TileKey }) {
  if (isKpiTile(tileKey)) return <ZootechTile tileKey={tileKey} />;
  if (isPerformanceTile(tileKey)) return <PerformanceTile tileKey={tileKey} />;
  if (isInventoryTile(tileKey)) return <InventoryTile tileKey={tileKey} />;
  if (isHerdAnalysisTile(tileKey)) return <HerdAnalysisTile tileKey={tileKey} />;
  if (isUsersTile(tileKey)) return <UsersReportTile tileKey={tileKey} />;
  if (isActionListsTile(tileKey)) return <ActionListsTile tileKey={tileKey} />;
  return <FeedingTile tileKey={tileKey} />;
}

/**
 * One report tile by its key, for the dashboards and favourites pages. A tile the user's access
 * on the current site does not open renders nothing, and its feature is not even loaded.
 */
export function ReportTileByKey({ tileKey }: { tileKey: TileKey }) {
  const access = useTileAccessContext();
  if (!access || !canSeeTile(access, tileKey)) return null;
  return (
    <Suspense fallback={<Skeleton h={240} radius="md" data-testid="report-tile-loading" />}>
      <FeatureTile tileKey={tileKey} />
    </Suspense>
  );
}
