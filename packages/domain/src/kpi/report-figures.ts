import type { KpiReport, Period } from './catalogue.js';
import { ratio } from './ratio.js';
import { reportOfTallies, type KpiTallies } from './report-of-tallies.js';

/**
 * Figures the herd reports show beside the contract's KPIs (docs/kpis.md, "Figures read beside
 * the catalogue"): spec §9's reproduction rules the contract has no key for. They are no KPI (the
 * KPI answer is shared/kpi-definitions.md, exactly); they come from the same tallies, so the
 * reference and the server engine give them to the last bit, as the KPIs.
 */

/** Fertility is judged this many days after the service (spec §9, "fertility at 30 days"). */
export const FERTILITY_DAYS = 30;

export const REPORT_FIGURE_KEYS = [
  'fertility_30d',
  'fertility_services',
  'pc_served_8d_plus',
  'weanings_early',
  'weanings_on_time',
  'weanings_late',
] as const;
export type ReportFigureKey = (typeof REPORT_FIGURE_KEYS)[number];
/** Each null when its denominator is 0, and all null for a period without data. */
export type ReportFigures = Record<ReportFigureKey, number | null>;

/** A KPI report and the report figures of the same period. */
export type HerdReport = KpiReport & { figures: ReportFigures };

export function reportFiguresOf({ services: s, weanings: w }: KpiTallies): ReportFigures {
  return {
    // Services dated in [from − 30, to − 30] still in pig 30 days on ÷ those services.
    fertility_30d: ratio(s.fertilityServices - s.notInPigBy30, s.fertilityServices),
    fertility_services: s.fertilityServices,
    // Over every weaning in P, as pc_served_7d: the two and the unserved ones make the weanings.
    pc_served_8d_plus: ratio(w.weaningsServed - w.weaningsServedWithin7, w.weanings),
    weanings_early: w.timing.early,
    weanings_on_time: w.timing.on_time,
    weanings_late: w.timing.late,
  };
}

/** The KPI report of the period and its report figures, from the same tallies. */
export function herdReportOfTallies(period: Period, days: number, tallies: KpiTallies): HerdReport {
  return { ...reportOfTallies(period, days, tallies), figures: reportFiguresOf(tallies) };
}

/** Every figure null: what a column without data shows ("no data", never 0). */
export function noDataFigures(): ReportFigures {
  return Object.fromEntries(REPORT_FIGURE_KEYS.map((key) => [key, null])) as ReportFigures;
}
