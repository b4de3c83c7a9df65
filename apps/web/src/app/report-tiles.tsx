import { Skeleton } from '@mantine/core';
import { TILES, type TileKey } from '@barnboard/domain';
import { lazy, Suspense } from 'react';
import type { HerdAnalysisTileKey } from '../features/herd-analysis';
import type { KpiTileKey } from '../features/zootech';
import { canSeeTile } from '../lib/reports/tile-access';
import { useTileAccessContext } from '../lib/reports/use-tile-access';

// Each feature's tiles load with the first of them shown, not with the dashboard.
const FeedingTile = lazy(() =>
  import('../features/feeding').then((m) => ({ default: m.FeedingTile })),
);
const ZootechTile = lazy(() =>
  import('../features/zootech').then((m) => ({ default: m.ZootechTile })),
);
const HerdAnalysisTile = lazy(() =>
  import('../features/herd-analysis').then((m) => ({ default: m.HerdAnalysisTile })),
);

const HERD_ANALYSIS_TILES: readonly TileKey[] = [
  'piglets-mortality',
  'sow-withdrawals',
  'reproduction-analysis',
] satisfies HerdAnalysisTileKey[];

const isHerdAnalysisTile = (key: TileKey): key is HerdAnalysisTileKey =>
  HERD_ANALYSIS_TILES.includes(key);
const isKpiTile = (key: TileKey): key is KpiTileKey =>
  TILES[key].access === 'zootech' && !isHerdAnalysisTile(key);

/** The tile of a key, from the feature that holds its report. */
function FeatureTile({ tileKey }: { tileKey: TileKey }) {
  if (isHerdAnalysisTile(tileKey)) return <HerdAnalysisTile tileKey={tileKey} />;
  if (isKpiTile(tileKey)) return <ZootechTile tileKey={tileKey} />;
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
