import type { TileKey } from '@barnboard/domain';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import type { ReactElement } from 'react';
import { adminOnlyPaths, paths, placeholderRoutes, type RouteEntry } from '../config/paths';
import { AdminGate } from './routes/admin-gate';
import { ReportGate } from './routes/report-gate';
import * as Pages from './routes/lazy-pages';
import { NotFoundRoute } from './routes/not-found';
import { RootRoute } from './routes/root';
import { ReportTileByKey } from './report-tiles';

const renderTile = (key: TileKey) => <ReportTileByKey tileKey={key} />;

/** A page's route: its path, and the title the layout and the document show for it. */
const pageRoute = (route: RouteEntry, element: ReactElement): RouteObject => ({
  path: route.path,
  handle: { titleKey: route.titleKey },
  element,
});

/** The feeding report screens: one route per report, each its report tile in full. */
const feedingScreens: RouteObject[] = [
  { route: paths.feeding, Page: Pages.FeedIntakesPage },
  { route: paths.gestationLive, Page: Pages.GestationLivePage },
  { route: paths.gestationVisits, Page: Pages.GestationVisitsPage },
  { route: paths.gestationLosses, Page: Pages.GestationLossesPage },
  { route: paths.lactationLive, Page: Pages.LactationLivePage },
  { route: paths.lactationHistory, Page: Pages.LactationHistoryPage },
].map(({ route, Page }) => pageRoute(route, <Page />));

/** The herd-performance screens: each its settings and its report tile in full. */
const performanceScreens: RouteObject[] = [
  { route: paths.performancesMonitoring, Page: Pages.PerformancesMonitoringPage },
  { route: paths.historicalPerformances, Page: Pages.HistoricalPerformancesPage },
  { route: paths.herdReproduction, Page: Pages.HerdReproductionPage },
  { route: paths.farrowWeanPiglets, Page: Pages.FarrowWeanPigletsPage },
].map(({ route, Page }) => pageRoute(route, <Page />));

/** The inventory report screens (herd, farrowing, locations), each its report tile in full. */
const inventoryScreens: RouteObject[] = [
  { route: paths.activeSows, Page: Pages.ActiveSowsPage },
  { route: paths.sowsPiglets, Page: Pages.SowsPigletsPage },
  { route: paths.locations, Page: Pages.LocationsPage },
].map(({ route, Page }) => pageRoute(route, <Page />));

/** The herd analysis screens (docs/herd-analysis.md), each its report tile in full. */
const herdAnalysisScreens: RouteObject[] = [
  { route: paths.pigletsMortality, Page: Pages.PigletsMortalityPage },
  { route: paths.sowWithdrawals, Page: Pages.SowWithdrawalsPage },
  { route: paths.reproductionAnalysis, Page: Pages.ReproductionAnalysisPage },
].map(({ route, Page }) => pageRoute(route, <Page />));
/** The zootech area: its entry page, and the herd reports built so far. */
const zootechScreens: RouteObject[] = [
  pageRoute(paths.zootech, <Pages.ZootechPage />),
  pageRoute(paths.actionLists, <Pages.ActionListsPage />),
  pageRoute(paths.recordsToFix, <Pages.RecordsToFixPage />),
  pageRoute(
    paths.usersReport,
    <ReportGate rule="users-report">
      <Pages.UsersReportPage />
    </ReportGate>,
  ),
  pageRoute(
    paths.farmComparison,
    <ReportGate rule="farm-comparison">
      <Pages.FarmComparisonPage />
    </ReportGate>,
  ),
];

const placeholders: RouteObject[] = placeholderRoutes.map((route) =>
  pageRoute(
    route,
    adminOnlyPaths.has(route.path) ? (
      <AdminGate path={route.path}>
        <Pages.ComingSoonPage />
      </AdminGate>
    ) : (
      <Pages.ComingSoonPage />
    ),
  ),
);

/** Every route of spec §2. The address bar keeps deep links: it is not reset to '/' after load. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      pageRoute(paths.login, <Pages.LoginPage />),
      pageRoute(paths.logout, <Pages.LogoutPage />),
      { path: paths.terms.path, element: <Pages.TermsPage /> },
      { path: paths.termes.path, element: <Pages.TermesPage /> },
      { path: paths.policy.path, element: <Pages.PolicyPage /> },
      { path: paths.politique.path, element: <Pages.PolitiquePage /> },
      pageRoute(paths.resetPassword, <Pages.ResetPasswordPage />),
      pageRoute(paths.invitation, <Pages.InvitationPage />),
      {
        element: <Pages.RequireSession />,
        children: [
          pageRoute(paths.firstPassword, <Pages.FirstPasswordPage />),
          pageRoute(paths.agreements, <Pages.AgreementsPage />),
          {
            element: <Pages.RequireAgreement />,
            children: [
              {
                element: <Pages.AppLayout />,
                children: [
                  { index: true, element: <Navigate to={paths.dashboard.href()} replace /> },
                  pageRoute(paths.dashboard, <Pages.DashboardPage renderTile={renderTile} />),
                  pageRoute(paths.notifications, <Pages.NotificationsPage />),
                  pageRoute(paths.objectives, <Pages.ObjectivesPage />),
                  pageRoute(paths.favorites, <Pages.FavouritesPage renderTile={renderTile} />),
                  pageRoute(paths.settings, <Pages.SettingsPage />),
                  pageRoute(paths.silos, <Pages.SilosPage />),
                  pageRoute(
                    paths.ltrackSubscriptions,
                    <AdminGate path={paths.ltrackSubscriptions.path}>
                      <Pages.SubscriptionsPage />
                    </AdminGate>,
                  ),
                  pageRoute(
                    paths.sitesManager,
                    <AdminGate path={paths.sitesManager.path}>
                      <Pages.SitesManagerPage />
                    </AdminGate>,
                  ),
                  pageRoute(
                    paths.dictionaryManager,
                    <AdminGate path={paths.dictionaryManager.path}>
                      <Pages.DictionaryManagerPage />
                    </AdminGate>,
                  ),
                  pageRoute(
                    paths.auditTrail,
                    <AdminGate path={paths.auditTrail.path}>
                      <Pages.AuditTrailPage />
                    </AdminGate>,
                  ),
                  ...feedingScreens,
                  ...performanceScreens,
                  ...inventoryScreens,
                  ...herdAnalysisScreens,
                  pageRoute(
                    paths.usersManager,
                    <AdminGate path={paths.usersManager.path}>
                      <Pages.UsersManagerPage />
                    </AdminGate>,
                  ),
                  ...zootechScreens,
                  ...placeholders,
                ],
              },
            ],
          },
        ],
      },
      { path: '*', handle: { titleKey: 'pages.notFound' }, element: <NotFoundRoute /> },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
