import {
  displayName,
  knowsTenantByName,
  usersReportOf,
  type Period,
  type UsersReport,
  type UsersReportAnswer,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { ensureHerdFacts } from '../../repositories/herd-facts-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { fetchUserTallies } from '../../repositories/users-report-repository.js';
import { findTenantPeopleByLogin } from '../../repositories/users-repository.js';

/** The users report of a period: the reference's answer, from the site's facts (bench too). */
export async function usersReportOn(
  db: Executor,
  site: RecordsSite,
  period: Period,
): Promise<UsersReport> {
  await ensureHerdFacts(db, site);
  return usersReportOf(period, await fetchUserTallies(db, site, period));
}

/** The caller, as the sharing-name rules read it (main-api's sharingViewer). */
type Viewer = Parameters<typeof knowsTenantByName>[0];

/**
 * The users report as the caller reads it: each user named (docs/kpis.md, "Users report") when
 * the record's `user` is the e-mail or username of a person of the site's tenant, and the caller
 * belongs to the farm (staff, or a membership of the tenant without a sharing name). A partner
 * knows neither the owner nor, so, its people (docs/access-rules.md, "Sharing names"): they read
 * the records' `user` as written.
 */
export async function usersReportFor(
  db: Executor,
  site: RecordsSite,
  period: Period,
  viewer: Viewer,
  now: Date,
): Promise<UsersReportAnswer> {
  const report = await usersReportOn(db, site, period);
  const names = new Map<string, string>();
  if (knowsTenantByName(viewer, site.tenantId, now)) {
    const people = await findTenantPeopleByLogin(
      db,
      site.tenantId,
      report.users.map((entry) => entry.user),
    );
    for (const person of people) {
      const name = displayName({
        email: person.email,
        username: person.username,
        first_name: person.firstName,
        last_name: person.lastName,
      });
      for (const login of [person.email, person.username]) {
        if (login) names.set(login.toLowerCase(), name);
      }
    }
  }
  return {
    ...report,
    users: report.users.map((entry) => ({
      ...entry,
      name: names.get(entry.user.trim().toLowerCase()) ?? null,
    })),
  };
}
