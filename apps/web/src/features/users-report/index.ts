export { UsersReportPage, UsersReportTile } from './components/users-report-tile';
export type { UsersTileKey } from './reports/users-reports';
