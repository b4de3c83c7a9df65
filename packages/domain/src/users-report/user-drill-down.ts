import type { KpiKey, Period } from '../kpi/catalogue.js';
import type { DrillDownTarget } from '../performance/row-drill-down.js';
import type { UserFigureKey } from './user-tally.js';

/**
 * The KPI whose drill-down, cut to one user, lists what a users report figure is made of
 * (docs/kpis.md, "Users report"): a figure of a KPI's meaning is that KPI over the events the
 * user recorded, so the list sums to the user's cell; `matured_services` is the n of far_rate's
 * list (the user's services 115 days before the period). Pregnancy checks are no drill-down's
 * events: the diagnosis figures have none.
 */
export const USER_FIGURE_DRILL_DOWNS: Partial<Record<UserFigureKey, KpiKey>> = {
  services: 'services',
  first_services: 'first_services',
  pc_repeat_services: 'pc_repeat_services',
  matured_services: 'far_rate',
  far_rate: 'far_rate',
  litters: 'litters',
  total_born: 'total_born',
  born_alive: 'born_alive',
  stillborn: 'stillborn',
  weanings: 'weanings',
  weaned: 'weaned',
  weaned_per_litter: 'weaned_per_litter',
};

/** The drill-down behind one user's figure of a period, when the figure has one. */
export function userFigureDrillDown(
  figure: UserFigureKey,
  user: string,
  period: Period,
): DrillDownTarget | null {
  const key = USER_FIGURE_DRILL_DOWNS[figure];
  return key === undefined ? null : { key, from: period.from, to: period.to, user };
}
