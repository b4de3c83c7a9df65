export { sitesManagerRoutes } from './sites-manager-routes.js';
