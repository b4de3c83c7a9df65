import { buildTimelines } from '../herd/build-timeline.js';
import { dateOfDay } from '../herd/day-number.js';
import type { HerdRecord } from '../records/record-schema.js';
import { KPI_KEYS, type KpiReport, type KpiValues, type Period } from './catalogue.js';

/**
 * The days a site's herd has figures for (docs/kpis.md, "No figure from days without data"):
 * from its first day (the first female's entry: before it, the records hold no herd) to the
 * site's today (after it, nothing has happened yet). A mean or a rate per year over other days
 * would divide by days the herd did not exist: a herd of 1,280 sows read as 429 over a span
 * starting three years before its first entry.
 */
export type HerdDays = {
  /** The herd's first day, YYYY-MM-DD; null: no female in the records. */
  first: string | null;
  today: string;
};

/** The part of the period the herd has data for; null when it has none of it. */
export function daysWithData(period: Period, herd: HerdDays): Period | null {
  if (herd.first === null) return null;
  const from = period.from < herd.first ? herd.first : period.from;
  const to = period.to > herd.today ? herd.today : period.to;
  return from <= to ? { from, to } : null;
}

/** The reference's first day: the earliest entry of a female with a history (as the KPIs). */
export function herdFirstDay(records: readonly HerdRecord[]): string | null {
  let first = Infinity;
  for (const timeline of buildTimelines(records)) first = Math.min(first, timeline.entryDay);
  return first === Infinity ? null : dateOfDay(first);
}

/** Every KPI null: what a period without data shows ("no data", never 0). */
export function noDataValues(): KpiValues {
  return Object.fromEntries(KPI_KEYS.map((key) => [key, null])) as KpiValues;
}

/** A report of the period with its KPIs as "no data" (its tallies stay the engine's zeros). */
export function withoutData<T extends KpiReport>(report: T): T {
  return { ...report, kpis: noDataValues() };
}
