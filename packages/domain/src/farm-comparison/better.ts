import type { KpiKey } from '../kpi/catalogue.js';
import { isObjectiveKey, OBJECTIVE_DEFAULTS } from '../objectives/defaults.js';
import { objectiveZones } from '../objectives/zones.js';
import type { Better } from './quartiles.js';

/**
 * KPIs never ranked, though an objective colours them: a herd's mean gestation length is its
 * sows' biology (breed, parity), not how well it is run, and sites 0.1 day apart around 114.5
 * would be ranked "best" and "worst quarter" on noise (issue 28, finding 13).
 */
const NOT_RANKED: readonly KpiKey[] = ['ges_length'];

/**
 * Which way a KPI is better in a comparison of sites: the type of its default objective (higher,
 * lower, or a target whose value is the centre of its green band), else none: every KPI with a
 * better direction has a default (docs/objectives.md); counts and inventories (services, litters,
 * average females) have none, as they say how big a herd is, not how well it does. One way for
 * every site, whatever each site's own objective, so that the quarters compare like with like.
 */
export function kpiBetter(key: string): Better | null {
  if (NOT_RANKED.includes(key as KpiKey) || !isObjectiveKey(key)) return null;
  const objective = OBJECTIVE_DEFAULTS[key].objective;
  if (objective.type === 'higher' || objective.type === 'lower') return { way: objective.type };
  if (objective.type === 'target') {
    const green = objectiveZones(objective)?.find((zone) => zone.colour === 'green');
    if (green?.centre != null) return { way: 'target', value: green.centre };
  }
  return null;
}
