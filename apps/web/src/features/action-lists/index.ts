export {
  ActionListsPage,
  ActionListsTile,
  RecordsToFixPage,
  type ActionListsTileKey,
} from './components/action-lists-screens';
export type { ActionListRow, FindingRef } from './components/row-targets';
