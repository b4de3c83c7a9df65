export { lastUpdateRoutes } from './last-update-routes.js';
