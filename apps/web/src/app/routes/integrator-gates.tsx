import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/session-store';

/**
 * Pages an integrator has no use for (the help pages, spec §2; the dashboard of sites they do
 * not have, spec §6): an integrator is sent to the integrations page instead.
 */
export function NotForIntegrators({ children }: { children: ReactNode }) {
  const { data } = useSession();
  return data?.user.role === 'integrator' ? (
    <Navigate to={paths.integrations.href()} replace />
  ) : (
    children
  );
}
