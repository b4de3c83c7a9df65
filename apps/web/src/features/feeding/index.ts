export {
  FeedingTile,
  FeedIntakesPage,
  GestationLivePage,
  GestationLossesPage,
  GestationVisitsPage,
  LactationHistoryPage,
  LactationLivePage,
  type FeedingTileKey,
} from './components/feeding-reports';
