import { canAccessArea, isIntegrator, type Subject } from '@barnboard/domain';
import { paths } from '../../config/paths';
import type { SessionData } from './session-store';

export function subjectOf(data: SessionData): Subject {
  return { role: data.user.role, memberships: data.memberships };
}

/**
 * Where a signed-in user lands (spec §4, §6): an integrator on the integrations page; the
 * dashboard with feeding or zootech somewhere, else silos.
 */
export function landingPath(data: SessionData, now: Date): string {
  const subject = subjectOf(data);
  if (isIntegrator(subject)) return paths.integrations.href();
  const hasLiveData = data.sites.some(
    (site) =>
      canAccessArea(subject, site, 'feeding', now) || canAccessArea(subject, site, 'zootech', now),
  );
  return hasLiveData ? paths.dashboard.href() : paths.silos.href();
}

/**
 * After sign-in: a first password handed over by an admin is replaced first, then terms not
 * accepted or a first login go to the agreements page.
 */
export function pathAfterLogin(data: SessionData, now: Date): string {
  if (data.user.must_change_password) return paths.firstPassword.href();
  if (!data.user.agreed_terms_policy || data.user.never_login) return paths.agreements.href();
  return landingPath(data, now);
}
