export { ZootechTile } from './components/zootech-tile';
export type { KpiTileKey } from './reports/kpi-report';
