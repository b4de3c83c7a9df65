import { activeMemberships, hasAdminRights, isStaff } from '@barnboard/domain';
import type { Subject as RulesSubject } from '@barnboard/domain';
import type { AuditScope } from '../../repositories/audit-repository.js';

/**
 * Whose changes a caller may read (docs/administration.md, "Audit trail"): staff every tenant's;
 * an owner or admin covering all the sites of a tenant, that tenant's; an admin of listed sites,
 * the changes made on those sites.
 */
export function auditScopeOf(subject: RulesSubject, now: Date): AuditScope {
  if (isStaff(subject)) return 'all';
  const admin = activeMemberships(subject.memberships, now).filter((m) => hasAdminRights(m.role));
  return {
    tenantIds: [...new Set(admin.filter((m) => m.sites === 'all').map((m) => m.tenant.cloud_id))],
    siteIds: [...new Set(admin.flatMap((m) => (m.sites === 'all' ? [] : m.sites)))],
  };
}
