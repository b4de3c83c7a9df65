import { canSeeUsersReport, canUseFarmComparison } from '@barnboard/domain';
import type { ReactNode } from 'react';
import type { TileAccessContext } from '../../lib/reports/tile-access';
import { useTileAccessContext } from '../../lib/reports/use-tile-access';
import { NeedsPrivileges } from './needs-privileges';

/** The herd reports whose access is a role, not only an area (spec §2 side menu, §6). */
const RULES: Record<'users-report' | 'farm-comparison', (context: TileAccessContext) => boolean> = {
  'users-report': ({ subject, currentSite, sites, now }) =>
    canSeeUsersReport(subject, currentSite, sites, now),
  'farm-comparison': ({ subject, sites, now }) => canUseFarmComparison(subject, sites, now),
};

/**
 * A report for managers: a user without the right stays on the address and is told the page
 * needs additional privileges, without a request to the server (which would refuse it, 403).
 */
export function ReportGate({ rule, children }: { rule: keyof typeof RULES; children: ReactNode }) {
  const context = useTileAccessContext();
  if (!context) return null;
  return RULES[rule](context) ? children : <NeedsPrivileges />;
}
