export { feedingRoutes } from './feeding-routes.js';
