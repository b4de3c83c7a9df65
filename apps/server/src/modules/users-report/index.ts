export { usersReportRoutes } from './users-report-routes.js';
