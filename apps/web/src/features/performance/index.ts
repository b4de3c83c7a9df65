export { PerformanceTile } from './components/performance-tile';
export {
  FarrowWeanPigletsPage,
  HerdReproductionPage,
  HistoricalPerformancesPage,
  PerformancesMonitoringPage,
} from './components/performance-screens';
export type { PerformanceTileKey } from './reports/performance-report';
