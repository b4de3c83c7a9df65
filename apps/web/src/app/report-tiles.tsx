import { Skeleton } from '@mantine/core';
import { KPI_TILE_KEYS, type KpiTileKey, type TileKey } from '@barnboard/domain';
import { lazy, Suspense } from 'react';
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
const UsersReportTile = lazy(() =>
  import('../features/users-report').then((m) => ({ default: m.UsersReportTile })),
);

const isKpiTile = (key: TileKey): key is KpiTileKey =>
  (KPI_TILE_KEYS as readonly TileKey[]).includes(key);
const isUsersTile = (key: TileKey): key is UsersTileKey =>
  key === 'performances-users' || key === 'breedings';

function TileOf({ tileKey }: { tileKey: TileKey }) {
  if (isKpiTile(tileKey)) return <ZootechTile tileKey={tileKey} />;
  if (isUsersTile(tileKey)) return <UsersReportTile tileKey={tileKey} />;
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
      <TileOf tileKey={tileKey} />
    </Suspense>
  );
}
