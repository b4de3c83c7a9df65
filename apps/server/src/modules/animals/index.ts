export { animalsRoutes } from './animals-routes.js';
