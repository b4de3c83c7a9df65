import { buildTimelines } from '../herd/build-timeline.js';
import { UNRECORDED_USER } from '../kpi/by-user.js';
import { FARROWING_RATE_LAG_DAYS, type Period } from '../kpi/catalogue.js';
import { inRange, periodRange } from '../kpi/period-range.js';
import type { HerdRecord } from '../records/record-schema.js';
import { checkVerdict } from './check-verdict.js';
import { emptyUserTally, type UserTally } from './user-tally.js';
import { usersReportOf, type UsersReport } from './users-report-api.js';

/**
 * The reference users report (docs/kpis.md, "Users report"): per user who recorded the events
 * (the records' `user`, `-` without one), their services and pregnancy checks, the farrowing
 * rate of their services and how many of their checks were right 115 days earlier, the litters
 * they recorded and their weanings. Read from every record of the site, the way the KPIs are: a female's
 * records outside her life (before her entry, after her removal) count nowhere.
 * Throws a RangeError when a period date is malformed or `from` is after `to`.
 */
export function computeUsersReport(records: readonly HerdRecord[], period: Period): UsersReport {
  const range = periodRange(period);
  const matured = {
    from: range.from - FARROWING_RATE_LAG_DAYS,
    to: range.to - FARROWING_RATE_LAG_DAYS,
  };
  const byUser = new Map<string, UserTally>();
  const tally = (record: HerdRecord): UserTally => {
    const user = record.user ?? UNRECORDED_USER;
    let found = byUser.get(user);
    if (!found) byUser.set(user, (found = emptyUserTally()));
    return found;
  };

  for (const timeline of buildTimelines(records)) {
    // The timeline's services are its service events, in the same order.
    let serviceIndex = 0;
    timeline.events.forEach(({ record, day }, index) => {
      const inPeriod = inRange(day, range);
      if (record.type === 'service') {
        const service = timeline.services[serviceIndex++]!;
        if (inPeriod) {
          tally(record).services += 1;
          if (service.first) tally(record).first_services += 1;
        }
        if (inRange(day, matured)) {
          tally(record).matured_services += 1;
          if (service.outcome === 'farrowed') tally(record).matured_farrowed += 1;
        }
      }
      if (record.type === 'preg_check') {
        if (inPeriod) {
          tally(record).checks += 1;
          if (record.result === 'positive') tally(record).positive_checks += 1;
        }
        // Judged as the farrowing rate is: checks old enough for their service to have farrowed.
        if (inRange(day, matured)) {
          const counts = tally(record);
          counts.matured_checks += 1;
          const verdict = checkVerdict(timeline.events, index);
          if (verdict === 'right' || verdict === 'wrong') counts.checks_judged += 1;
          if (verdict === 'right') counts.checks_right += 1;
        }
      }
      if (!inPeriod) return;
      if (record.type === 'farrowing') {
        const counts = tally(record);
        counts.litters += 1;
        counts.piglets_born_alive += record.born_alive;
        counts.piglets_stillborn += record.stillborn;
        counts.piglets_mummified += record.mummified;
      } else if (record.type === 'weaning') {
        const counts = tally(record);
        counts.weanings += 1;
        counts.piglets_weaned += record.count;
      }
    });
  }

  return usersReportOf(period, byUser);
}
