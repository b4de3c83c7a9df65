export { kpiRoutes } from './kpi-routes.js';
export { kpiDrillDownRoutes } from './kpi-drill-down-routes.js';
