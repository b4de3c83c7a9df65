import type { RemovalKind } from '../records/record-schema.js';

/**
 * The KPI catalogue of shared/kpi-definitions.md (version 2: the keys after npd are its
 * "Version 2 additions"). Every answer of the KPI endpoint carries every key; a KPI whose
 * denominator is 0 is null.
 */
export const KPI_KEYS = [
  'services',
  'first_services',
  'pc_repeat_services',
  'far_rate',
  'litters',
  'total_born',
  'born_alive',
  'stillborn',
  'mummified',
  'ges_length',
  'weanings',
  'weaned',
  'weaned_per_litter',
  'wean_age',
  'pre_wean_mortality',
  'wsi',
  'pc_served_7d',
  'avg_females',
  'avg_mated_females',
  'litters_mf_year',
  'pw_mf_year',
  'pc_culling',
  'pc_mortality',
  'replacement_rate',
  'parity',
  'npd',
  'adj_far_rate',
  'return_ratio',
  'farrowing_interval',
  'entry_to_service',
  'gilts_entered',
  'pc_litters_lt7',
  'pc_litters_lt10',
  'pc_weanings_ge12',
  'pc_weaned_lt17d',
  'removal_rate',
  'cull_parity',
] as const;
export type KpiKey = (typeof KPI_KEYS)[number];
export type KpiValues = Record<KpiKey, number | null>;

export const RETURN_BANDS = [
  'early',
  'regular',
  'irregular',
  'regular_second',
  'late',
  'other',
] as const;
export type ReturnBand = (typeof RETURN_BANDS)[number];

export const PARITY_BUCKETS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9+'] as const;
export type ParityBucket = (typeof PARITY_BUCKETS)[number];

/** The bucket of a parity: its own up to 8, then `9+`. */
export function parityBucket(parity: number): ParityBucket {
  return parity >= 9 ? '9+' : (String(parity) as ParityBucket);
}

export const PIGLET_MORTALITY_BANDS = ['0-2', '3-8', '9+'] as const;

export type Period = { from: string; to: string };

/** The full answer for one period (shared by the reference implementation and the server). */
export type KpiReport = {
  from: string;
  to: string;
  kpis: KpiValues;
  return_bands: Record<ReturnBand, number>;
  parity_distribution: Record<(typeof PARITY_BUCKETS)[number], number>;
  piglet_mortality_bands: Record<(typeof PIGLET_MORTALITY_BANDS)[number], number>;
  /** Removals dated in the period, by kind (REMOVAL_KINDS). */
  removals_by_kind: Record<RemovalKind, number>;
};

/** How far back the farrowing rate looks (spec §9). */
export const FARROWING_RATE_LAG_DAYS = 115;

/** How far back the return ratio looks, and how late a return may come (spec §9, 21–42 days). */
export const RETURN_RATIO_LAG_DAYS = 42;

/** npd: a pending service is presumed pregnant for this many days from the service … */
export const PRESUMED_PREGNANT_DAYS = 120;
/** … and a litter that no weaning ends presumed nursing for this many days from its farrowing. */
export const PRESUMED_NURSING_DAYS = 42;

/** pc_litters_lt7 and pc_litters_lt10: litters with fewer piglets born alive than these. */
export const VERY_SMALL_LITTER_BORN_ALIVE = 7;
export const SMALL_LITTER_BORN_ALIVE = 10;
/** pc_weanings_ge12: weanings of at least this many piglets. */
export const LARGE_WEANING_COUNT = 12;
/** pc_weaned_lt17d: weanings younger than this many days. */
export const EARLY_WEANING_AGE_DAYS = 17;
