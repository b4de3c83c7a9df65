import { hasAnyAccess } from '@barnboard/domain';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { paths } from '../../config/paths';
import { useApplyPreferences } from '../../hooks/use-apply-preferences';
import { subjectOf } from '../../lib/session/home-path';
import { loadSession, sessionStatus } from '../../lib/session/session';
import { signOutAfterFailure } from '../../lib/session/session-errors';
import { useSession } from '../../lib/session/session-store';

/**
 * Gate of every signed-in route: no token → login ('not connected'); past 8 hours → logout
 * ('expired'); otherwise load user, memberships and sites (three parallel requests) once, and
 * apply the user's language and theme.
 */
export function RequireSession() {
  const session = useSession();
  const status = sessionStatus();
  useApplyPreferences();

  useEffect(() => {
    if (status === 'active' && session.status === 'idle') loadSession().catch(signOutAfterFailure);
  }, [status, session.status]);

  // Tokens that vanish under a loaded (or loading) session were cleared by a failed refresh, whose
  // sign-out is already on its way to /logout with the 'expired' message: do not overtake it.
  if (status === 'none' && session.status !== 'idle') return <FullPageLoader />;
  if (status === 'none')
    return <Navigate to={paths.login.href()} replace state={{ message: 'notConnected' }} />;
  if (status === 'expired')
    return <Navigate to={paths.logout.href()} replace state={{ message: 'expired' }} />;
  if (!session.data) return <FullPageLoader />;
  if (!hasAnyAccess(subjectOf(session.data), new Date())) {
    return <Navigate to={paths.logout.href()} replace state={{ message: 'noAccess' }} />;
  }
  return <Outlet />;
}

/**
 * The app itself needs the person's own password (the server refuses everything else until a
 * handed-over first password is replaced) and the privacy policy and terms accepted (spec §5).
 */
export function RequireAgreement() {
  const { data } = useSession();
  if (data?.user.must_change_password) return <Navigate to={paths.firstPassword.href()} replace />;
  if (data && !data.user.agreed_terms_policy)
    return <Navigate to={paths.agreements.href()} replace />;
  return <Outlet />;
}
