import {
  dayNumber,
  gestationLosses,
  gestationVisits,
  lossWindow,
  type GestationLosses,
  type GestationVisits,
  type ReportPeriod,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import {
  expectedSowsPerDay,
  sowsWithoutVisit,
  visitTotalsPerDay,
} from '../../repositories/gestation-visits-repository.js';
import { ensureHerdFacts } from '../../repositories/herd-facts-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { listServiceFates } from '../../repositories/service-fates-repository.js';

/** The gestation reports of a period (docs/feeding.md, "Gestation visits", "Gestation losses"). */

export async function gestationVisitsOf(
  db: Executor,
  site: RecordsSite,
  period: ReportPeriod,
): Promise<GestationVisits> {
  const totals = await visitTotalsPerDay(db, site, period);
  return gestationVisits(period, {
    expected: await expectedSowsPerDay(db, site, period),
    ...totals,
    notVisited: await sowsWithoutVisit(db, site, period.to),
  });
}

/** Losses are judged on `today`: a service past day 120 without an outcome is not in pig. */
export async function gestationLossesOf(
  db: Executor,
  site: RecordsSite,
  period: ReportPeriod,
  today: string,
): Promise<GestationLosses> {
  await ensureHerdFacts(db, site);
  const window = lossWindow(period);
  const fates = await listServiceFates(db, site, dayNumber(window.from), dayNumber(window.to));
  return gestationLosses(period, fates, today);
}
