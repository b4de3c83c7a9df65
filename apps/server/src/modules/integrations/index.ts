export { integrationsRoutes } from './routes.js';
