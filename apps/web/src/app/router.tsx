import type { TileKey } from '@barnboard/domain';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { adminOnlyPaths, paths, placeholderRoutes } from '../config/paths';
import { AdminGate } from './routes/admin-gate';
import * as Pages from './routes/lazy-pages';
import { NotFoundRoute } from './routes/not-found';
import { RequireAgreement, RequireSession } from './routes/require-session';
import { RootRoute } from './routes/root';
import { ReportTileByKey } from './report-tiles';

const renderTile = (key: TileKey) => <ReportTileByKey tileKey={key} />;

/** The feeding report screens: one route per report, each its report tile in full. */
const feedingScreens: RouteObject[] = [
  { route: paths.feeding, Page: Pages.FeedIntakesPage },
  { route: paths.gestationLive, Page: Pages.GestationLivePage },
  { route: paths.gestationVisits, Page: Pages.GestationVisitsPage },
  { route: paths.gestationLosses, Page: Pages.GestationLossesPage },
  { route: paths.lactationLive, Page: Pages.LactationLivePage },
  { route: paths.lactationHistory, Page: Pages.LactationHistoryPage },
].map(({ route, Page }) => ({
  path: route.path,
  handle: { titleKey: route.titleKey },
  element: <Page />,
}));

const placeholders: RouteObject[] = placeholderRoutes.map((route) => ({
  path: route.path,
  handle: { titleKey: route.titleKey },
  element: adminOnlyPaths.has(route.path) ? (
    <AdminGate path={route.path}>
      <Pages.ComingSoonPage />
    </AdminGate>
  ) : (
    <Pages.ComingSoonPage />
  ),
}));

/** Every route of spec §2. The address bar keeps deep links: it is not reset to '/' after load. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        path: paths.login.path,
        handle: { titleKey: paths.login.titleKey },
        element: <Pages.LoginPage />,
      },
      {
        path: paths.logout.path,
        handle: { titleKey: paths.logout.titleKey },
        element: <Pages.LogoutPage />,
      },
      { path: paths.terms.path, element: <Pages.TermsPage /> },
      { path: paths.termes.path, element: <Pages.TermesPage /> },
      { path: paths.policy.path, element: <Pages.PolicyPage /> },
      { path: paths.politique.path, element: <Pages.PolitiquePage /> },
      {
        path: paths.resetPassword.path,
        handle: { titleKey: paths.resetPassword.titleKey },
        element: <Pages.ResetPasswordPage />,
      },
      {
        element: <RequireSession />,
        children: [
          {
            path: paths.agreements.path,
            handle: { titleKey: paths.agreements.titleKey },
            element: <Pages.AgreementsPage />,
          },
          {
            element: <RequireAgreement />,
            children: [
              {
                element: <Pages.AppLayout />,
                children: [
                  { index: true, element: <Navigate to={paths.dashboard.href()} replace /> },
                  {
                    path: paths.dashboard.path,
                    handle: { titleKey: paths.dashboard.titleKey },
                    element: <Pages.DashboardPage renderTile={renderTile} />,
                  },
                  {
                    path: paths.notifications.path,
                    handle: { titleKey: paths.notifications.titleKey },
                    element: <Pages.NotificationsPage />,
                  },
                  {
                    path: paths.objectives.path,
                    handle: { titleKey: paths.objectives.titleKey },
                    element: <Pages.ObjectivesPage />,
                  },
                  {
                    path: paths.favorites.path,
                    handle: { titleKey: paths.favorites.titleKey },
                    element: <Pages.FavouritesPage renderTile={renderTile} />,
                  },
                  {
                    path: paths.settings.path,
                    handle: { titleKey: paths.settings.titleKey },
                    element: <Pages.SettingsPage />,
                  },
                  {
                    path: paths.silos.path,
                    handle: { titleKey: paths.silos.titleKey },
                    element: <Pages.SilosPage />,
                  },
                  {
                    path: paths.ltrackSubscriptions.path,
                    handle: { titleKey: paths.ltrackSubscriptions.titleKey },
                    element: (
                      <AdminGate path={paths.ltrackSubscriptions.path}>
                        <Pages.SubscriptionsPage />
                      </AdminGate>
                    ),
                  },
                  ...feedingScreens,
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
