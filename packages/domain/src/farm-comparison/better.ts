import type { KpiKey } from '../kpi/catalogue.js';
import { isObjectiveKey, OBJECTIVE_DEFAULTS } from '../objectives/defaults.js';
import { objectiveZones } from '../objectives/zones.js';
import type { Better } from './quartiles.js';

/**
 * Which way the KPIs without a default objective are better. Counts and inventories (services,
 * litters, weaned, average females) are left out: they say how big a herd is, not how well it
 * does, so the comparison ranks no site on them.
 */
const NATURAL_WAY: Partial<Record<KpiKey, 'higher' | 'lower'>> = {
  pc_repeat_services: 'lower',
  total_born: 'higher',
  stillborn: 'lower',
  mummified: 'lower',
  weaned_per_litter: 'higher',
  pc_served_7d: 'higher',
  litters_mf_year: 'higher',
  npd: 'lower',
  // Fewer returns, shorter intervals, fewer small litters, more large weanings: a better herd.
  return_ratio: 'lower',
  farrowing_interval: 'lower',
  entry_to_service: 'lower',
  pc_litters_lt10: 'lower',
  pc_weanings_ge12: 'higher',
};

/**
 * KPIs never ranked, though an objective colours them: a herd's mean gestation length is its
 * sows' biology (breed, parity), not how well it is run, and sites 0.1 day apart around 114.5
 * would be ranked "best" and "worst quarter" on noise (issue 28, finding 13).
 */
const NOT_RANKED: readonly KpiKey[] = ['ges_length'];

/**
 * Which way a KPI is better in a comparison of sites: the type of its default objective (higher,
 * lower, or a target whose value is the centre of its green band), else its natural way, else
 * none. One way for every site, whatever each site's own objective, so that the quarters compare
 * like with like.
 */
export function kpiBetter(key: string): Better | null {
  if (NOT_RANKED.includes(key as KpiKey)) return null;
  if (isObjectiveKey(key)) {
    const objective = OBJECTIVE_DEFAULTS[key].objective;
    if (objective.type === 'higher' || objective.type === 'lower') return { way: objective.type };
    if (objective.type === 'target') {
      const green = objectiveZones(objective)?.find((zone) => zone.colour === 'green');
      if (green?.centre != null) return { way: 'target', value: green.centre };
    }
  }
  const way = NATURAL_WAY[key as KpiKey];
  return way ? { way } : null;
}
