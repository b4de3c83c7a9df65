import { LOCALES, type TileKey } from '@barnboard/domain';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import type { ReactElement } from 'react';
import { legalPaths, paths, type RouteEntry } from '../config/paths';
import { AdminGate } from './routes/admin-gate';
import { NotForIntegrators } from './routes/integrator-gates';
import { NeedsPrivileges } from './routes/needs-privileges';
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
  pageRoute(paths.barnEntry, <Pages.QuickEntryPage />),
  pageRoute(paths.animal, <Pages.AnimalCardPage />),
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

/**
 * The help centre (docs/help-centre.md), in one place: a guard for the whole group wraps here.
 * Access setup explains the admin pages, so it runs their access check. Integrators are sent to
 * their area instead (spec §2).
 */
const helpRoute = (route: RouteEntry, page: ReactElement): RouteObject =>
  pageRoute(route, <NotForIntegrators>{page}</NotForIntegrators>);
const helpScreens: RouteObject[] = [
  helpRoute(paths.help, <Pages.HelpPage page="home" />),
  helpRoute(paths.gettingStarted, <Pages.HelpPage page="gettingStarted" />),
  helpRoute(paths.whatsNew, <Pages.HelpPage page="whatsNew" />),
  helpRoute(paths.accountSettings, <Pages.HelpPage page="accountSettings" />),
  helpRoute(
    paths.accessSetup,
    <AdminGate path={paths.accessSetup.path}>
      <Pages.HelpPage page="accessSetup" />
    </AdminGate>,
  ),
];

/** The terms of use and the privacy policy, each in every language (public pages). */
const legalScreens: RouteObject[] = (['terms', 'policy'] as const).flatMap((kind) =>
  LOCALES.map((language) => ({
    path: legalPaths[kind][language].path,
    element: <Pages.LegalRoute kind={kind} language={language} />,
  })),
);

/** Every route of spec §2. The address bar keeps deep links: it is not reset to '/' after load. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      pageRoute(paths.login, <Pages.LoginPage />),
      pageRoute(paths.logout, <Pages.LogoutPage />),
      ...legalScreens,
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
                // The sow search sits in the layout's top bar; the layout is composed here, as
                // features never import each other.
                element: <Pages.AppLayout search={<Pages.AnimalSearch />} />,
                children: [
                  { index: true, element: <Navigate to={paths.dashboard.href()} replace /> },
                  // An integrator has no sites: the integrations page is theirs (spec §6).
                  pageRoute(
                    paths.dashboard,
                    <NotForIntegrators>
                      <Pages.DashboardPage renderTile={renderTile} />
                    </NotForIntegrators>,
                  ),
                  // The page checks the area's rule itself (its chunk holds it), showing this to others.
                  pageRoute(
                    paths.integrations,
                    <Pages.IntegrationsPage denied={<NeedsPrivileges />} />,
                  ),
                  pageRoute(paths.notifications, <Pages.NotificationsPage />),
                  pageRoute(paths.objectives, <Pages.ObjectivesPage />),
                  pageRoute(paths.favorites, <Pages.FavouritesPage renderTile={renderTile} />),
                  pageRoute(paths.settings, <Pages.SettingsPage />),
                  pageRoute(paths.silos, <Pages.SilosPage />),
                  pageRoute(paths.deliveryPlan, <Pages.DeliveryPlanPage />),
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
                  ...helpScreens,
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
