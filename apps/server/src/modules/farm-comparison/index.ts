export { farmComparisonRoutes } from './farm-comparison-routes.js';
