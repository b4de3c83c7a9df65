import { feedingDayAsOf, gestationLive, pageMeta, type FeedKind } from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import {
  countIntakes,
  countVisits,
  dailyIntakeTotals,
  listIntakes,
} from '../../repositories/feeding-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';

/** What the feeding routes answer, as functions the benchmark measures too (bench/kpis.mjs). */

/**
 * A day's gestation feeding: fed, not fed and under-fed sows, feed against target, visits; as
 * the day so far when `date` is the site's today at `now`.
 */
export async function gestationLiveOn(db: Executor, site: RecordsSite, date: string, now: Date) {
  const rows = await listIntakes(db, site, { from: date, to: date, kind: 'gestation' });
  const asOf = feedingDayAsOf(date, now, site.timezone);
  return gestationLive(date, asOf, rows, await countVisits(db, site, date));
}

export type IntakesQuery = {
  from?: string | undefined;
  to?: string | undefined;
  kind?: FeedKind | undefined;
  page: number;
  per_page: number;
};

/** Daily intakes per sow, one page of them, and the totals per day of the whole filter. */
export async function feedIntakesPage(db: Executor, site: RecordsSite, query: IntakesQuery) {
  const { page, per_page, ...filter } = query;
  const [rows, total, totals] = [
    await listIntakes(db, site, filter, { page, per_page }),
    await countIntakes(db, site, filter),
    await dailyIntakeTotals(db, site, filter),
  ];
  return {
    data: rows.map((row) => ({
      animal: row.animal,
      date: row.date,
      kind: row.kind,
      target_g: row.target_g,
      distributed_g: row.distributed_g,
      curve_percent: row.curve_percent,
      day: row.day,
      station: row.station,
    })),
    meta: pageMeta(total, { page, per_page }),
    totals,
  };
}
