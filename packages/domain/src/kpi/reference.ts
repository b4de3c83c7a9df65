import { buildTimelines } from '../herd/build-timeline.js';
import type { FemaleTimeline } from '../herd/timeline-types.js';
import { TARGET_LACTATION_DAYS } from '../inventory/litter-on-hand.js';
import type { HerdRecord } from '../records/record-schema.js';
import type { KpiReport, Period } from './catalogue.js';
import { tallyHerd } from './herd-tally.js';
import { tallyLitters } from './litter-tally.js';
import { periodRange, type DayRange } from './period-range.js';
import { herdReportOfTallies, type HerdReport } from './report-figures.js';
import { reportOfTallies, type KpiTallies } from './report-of-tallies.js';
import { splitPeriod, type KpiInterval } from './series-intervals.js';
import { tallyServices } from './service-tally.js';
import { tallyWeanings } from './weaning-tally.js';

/**
 * The reference KPI report of shared/kpi-definitions.md for one period, from every stored record
 * of a site (records after `to` still settle outcomes, weanings' services and the like).
 *
 * - Records may come in any order; "input order" (which orders same-day events) is their order
 *   in `records`.
 * - A female with records but no entry record is ignored altogether (import validation refuses
 *   such records); so are a female's records before her entry or after her removal.
 * - Values are full precision (no rounding); a KPI whose denominator is 0 is null.
 * - Throws a RangeError when a period date is malformed or `from` is after `to`.
 *
 * The choices the contract leaves open are settled in docs/kpis.md and beside each formula.
 */
export function computeKpiReport(records: readonly HerdRecord[], period: Period): KpiReport {
  return kpiReportOf(buildTimelines(records), period);
}

/**
 * One report per ISO week (Monday–Sunday) or calendar month of the period, in order, each
 * interval clipped to the period.
 */
export function computeKpiSeries(
  records: readonly HerdRecord[],
  period: Period,
  interval: KpiInterval,
): KpiReport[] {
  const timelines = buildTimelines(records);
  return splitPeriod(period, interval).map((part) => kpiReportOf(timelines, part));
}

/**
 * The KPI report and the report figures (report-figures.ts) of one period, from every stored
 * record of the site, with the weanings' timing read against its target lactation length.
 */
export function computeHerdReport(
  records: readonly HerdRecord[],
  period: Period,
  targetLactationDays: number,
): HerdReport {
  const range = periodRange(period);
  const tallies = talliesOf(buildTimelines(records), range, targetLactationDays);
  return herdReportOfTallies(period, range.days, tallies);
}

/** The report for one period from already-built timelines (shared by report and series). */
export function kpiReportOf(timelines: readonly FemaleTimeline[], period: Period): KpiReport {
  const range = periodRange(period);
  // No KPI reads the weanings' timing: any target gives the same report.
  return reportOfTallies(period, range.days, talliesOf(timelines, range, TARGET_LACTATION_DAYS));
}

function talliesOf(
  timelines: readonly FemaleTimeline[],
  range: DayRange,
  targetLactationDays: number,
): KpiTallies {
  return {
    services: tallyServices(timelines, range),
    litters: tallyLitters(timelines, range),
    weanings: tallyWeanings(timelines, range, targetLactationDays),
    herd: tallyHerd(timelines, range),
  };
}

export { splitPeriod, type KpiInterval } from './series-intervals.js';
