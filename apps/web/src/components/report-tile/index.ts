export { ReportTile, type TileVariant } from './report-tile';
