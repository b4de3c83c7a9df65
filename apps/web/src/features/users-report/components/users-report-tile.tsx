import type { ReactNode } from 'react';
import { ReportTile, type TileVariant } from '../../../components/report-tile';
import {
  breedingsDefinition,
  usersReportDefinition,
  type UsersTileKey,
} from '../reports/users-reports';

const REPORTS: Record<UsersTileKey, (variant: TileVariant) => ReactNode> = {
  'performances-users': (variant) => (
    <ReportTile definition={usersReportDefinition} variant={variant} />
  ),
  breedings: (variant) => <ReportTile definition={breedingsDefinition} variant={variant} />,
};

/** The users tiles of the dashboards and favourites pages. */
export function UsersReportTile({ tileKey }: { tileKey: UsersTileKey }) {
  return REPORTS[tileKey]('tile');
}

/** The users report screen: the users tile in full. */
export const UsersReportPage = () => REPORTS['performances-users']('page');
