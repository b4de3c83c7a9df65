import {
  dateOfDay,
  daysWithData,
  withoutData,
  type HerdDays,
  type Period,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { dateInZone } from '../../lib/dates.js';
import { ensureHerdFacts, findHerdFirstDay } from '../../repositories/herd-facts-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { computeSiteKpis, type SiteKpiOptions, type SiteKpis } from './kpi-engine.js';

/** The site's herd days (docs/kpis.md, "No figure from days without data"). */
export async function siteHerdDays(db: Executor, site: RecordsSite, now: Date): Promise<HerdDays> {
  await ensureHerdFacts(db, site);
  const first = await findHerdFirstDay(db, site);
  return {
    first: first === null ? null : dateOfDay(first),
    today: dateInZone(now, site.timezone),
  };
}

/**
 * The site's KPIs over the days of the period its herd has data for, which the answer's `from`
 * and `to` state: what every route showing a herd figure for a period answers, so that a
 * period reads the same number everywhere. A period without such a day reads "no data".
 */
export async function siteKpisWithData(
  db: Executor,
  site: RecordsSite,
  period: Period,
  herd: HerdDays,
  options: SiteKpiOptions = {},
): Promise<SiteKpis & { no_data: boolean }> {
  const covered = daysWithData(period, herd);
  const report = await computeSiteKpis(db, site, covered ?? period, options);
  if (covered) return { ...report, no_data: false };
  const { series, ...rest } = report;
  return {
    ...withoutData(rest),
    ...(series ? { series: series.map(withoutData) } : {}),
    no_data: true,
  };
}
