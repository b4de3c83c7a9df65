import type { TileKey } from '@barnboard/domain';
import type { ReactNode } from 'react';
import { ReportTile, type TileVariant } from '../../../components/report-tile';
import { feedIntakesReport } from '../reports/feed-intakes';
import { gestationLiveReport } from '../reports/gestation-live';
import { gestationLossesReport } from '../reports/gestation-losses';
import { gestationVisitsReport } from '../reports/gestation-visits';
import { lactationHistoryReport } from '../reports/lactation-history';
import { lactationLiveReport } from '../reports/lactation-live';
import { notificationsReport } from '../reports/notifications';

export type FeedingTileKey = Extract<
  TileKey,
  | 'notifications'
  | 'gestation-live'
  | 'gestation-visits'
  | 'gestation-losses'
  | 'lactation-live'
  | 'lactation-history'
  | 'feedintakes'
>;

/** Each feeding report as a dashboard tile or as its screen. */
const REPORTS: Record<FeedingTileKey, (variant: TileVariant) => ReactNode> = {
  notifications: (variant) => <ReportTile definition={notificationsReport} variant={variant} />,
  'gestation-live': (variant) => <ReportTile definition={gestationLiveReport} variant={variant} />,
  'gestation-visits': (variant) => (
    <ReportTile definition={gestationVisitsReport} variant={variant} />
  ),
  'gestation-losses': (variant) => (
    <ReportTile definition={gestationLossesReport} variant={variant} />
  ),
  'lactation-live': (variant) => <ReportTile definition={lactationLiveReport} variant={variant} />,
  'lactation-history': (variant) => (
    <ReportTile definition={lactationHistoryReport} variant={variant} />
  ),
  feedintakes: (variant) => <ReportTile definition={feedIntakesReport} variant={variant} />,
};

export function FeedingTile({ tileKey }: { tileKey: FeedingTileKey }) {
  return REPORTS[tileKey]('tile');
}

export const GestationLivePage = () => REPORTS['gestation-live']('page');
export const GestationVisitsPage = () => REPORTS['gestation-visits']('page');
export const GestationLossesPage = () => REPORTS['gestation-losses']('page');
export const LactationLivePage = () => REPORTS['lactation-live']('page');
export const LactationHistoryPage = () => REPORTS['lactation-history']('page');
export const FeedIntakesPage = () => REPORTS.feedintakes('page');
