import { canAdministerAnySite, canManageLtrackSubscriptions } from '@barnboard/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { subjectOf } from '../../lib/session/home-path';
import { useSession } from '../../lib/session/session-store';

/** Access check before the admin pages (spec §2, rules of §6). */
export function AdminGate({ path, children }: { path: string; children: ReactNode }) {
  const { data } = useSession();
  if (!data) return null;
  const subject = subjectOf(data);
  const now = new Date();
  const allowed =
    path === '/l-track-subscriptions'
      ? canManageLtrackSubscriptions(subject, data.sites, now)
      : canAdministerAnySite(subject, data.sites, now);
  return allowed ? children : <Navigate to={paths.dashboard.href()} replace />;
}
