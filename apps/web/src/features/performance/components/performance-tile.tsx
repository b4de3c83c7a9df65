import { ReportTile, type TileVariant } from '../../../components/report-tile';
import type { PerformanceTileKey } from '../reports/performance-report';
import { usePerformanceDefinition } from './use-performance-definition';

/** A performance report as a dashboard tile or as its screen's tile. */
export function PerformanceTile({
  tileKey,
  variant = 'tile',
}: {
  tileKey: PerformanceTileKey;
  variant?: TileVariant;
}) {
  return <ReportTile definition={usePerformanceDefinition(tileKey)} variant={variant} />;
}
