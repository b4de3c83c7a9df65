import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { adminOnlyPaths, paths, placeholderRoutes } from '../config/paths';
import { AdminGate } from './routes/admin-gate';
import * as Pages from './routes/lazy-pages';
import { NotFoundRoute } from './routes/not-found';
import { RequireAgreement, RequireSession } from './routes/require-session';
import { RootRoute } from './routes/root';

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
                    element: <Pages.DashboardPage />,
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
