import { lazy } from 'react';

// Route pages load on demand so the first bundle holds only the shell and the router.
// The data layer and the session gates too: React Query's error handling and the session load
// check the API's answers with zod, which the first load does without (issue 12 §4). Every route
// renders inside the data layer, most behind the gate: both start loading with the app, alongside
// the language catalogue, rather than one after the other once rendering reaches them.
const dataProviderModule = import('./data-provider');
const sessionGateModule = import('./require-session');
export const DataProvider = lazy(() =>
  dataProviderModule.then((m) => ({ default: m.DataProvider })),
);
export const RequireSession = lazy(() =>
  sessionGateModule.then((m) => ({ default: m.RequireSession })),
);
export const RequireAgreement = lazy(() =>
  sessionGateModule.then((m) => ({ default: m.RequireAgreement })),
);
export const LoginPage = lazy(() =>
  import('../../features/auth').then((m) => ({ default: m.LoginPage })),
);
export const LogoutPage = lazy(() =>
  import('../../features/auth').then((m) => ({ default: m.LogoutPage })),
);
export const AgreementsPage = lazy(() =>
  import('../../features/auth').then((m) => ({ default: m.AgreementsPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('../../features/auth').then((m) => ({ default: m.ResetPasswordPage })),
);
export const InvitationPage = lazy(() =>
  import('../../features/auth').then((m) => ({ default: m.InvitationPage })),
);
export const FirstPasswordPage = lazy(() =>
  import('../../features/auth').then((m) => ({ default: m.FirstPasswordPage })),
);
export const IntegrationsPage = lazy(() =>
  import('../../features/integrations').then((m) => ({ default: m.IntegrationsPage })),
);
export const UsersManagerPage = lazy(() =>
  import('../../features/users-manager').then((m) => ({ default: m.UsersManagerPage })),
);
export const LegalRoute = lazy(() =>
  import('../../features/legal').then((m) => ({ default: m.LegalRoute })),
);
export const AppLayout = lazy(() =>
  import('../../features/layout').then((m) => ({ default: m.AppLayout })),
);
export const DashboardPage = lazy(() =>
  import('../../features/dashboard').then((m) => ({ default: m.DashboardPage })),
);
export const SettingsPage = lazy(() =>
  import('../../features/settings').then((m) => ({ default: m.SettingsPage })),
);
export const HelpPage = lazy(() =>
  import('../../features/help').then((m) => ({ default: m.HelpPage })),
);
export const SilosPage = lazy(() =>
  import('../../features/silos').then((m) => ({ default: m.SilosPage })),
);
export const DeliveryPlanPage = lazy(() =>
  import('../../features/delivery-plan').then((m) => ({ default: m.DeliveryPlanPage })),
);
export const AuditTrailPage = lazy(() =>
  import('../../features/audit-trail').then((m) => ({ default: m.AuditTrailPage })),
);
export const SubscriptionsPage = lazy(() =>
  import('../../features/subscriptions').then((m) => ({ default: m.SubscriptionsPage })),
);
const adminManagers = () => import('./admin-managers');
export const SitesManagerPage = lazy(() =>
  adminManagers().then((m) => ({ default: m.SitesManagerPage })),
);
export const DictionaryManagerPage = lazy(() =>
  adminManagers().then((m) => ({ default: m.DictionaryManagerPage })),
);
export const ObjectivesPage = lazy(() =>
  import('../../features/objectives').then((m) => ({ default: m.ObjectivesPage })),
);
export const FavouritesPage = lazy(() =>
  import('../../features/favourites').then((m) => ({ default: m.FavouritesPage })),
);
export const NotificationsPage = lazy(() =>
  import('../../features/notifications').then((m) => ({ default: m.NotificationsPage })),
);
export const FeedIntakesPage = lazy(() =>
  import('../../features/feeding').then((m) => ({ default: m.FeedIntakesPage })),
);
export const GestationLivePage = lazy(() =>
  import('../../features/feeding').then((m) => ({ default: m.GestationLivePage })),
);
export const GestationVisitsPage = lazy(() =>
  import('../../features/feeding').then((m) => ({ default: m.GestationVisitsPage })),
);
export const GestationLossesPage = lazy(() =>
  import('../../features/feeding').then((m) => ({ default: m.GestationLossesPage })),
);
export const LactationLivePage = lazy(() =>
  import('../../features/feeding').then((m) => ({ default: m.LactationLivePage })),
);
export const LactationHistoryPage = lazy(() =>
  import('../../features/feeding').then((m) => ({ default: m.LactationHistoryPage })),
);
export const PerformancesMonitoringPage = lazy(() =>
  import('../../features/performance').then((m) => ({ default: m.PerformancesMonitoringPage })),
);
export const HistoricalPerformancesPage = lazy(() =>
  import('../../features/performance').then((m) => ({ default: m.HistoricalPerformancesPage })),
);
export const HerdReproductionPage = lazy(() =>
  import('../../features/performance').then((m) => ({ default: m.HerdReproductionPage })),
);
export const FarrowWeanPigletsPage = lazy(() =>
  import('../../features/performance').then((m) => ({ default: m.FarrowWeanPigletsPage })),
);
export const ActiveSowsPage = lazy(() =>
  import('../../features/inventory').then((m) => ({ default: m.ActiveSowsPage })),
);
export const SowsPigletsPage = lazy(() =>
  import('../../features/inventory').then((m) => ({ default: m.SowsPigletsPage })),
);
export const LocationsPage = lazy(() =>
  import('../../features/inventory').then((m) => ({ default: m.LocationsPage })),
);
export const PigletsMortalityPage = lazy(() =>
  import('../../features/herd-analysis').then((m) => ({ default: m.PigletsMortalityPage })),
);
export const SowWithdrawalsPage = lazy(() =>
  import('../../features/herd-analysis').then((m) => ({ default: m.SowWithdrawalsPage })),
);
export const ReproductionAnalysisPage = lazy(() =>
  import('../../features/herd-analysis').then((m) => ({ default: m.ReproductionAnalysisPage })),
);
const barnPages = () => import('./barn-pages');
export const ActionListsPage = lazy(() =>
  barnPages().then((m) => ({ default: m.ActionListsWithTicks })),
);
export const RecordsToFixPage = lazy(() =>
  barnPages().then((m) => ({ default: m.RecordsToFixWithFixes })),
);
export const QuickEntryPage = lazy(() =>
  import('../../features/barn-entry').then((m) => ({ default: m.QuickEntryPage })),
);
export const ZootechPage = lazy(() =>
  import('../../features/zootech').then((m) => ({ default: m.ZootechPage })),
);
export const UsersReportPage = lazy(() =>
  import('../../features/users-report').then((m) => ({ default: m.UsersReportPage })),
);
export const FarmComparisonPage = lazy(() =>
  import('../../features/farm-comparison').then((m) => ({ default: m.FarmComparisonPage })),
);
const animalsFeature = () => import('../../features/animals');
export const AnimalCardPage = lazy(() =>
  barnPages().then((m) => ({ default: m.AnimalCardWithEntries })),
);
export const AnimalSearch = lazy(() => animalsFeature().then((m) => ({ default: m.AnimalSearch })));
