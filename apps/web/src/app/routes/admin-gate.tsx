import { canAdministerAnySite, canManageLtrackSubscriptions } from '@barnboard/domain';
import type { ReactNode } from 'react';
import { subjectOf } from '../../lib/session/home-path';
import { useSession } from '../../lib/session/session-store';
import { NeedsPrivileges } from './needs-privileges';

/**
 * Access check before the admin pages (spec §2, rules of §6): a user without the access stays on
 * the address and is told the page needs additional privileges.
 */
export function AdminGate({ path, children }: { path: string; children: ReactNode }) {
  const { data } = useSession();
  if (!data) return null;
  const subject = subjectOf(data);
  const now = new Date();
  const allowed =
    path === '/l-track-subscriptions'
      ? canManageLtrackSubscriptions(subject, data.sites, now)
      : canAdministerAnySite(subject, data.sites, now);
  return allowed ? children : <NeedsPrivileges />;
}
