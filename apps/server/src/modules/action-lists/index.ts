export { actionListsRoutes } from './action-lists-routes.js';
