import {
  FARROWING_RATE_LAG_DAYS,
  TARGET_LACTATION_DAYS,
  dateOfDay,
  dayNumber,
  splitPeriod,
  type KpiInterval,
  type HerdReport,
  type KpiReport,
  type Period,
  type UserCounts,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { ensureHerdFacts } from '../../repositories/herd-facts-repository.js';
import { fetchKpiRows } from '../../repositories/kpi-repository.js';
import { countsByUser } from './counts-by-user.js';
import { DayTallies } from './day-tallies.js';

export type SiteKpiOptions = {
  /** Also one report per ISO week or calendar month of the period. */
  interval?: KpiInterval | undefined;
  /** Also the event counts per user who recorded the events (counts-by-user.ts). */
  byUser?: boolean | undefined;
};

export type SiteKpis = KpiReport & {
  series?: KpiReport[];
  by_user?: Record<string, UserCounts>;
};

/**
 * The site's KPI report for a period (docs/kpis.md, "Server engine"): the same answer as the
 * reference `computeKpiReport` over every stored record of the site, from one SQL query over the
 * site's derived facts that returns per-day tallies (repositories/kpi-repository.ts, recomputing
 * the facts first if their derivation changed); day-tallies.ts adds them up over the period
 * (and each interval of a series) and the domain's reportOfTallies divides, as the reference.
 * Throws a RangeError when a date is malformed or `from` is after `to`.
 */
export async function computeSiteKpis(
  db: Executor,
  site: RecordsSite,
  period: Period,
  options: SiteKpiOptions = {},
): Promise<SiteKpis> {
  const intervals = options.interval ? splitPeriod(period, options.interval) : [];
  // No KPI reads the weanings' timing: any target gives the same report.
  const { tallies, rows } = await talliesOver(db, site, [period], TARGET_LACTATION_DAYS);
  const parityEnds = tallies.parityOn([period, ...intervals].map((part) => toDay(part.to)));
  const report = (part: Period) => tallies.report(part, parityEnds);
  return {
    ...report(period),
    ...(options.interval ? { series: intervals.map(report) } : {}),
    ...(options.byUser
      ? { by_user: countsByUser(rows, toDay(period.from), toDay(period.to)) }
      : {}),
  };
}

/**
 * One report and its report figures per period, in the order given, from one query over the
 * days they span: the columns of a performance-monitoring grid (weeks, months, quarters, rolling
 * weeks side by side), the weanings' timing read against the site's target lactation length.
 * Each is the reference's computeHerdReport of that period. Throws a RangeError like
 * computeSiteKpis.
 */
export async function computeSiteKpiPeriods(
  db: Executor,
  site: RecordsSite,
  periods: readonly Period[],
  targetLactationDays: number,
): Promise<HerdReport[]> {
  if (periods.length === 0) return [];
  const { tallies } = await talliesOver(db, site, periods, targetLactationDays);
  const parityEnds = tallies.parityOn(periods.map((part) => toDay(part.to)));
  return periods.map((part) => tallies.herdReport(part, parityEnds));
}

/** The day tallies of the days the periods span (and the 115 days before, for far_rate). */
async function talliesOver(
  db: Executor,
  site: RecordsSite,
  periods: readonly Period[],
  targetLactationDays: number,
) {
  let from = Infinity;
  let to = -Infinity;
  for (const period of periods) {
    const start = toDay(period.from);
    const end = toDay(period.to);
    if (start > end) throw new RangeError(`period from ${period.from} is after to ${period.to}`);
    from = Math.min(from, start);
    to = Math.max(to, end);
  }
  await ensureHerdFacts(db, site);
  const rows = await fetchKpiRows(db, site, from, to, FARROWING_RATE_LAG_DAYS, targetLactationDays);
  return { rows, tallies: new DayTallies(from - FARROWING_RATE_LAG_DAYS, from, to, rows) };
}

function toDay(date: string): number {
  const day = dayNumber(date);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || dateOfDay(day) !== date) {
    throw new RangeError(`not a calendar date YYYY-MM-DD: ${date}`);
  }
  return day;
}
