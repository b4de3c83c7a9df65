export {
  ActionListsPage,
  ActionListsTile,
  RecordsToFixPage,
  type ActionListsTileKey,
} from './components/action-lists-screens';
