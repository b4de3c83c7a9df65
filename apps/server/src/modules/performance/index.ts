export { performanceRoutes } from './performance-routes.js';
