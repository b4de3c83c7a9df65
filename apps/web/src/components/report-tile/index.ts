export { ReportTile, type TileVariant } from './report-tile';
export { RowActionProvider, type RowAction } from './row-action';
