import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useRouteTitleKey } from '../../hooks/use-route-title';
import { onSessionEvent } from '../../lib/session/session-events';
import { DataProvider } from './lazy-pages';

/** Pages with a route title get "<title> | Barnboard"; the others (legal pages) set their own. */
function RouteDocumentTitle({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
  return null;
}

/** Top of the tree: turns session sign-outs from shared code into navigation to /logout. */
export function RootRoute() {
  const navigate = useNavigate();
  const titleKey = useRouteTitleKey();
  const { pathname, search } = useLocation();
  // The address the screen shows, once it shows it: a navigation is a transition, the old page
  // stays until the new one is ready. The journeys wait on it after moving inside the app.
  useEffect(() => {
    document.documentElement.dataset.shownAddress = pathname + search;
  }, [pathname, search]);
  useEffect(
    () =>
      onSessionEvent((event) => {
        void navigate(paths.logout.href(), { replace: true, state: { message: event.message } });
      }),
    [navigate],
  );
  return (
    <>
      {titleKey && <RouteDocumentTitle titleKey={titleKey} />}
      <Suspense fallback={<FullPageLoader />}>
        <DataProvider>
          <Outlet />
        </DataProvider>
      </Suspense>
    </>
  );
}
