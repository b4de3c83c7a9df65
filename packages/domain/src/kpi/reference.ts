import { buildTimelines } from '../herd/build-timeline.js';
import type { FemaleTimeline } from '../herd/timeline-types.js';
import type { HerdRecord } from '../records/record-schema.js';
import { KPI_KEYS, type KpiReport, type KpiValues, type Period } from './catalogue.js';
import { tallyHerd } from './herd-tally.js';
import { tallyLitters } from './litter-tally.js';
import { periodRange } from './period-range.js';
import { perYear, ratio } from './ratio.js';
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

/** Version 2 keys, not computed yet (the catalogue step lands before the engines). */
const PENDING_V2_KPIS = {
  adj_far_rate: null,
  return_ratio: null,
  farrowing_interval: null,
  entry_to_service: null,
  gilts_entered: null,
  pc_litters_lt7: null,
  pc_litters_lt10: null,
  pc_weanings_ge12: null,
  pc_weaned_lt17d: null,
  removal_rate: null,
  cull_parity: null,
} as const;

/** The report for one period from already-built timelines (shared by report and series). */
export function kpiReportOf(timelines: readonly FemaleTimeline[], period: Period): KpiReport {
  const range = periodRange(period);
  const D = range.days;
  const s = tallyServices(timelines, range);
  const l = tallyLitters(timelines, range);
  const w = tallyWeanings(timelines, range);
  const h = tallyHerd(timelines, range);

  const avgFemales = h.femaleDays / D;
  const avgMatedFemales = h.matedFemaleDays / D;

  // One line per catalogue row, in the catalogue's words.
  const values: KpiValues = {
    services: s.services,
    first_services: s.firstServices,
    pc_repeat_services: ratio(s.repeatServices, s.services),
    // Services in [from − 115, to − 115]; pending ones stay in the denominator.
    far_rate: ratio(s.laggedFarrowed, s.laggedServices),
    litters: l.litters,
    total_born: ratio(l.bornAlive + l.stillborn + l.mummified, l.litters),
    born_alive: ratio(l.bornAlive, l.litters),
    stillborn: ratio(l.stillborn, l.litters),
    mummified: ratio(l.mummified, l.litters),
    ges_length: ratio(l.gestationDays, l.gestations),
    weanings: w.weanings,
    weaned: w.weaned,
    weaned_per_litter: ratio(w.weaned, w.weanings),
    wean_age: ratio(w.weanAgeDays, w.weanAges),
    // Deaths in P over born alive in P (two cohorts, per the contract); fosters change nothing.
    pre_wean_mortality: ratio(l.pigletDeaths, l.bornAlive),
    wsi: ratio(w.weanToServiceDays, w.weaningsServed),
    // Over every weaning in P, served or not (0–7 days counts as within 7).
    pc_served_7d: ratio(w.weaningsServedWithin7, w.weanings),
    avg_females: avgFemales,
    avg_mated_females: avgMatedFemales,
    litters_mf_year: perYear(l.litters, D, avgMatedFemales),
    pw_mf_year: perYear(w.weaned, D, avgMatedFemales),
    pc_culling: perYear(h.culls, D, avgFemales),
    // Deaths and euthanasias; a transfer is in neither pc_culling nor pc_mortality.
    pc_mortality: perYear(h.deaths, D, avgFemales),
    replacement_rate: perYear(h.giltEntries, D, avgFemales),
    parity: ratio(h.paritySumOnTo, h.presentOnTo),
    // (Σ non-productive mated days ÷ Σ mated days) × 365, in that order.
    npd:
      h.matedFemaleDays === 0
        ? null
        : ((h.matedFemaleDays - h.productiveMatedDays) / h.matedFemaleDays) * 365,
    ...PENDING_V2_KPIS,
  };

  return {
    from: period.from,
    to: period.to,
    kpis: Object.fromEntries(KPI_KEYS.map((key) => [key, values[key]])) as KpiValues,
    return_bands: s.returnBands,
    parity_distribution: h.parityDistribution,
    piglet_mortality_bands: l.mortalityBands,
    removals_by_kind: { cull: 0, death: 0, euthanasia: 0, transfer: 0 },
  };
}

export { splitPeriod, type KpiInterval } from './series-intervals.js';
