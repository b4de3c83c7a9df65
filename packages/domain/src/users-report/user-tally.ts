import { ratio } from '../kpi/ratio.js';

/**
 * What one user recorded over a period (docs/kpis.md, "Users report"): whole counts and sums
 * only, so that the figures of several users (a team, a chosen few) are their sums divided once.
 */
export const USER_TALLY_KEYS = [
  'services',
  'first_services',
  'matured_services',
  'matured_farrowed',
  'checks',
  'positive_checks',
  'matured_checks',
  'checks_judged',
  'checks_right',
  'litters',
  'piglets_born_alive',
  'piglets_stillborn',
  'piglets_mummified',
  'weanings',
  'piglets_weaned',
] as const;
export type UserTallyKey = (typeof USER_TALLY_KEYS)[number];
export type UserTally = Record<UserTallyKey, number>;

export function emptyUserTally(): UserTally {
  return Object.fromEntries(USER_TALLY_KEYS.map((key) => [key, 0])) as UserTally;
}

/** The tally of several users: each count summed. */
export function sumUserTallies(tallies: readonly UserTally[]): UserTally {
  const total = emptyUserTally();
  for (const tally of tallies) {
    for (const key of USER_TALLY_KEYS) total[key] += tally[key];
  }
  return total;
}

/** The figures a users report shows, in the order of its sections (docs/kpis.md). */
export const USER_FIGURE_KEYS = [
  'services',
  'first_services',
  'pc_repeat_services',
  'matured_services',
  'far_rate',
  'checks',
  'pc_positive_checks',
  'matured_checks',
  'checks_judged',
  'pc_checks_right',
  'litters',
  'total_born',
  'born_alive',
  'stillborn',
  'weanings',
  'weaned',
  'weaned_per_litter',
] as const;
export type UserFigureKey = (typeof USER_FIGURE_KEYS)[number];
export type UserFigures = Record<UserFigureKey, number | null>;

/** The figures of a tally; a figure whose denominator is 0 is null. */
export function userFigures(tally: UserTally): UserFigures {
  const t = tally;
  return {
    services: t.services,
    first_services: t.first_services,
    pc_repeat_services: ratio(t.services - t.first_services, t.services),
    matured_services: t.matured_services,
    far_rate: ratio(t.matured_farrowed, t.matured_services),
    checks: t.checks,
    pc_positive_checks: ratio(t.positive_checks, t.checks),
    matured_checks: t.matured_checks,
    checks_judged: t.checks_judged,
    pc_checks_right: ratio(t.checks_right, t.checks_judged),
    litters: t.litters,
    total_born: ratio(t.piglets_born_alive + t.piglets_stillborn + t.piglets_mummified, t.litters),
    born_alive: ratio(t.piglets_born_alive, t.litters),
    stillborn: ratio(t.piglets_stillborn, t.litters),
    weanings: t.weanings,
    weaned: t.piglets_weaned,
    weaned_per_litter: ratio(t.piglets_weaned, t.weanings),
  };
}

/**
 * The objective each figure is coloured against (docs/objectives.md): the KPI of the same meaning,
 * read over the user's own events, and the checks proved right. Counts and the share of positive
 * checks (which says when checks are made, not how well) have none.
 */
export const USER_FIGURE_METRICS: Partial<Record<UserFigureKey, string>> = {
  far_rate: 'far_rate',
  pc_repeat_services: 'pc_repeat_services',
  pc_checks_right: 'pc_checks_right',
  total_born: 'total_born',
  born_alive: 'born_alive',
  stillborn: 'stillborn',
  weaned_per_litter: 'weaned_per_litter',
};

/** Fractions among the figures (shown as percentages); the others count or average. */
const PERCENT_FIGURES: ReadonlySet<UserFigureKey> = new Set([
  'pc_repeat_services',
  'far_rate',
  'pc_positive_checks',
  'pc_checks_right',
]);
const COUNT_FIGURES: ReadonlySet<UserFigureKey> = new Set([
  'services',
  'first_services',
  'matured_services',
  'checks',
  'matured_checks',
  'checks_judged',
  'litters',
  'weanings',
  'weaned',
]);

export function userFigureKind(key: UserFigureKey): 'percent' | 'count' | 'number' {
  if (PERCENT_FIGURES.has(key)) return 'percent';
  return COUNT_FIGURES.has(key) ? 'count' : 'number';
}
