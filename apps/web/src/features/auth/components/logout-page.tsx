import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader';
import { paths } from '../../../config/paths';
import { endSession } from '../../../lib/session/session';
import { readSessionMessage } from '../../../lib/session/session-events';

/** Clears everything, then shows the login page with the reason (default: disconnected). */
export function LogoutPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const message = readSessionMessage(location.state) ?? 'disconnected';
  useEffect(() => {
    endSession();
    void navigate(paths.login.href(), { replace: true, state: { message } });
  }, [message, navigate]);
  return <FullPageLoader />;
}
