import { usersReportOf, type Period, type UsersReport } from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { ensureHerdFacts } from '../../repositories/herd-facts-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { fetchUserTallies } from '../../repositories/users-report-repository.js';

/** The users report of a period: the reference's answer, from the site's facts (bench too). */
export async function usersReportOn(
  db: Executor,
  site: RecordsSite,
  period: Period,
): Promise<UsersReport> {
  await ensureHerdFacts(db, site);
  return usersReportOf(period, await fetchUserTallies(db, site, period));
}
