import type { ReactNode } from 'react';
import { ReportTile } from '../../../components/report-tile';
import type { KpiTileKey } from '@barnboard/domain';
import { farrowingReport, herdReport, reproductionReport } from '../reports/kpi-tiles';

const TILES: Record<KpiTileKey, () => ReactNode> = {
  'kpi-reproduction': () => <ReportTile definition={reproductionReport} variant="tile" />,
  'kpi-farrowing': () => <ReportTile definition={farrowingReport} variant="tile" />,
  'kpi-herd': () => <ReportTile definition={herdReport} variant="tile" />,
};

/** The zootech KPI tiles of the dashboards (they have no screen of their own). */
export function ZootechTile({ tileKey }: { tileKey: KpiTileKey }) {
  return TILES[tileKey]();
}
