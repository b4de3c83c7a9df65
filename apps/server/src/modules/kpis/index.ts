export { kpiRoutes } from './kpi-routes.js';
