export { herdRecordsRoutes } from './records-routes.js';
