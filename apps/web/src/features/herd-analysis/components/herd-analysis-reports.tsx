import type { TileKey } from '@barnboard/domain';
import type { ReactNode } from 'react';
import { ReportTile, type TileVariant } from '../../../components/report-tile';
import { pigletsMortalityReport } from '../reports/piglets-mortality';
import { reproductionAnalysisReport } from '../reports/reproduction-analysis';
import { sowWithdrawalsReport } from '../reports/sow-withdrawals';

export type HerdAnalysisTileKey = Extract<
  TileKey,
  'piglets-mortality' | 'sow-withdrawals' | 'reproduction-analysis'
>;

/** Each herd analysis report as a dashboard tile or as its screen. */
const REPORTS: Record<HerdAnalysisTileKey, (variant: TileVariant) => ReactNode> = {
  'piglets-mortality': (variant) => (
    <ReportTile definition={pigletsMortalityReport} variant={variant} />
  ),
  'sow-withdrawals': (variant) => (
    <ReportTile definition={sowWithdrawalsReport} variant={variant} />
  ),
  'reproduction-analysis': (variant) => (
    <ReportTile definition={reproductionAnalysisReport} variant={variant} />
  ),
};

export function HerdAnalysisTile({ tileKey }: { tileKey: HerdAnalysisTileKey }) {
  return REPORTS[tileKey]('tile');
}

export const PigletsMortalityPage = () => REPORTS['piglets-mortality']('page');
export const SowWithdrawalsPage = () => REPORTS['sow-withdrawals']('page');
export const ReproductionAnalysisPage = () => REPORTS['reproduction-analysis']('page');
