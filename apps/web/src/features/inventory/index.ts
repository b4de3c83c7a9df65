export {
  ActiveSowsPage,
  InventoryTile,
  LocationsPage,
  SowsPigletsPage,
  type InventoryTileKey,
} from './components/inventory-reports';
