import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../lib/api/client';
import { ping } from '../../lib/session/session-api';
import { signOutAfterFailure } from '../../lib/session/session-errors';

/** A ping with the token before every layout update (spec §4); a failure ends the session. */
export function usePingOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    ping(api).catch(signOutAfterFailure);
  }, [pathname]);
}
