/**
 * Where each compared site stands among the others (docs/farm-comparison.md): the group's
 * quartiles of a KPI, and each site's quarter, best first, whichever way the KPI is better.
 */

/** The quartiles of the group's values (nulls left out). */
export type GroupQuartiles = { q1: number; median: number; q3: number };

/**
 * Which way a KPI is better: up, down, or as close as can be to a target value. Null for a
 * figure with no better side (a count that only says how big the herd is).
 */
export type Better = { way: 'higher' } | { way: 'lower' } | { way: 'target'; value: number };

/** 1: the best quarter of the compared sites … 4: the worst. */
export type QuartileRank = 1 | 2 | 3 | 4;

/**
 * The p-quantile of sorted values by linear interpolation between the closest ranks (the
 * spreadsheet QUARTILE.INC, R's type 7): the median of 2 values is their mean.
 */
function quantile(sorted: readonly number[], p: number): number {
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const low = sorted[below]!;
  const high = sorted[Math.min(below + 1, sorted.length - 1)]!;
  return low + (high - low) * (position - below);
}

/**
 * Quartiles are drawn from at least this many sites' values: the "quartiles" of two or three
 * numbers are only points between them, and a site's "quarter" among two says nothing a reader
 * cannot see by putting the two values side by side (issue 28 §5).
 */
export const MIN_SITES_FOR_QUARTILES = 4;

/** The quartiles of the sites' values, nulls left out; null with fewer than 4 values. */
export function groupQuartiles(values: readonly (number | null)[]): GroupQuartiles | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (sorted.length < MIN_SITES_FOR_QUARTILES) return null;
  return {
    q1: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    q3: quantile(sorted, 0.75),
  };
}

/**
 * Each site's quarter among the compared sites (null without a value, a better side, or 4 sites
 * with a value). A value on a quartile takes the better quarter. For a target, sites are ranked by their distance to
 * it, the closest best.
 */
export function quartileRanks(
  values: readonly (number | null)[],
  better: Better | null,
): (QuartileRank | null)[] {
  if (!better) return values.map(() => null);
  // Distances to a target rank like a KPI that is better lower.
  const scores =
    better.way === 'target'
      ? values.map((v) => (v === null ? null : Math.abs(v - better.value)))
      : values;
  const quartiles = groupQuartiles(scores);
  if (!quartiles) return values.map(() => null);
  const higher = better.way === 'higher';
  return scores.map((score) => (score === null ? null : rankOf(score, quartiles, higher)));
}

function rankOf(score: number, { q1, median, q3 }: GroupQuartiles, higher: boolean): QuartileRank {
  if (higher) return score >= q3 ? 1 : score >= median ? 2 : score >= q1 ? 3 : 4;
  return score <= q1 ? 1 : score <= median ? 2 : score <= q3 ? 3 : 4;
}
