import {
  avgMatureFemales,
  compareSites,
  daysWithData,
  dayNumber,
  lactationIntakeKg,
  type ComparisonFigures,
  type FarmComparison,
  type HerdDays,
  type Period,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import {
  lactationIntakesByDay,
  loadFemaleLives,
} from '../../repositories/comparison-figures-repository.js';
import { findRecordsSite, type RecordsSite } from '../../repositories/herd-records-repository.js';
import { httpError } from '../../plugins/errors.js';
import { siteHerdDays, siteKpisWithData } from '../kpis/kpis-with-data.js';

/**
 * The comparison of these sites (ids in the order asked) over a period: each site's KPIs from
 * the server engine over the days its herd has data for (a young herd is not averaged over days
 * before its first entry), and the comparison's own figures, all sites at once (the pool queues
 * them), then quartiles and quarters.
 */
export async function compareFarms(
  db: Executor,
  siteIds: readonly string[],
  period: Period,
  now: Date,
): Promise<FarmComparison> {
  const reports = await Promise.all(
    siteIds.map(async (id) => {
      const site = await findRecordsSite(db, id);
      if (!site) throw httpError(404, 'site_not_found', 'This site does not exist');
      const herd = await siteHerdDays(db, site, now);
      const [report, figures] = await Promise.all([
        siteKpisWithData(db, site, period, herd),
        comparisonFigures(db, site, period, herd),
      ]);
      return { site_id: id, kpis: report.kpis, figures };
    }),
  );
  return compareSites(period, reports);
}

/**
 * A site's figures of the comparison (spec §9): lactation intake over the period asked (a mean
 * per sow-day, which days without feeding data leave as it is), and the 200-day average
 * inventory over the same days as its `avg_females` (the herd's days with data; none, null).
 */
async function comparisonFigures(
  db: Executor,
  site: RecordsSite,
  period: Period,
  herd: HerdDays,
): Promise<ComparisonFigures> {
  const covered = daysWithData(period, herd);
  const [intakes, females] = await Promise.all([
    lactationIntakesByDay(db, site, period.from, period.to),
    covered ? loadFemaleLives(db, site, dayNumber(covered.from), dayNumber(covered.to)) : null,
  ]);
  return {
    lactation_intake_kg: lactationIntakeKg(intakes),
    avg_females_200d: covered && females ? avgMatureFemales(females, covered) : null,
  };
}
