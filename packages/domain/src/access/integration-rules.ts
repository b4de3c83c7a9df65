/**
 * Who may do what in the integrator area (spec §2, §6; docs/integration-api.md). Integrations
 * belong to an integrator account; an installation puts one on a site, and that site's admins
 * see it, rotate its key and revoke it.
 */
import { administersAnything } from '../admin/admin-rules.js';
import { isAdminOfSite, isIntegrator, isStaff, type SiteGrant, type Subject } from './rules.js';

/** Integrators and staff create and keep integrations. */
export function canOwnIntegrations(subject: Pick<Subject, 'role'>): boolean {
  return isStaff(subject) || isIntegrator(subject);
}

/** The integrator area opens to integrators, staff and anyone who administers a site. */
export function canUseIntegratorArea(subject: Subject, now: Date): boolean {
  return canOwnIntegrations(subject) || administersAnything(subject, now);
}

/** An integration is changed by its owner, or by staff. */
export function canManageIntegration(
  subject: Pick<Subject, 'role'>,
  userId: string,
  integration: { ownerId: string },
): boolean {
  return isStaff(subject) || integration.ownerId === userId;
}

/** An installation is seen, re-keyed and revoked by its integration's owner, its site's admins and staff. */
export function canManageInstallation(
  subject: Subject,
  userId: string,
  installation: { ownerId: string; site: SiteGrant },
  now: Date,
): boolean {
  return (
    canManageIntegration(subject, userId, installation) ||
    isAdminOfSite(subject, installation.site, now)
  );
}
