export { inventoryRoutes } from './inventory-routes.js';
