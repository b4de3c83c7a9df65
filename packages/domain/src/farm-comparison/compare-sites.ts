import { KPI_KEYS, type KpiKey, type KpiValues, type Period } from '../kpi/catalogue.js';
import { kpiBetter } from './better.js';
import type { FarmComparison } from './farm-comparison-api.js';
import { groupQuartiles, quartileRanks } from './quartiles.js';

/** The comparison of sites from each one's KPIs over the same period, in the order given. */
export function compareSites(
  period: Period,
  sites: readonly { site_id: string; kpis: KpiValues }[],
): FarmComparison {
  const ranks = new Map<KpiKey, ReturnType<typeof quartileRanks>>();
  const group = {} as FarmComparison['group'];
  for (const key of KPI_KEYS) {
    const values = sites.map((site) => site.kpis[key]);
    const better = kpiBetter(key);
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
      quartiles: Object.fromEntries(
        KPI_KEYS.map((key) => [key, ranks.get(key)![index] ?? null]),
      ) as FarmComparison['sites'][number]['quartiles'],
    })),
    group,
  };
}
