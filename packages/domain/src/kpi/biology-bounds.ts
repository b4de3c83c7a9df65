import type { KpiKey } from './catalogue.js';

/**
 * Values no herd reaches (docs/kpis.md, "Biology bounds"): a figure beyond them comes from
 * records missing or wrong (a farrowing without its service, a herd's first weeks read as a
 * year), not from a record farm, so it is never coloured as a result: the screens flag it "check
 * the records". Each bound sits past the best published herds (shared/benchmarks.md) with room:
 * - litters per mated female per year: 2.7 (the biological ceiling is about 2.60: 116 days of
 *   gestation + 19 of lactation + 5 to service);
 * - pigs weaned per mated female per year: 42 (Danish top 10 % weaned 42.8 per sow, not per mated
 *   female, which reads lower);
 * - born alive per litter 20, total born 23, weaned per litter 17 (fostering moves piglets, but
 *   not a whole herd's mean past that);
 * - gestation length 105–125 days; farrowing interval at least 131 (114 + 14 + 3);
 * - non-productive days 180 per mated female per year (herds with PRRS read 70–80);
 * - replacement 150 %, culling 120 %, sow mortality 50 %, removals 150 % a year;
 * - weaning age 10–42 days; pre-weaning mortality 50 %.
 */
export const BIOLOGY_BOUNDS: Readonly<Partial<Record<KpiKey, { min?: number; max?: number }>>> = {
  litters_mf_year: { max: 2.7 },
  pw_mf_year: { max: 42 },
  born_alive: { max: 20 },
  total_born: { max: 23 },
  weaned_per_litter: { max: 17 },
  ges_length: { min: 105, max: 125 },
  farrowing_interval: { min: 131 },
  npd: { max: 180 },
  replacement_rate: { max: 1.5 },
  pc_culling: { max: 1.2 },
  pc_mortality: { max: 0.5 },
  removal_rate: { max: 1.5 },
  wean_age: { min: 10, max: 42 },
  pre_wean_mortality: { max: 0.5 },
};

/** Whether a figure of this metric lies beyond what a herd can reach: check the records. */
export function outsideBiology(metric: string, value: number | null): boolean {
  const bounds = (BIOLOGY_BOUNDS as Record<string, { min?: number; max?: number }>)[metric];
  if (!bounds || value === null || !Number.isFinite(value)) return false;
  return (
    (bounds.min !== undefined && value < bounds.min) ||
    (bounds.max !== undefined && value > bounds.max)
  );
}
