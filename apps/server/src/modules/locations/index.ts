export { locationsRoutes } from './locations-routes.js';
