import type { KpiKey, KpiValues, Period } from '../kpi/catalogue.js';
import { kpiBetter } from './better.js';
import {
  COMPARISON_FIGURE_BETTER,
  COMPARISON_FIGURE_KEYS,
  type ComparisonFigureKey,
  type ComparisonFigures,
} from './comparison-figures.js';
import { COMPARISON_ROW_KEYS, type FarmComparison } from './farm-comparison-api.js';
import { groupQuartiles, quartileRanks } from './quartiles.js';

const isFigure = (key: KpiKey | ComparisonFigureKey): key is ComparisonFigureKey =>
  (COMPARISON_FIGURE_KEYS as readonly string[]).includes(key);

/**
 * The comparison of sites from each one's KPIs and comparison figures over the same period, in
 * the order given.
 */
export function compareSites(
  period: Period,
  sites: readonly { site_id: string; kpis: KpiValues; figures: ComparisonFigures }[],
): FarmComparison {
  const ranks = new Map<KpiKey | ComparisonFigureKey, ReturnType<typeof quartileRanks>>();
  const group = {} as FarmComparison['group'];
  for (const key of COMPARISON_ROW_KEYS) {
    const values = sites.map((site) => (isFigure(key) ? site.figures[key] : site.kpis[key]));
    const better = isFigure(key) ? COMPARISON_FIGURE_BETTER[key] : kpiBetter(key);
    const quartiles = groupQuartiles(values);
    ranks.set(key, quartileRanks(values, better));
    group[key] = {
      sites: values.filter((value) => value !== null).length,
      q1: quartiles?.q1 ?? null,
      median: quartiles?.median ?? null,
      q3: quartiles?.q3 ?? null,
      better,
    };
  }
  return {
    from: period.from,
    to: period.to,
    sites: sites.map((site, index) => ({
      site_id: site.site_id,
      kpis: site.kpis,
      figures: site.figures,
      quartiles: Object.fromEntries(
        COMPARISON_ROW_KEYS.map((key) => [key, ranks.get(key)![index] ?? null]),
      ) as FarmComparison['sites'][number]['quartiles'],
    })),
    group,
  };
}
