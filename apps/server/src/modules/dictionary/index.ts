export { dictionaryRoutes } from './dictionary-routes.js';
