import { KPI_KEYS, type KpiReport, type KpiValues, type Period } from './catalogue.js';
import type { HerdTally } from './herd-tally.js';
import type { LitterTally } from './litter-tally.js';
import { perYear, ratio } from './ratio.js';
import type { ServiceTally } from './service-tally.js';
import type { WeaningTally } from './weaning-tally.js';

/** What a period's report is computed from: its integer sums, however they were counted. */
export type KpiTallies = {
  services: ServiceTally;
  litters: LitterTally;
  weanings: WeaningTally;
  herd: HerdTally;
};

/**
 * The report of one period of `days` days from its tallies: the catalogue's formulas, in one
 * place, so the reference (which counts over timelines) and the server (which sums SQL rows)
 * divide the same integers in the same order and agree to the last bit.
 */
export function reportOfTallies(period: Period, days: number, tallies: KpiTallies): KpiReport {
  const { services: s, litters: l, weanings: w, herd: h } = tallies;
  const D = days;
  const avgFemales = h.femaleDays / D;
  const avgMatedFemales = h.matedFemaleDays / D;
  const { cull, death, euthanasia } = h.removals;

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
    pc_culling: perYear(cull, D, avgFemales),
    // Deaths and euthanasias; a transfer is in neither pc_culling nor pc_mortality.
    pc_mortality: perYear(death + euthanasia, D, avgFemales),
    replacement_rate: perYear(h.giltEntries, D, avgFemales),
    parity: ratio(h.paritySumOnTo, h.presentOnTo),
    // (Σ non-productive mated days ÷ Σ mated days) × 365, in that order.
    npd:
      h.matedFemaleDays === 0
        ? null
        : ((h.matedFemaleDays - h.productiveMatedDays) / h.matedFemaleDays) * 365,
    // The far_rate window without the services ended by a death or euthanasia.
    adj_far_rate: ratio(s.laggedFarrowed, s.laggedServices - s.laggedDied),
    return_ratio: ratio(s.returnedWithin42, s.returnWindowServices),
    farrowing_interval: ratio(l.farrowingIntervalDays, l.farrowingIntervals),
    entry_to_service: ratio(s.entryToServiceDays, s.giltFirstServices),
    gilts_entered: h.giltEntries,
    pc_litters_lt7: ratio(l.littersUnder7, l.litters),
    pc_litters_lt10: ratio(l.littersUnder10, l.litters),
    pc_weanings_ge12: ratio(w.weaningsOf12, w.weanings),
    // Over the weanings that end a farrowing (every one, in a valid history).
    pc_weaned_lt17d: ratio(w.weanedUnder17Days, w.weanAges),
    removal_rate: perYear(cull + death + euthanasia, D, avgFemales),
    cull_parity: ratio(h.cullParitySum, cull),
  };

  return {
    from: period.from,
    to: period.to,
    kpis: Object.fromEntries(KPI_KEYS.map((key) => [key, values[key]])) as KpiValues,
    return_bands: s.returnBands,
    parity_distribution: h.parityDistribution,
    piglet_mortality_bands: l.mortalityBands,
    removals_by_kind: h.removals,
  };
}
