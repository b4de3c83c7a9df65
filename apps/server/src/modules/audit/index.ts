export { auditRoutes } from './audit-routes.js';
