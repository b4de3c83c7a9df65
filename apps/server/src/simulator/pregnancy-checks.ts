import { between, type FemaleRun } from './female-run.js';
import { PARAMETERS as P } from './parameters.js';
import type { Rng } from './random.js';
import { RANK } from './sim-types.js';

/**
 * The pregnancy checks a farm makes after a service (docs/simulator.md, "Pregnancy checks"): an
 * ultrasound check at 21–35 days for most services, a second one at 36–60 days for some of the
 * sows read positive. Day numbers; null when that check is not made.
 */
export type CheckPlan = { first: number | null; recheck: number | null };

export function planChecks(rng: Rng, serviceDay: number): CheckPlan {
  const first = rng.chance(P.pregnancy.checked)
    ? serviceDay + between(rng, P.pregnancy.checkDays)
    : null;
  const recheck =
    first !== null && rng.chance(P.pregnancy.recheck)
      ? serviceDay + between(rng, P.pregnancy.recheckDays)
      : null;
  return { first, recheck };
}

const checkDays = (plan: CheckPlan) =>
  [plan.first, plan.recheck].filter((day): day is number => day !== null);

/** A pregnant sow's checks before `before`, each positive; false when she left the herd first. */
export function emitPositiveChecks(run: FemaleRun, plan: CheckPlan, before: number): boolean {
  for (const day of checkDays(plan)) {
    if (day >= before) break;
    if (run.struckBy(day)) return false;
    run.emit(day, RANK.preg_check, { type: 'preg_check', result: 'positive' });
  }
  return true;
}

/**
 * An open sow's checks before her return (`returnDay`; null when her heat is not seen): each
 * finds her open with the check's sensitivity, the first not while she still carried the embryos
 * she lost later (`lostAfterFirstCheck`). The day of the negative check, null when no check
 * found her open, 'gone' when she left the herd first.
 */
export function findOpenByCheck(
  run: FemaleRun,
  plan: CheckPlan,
  returnDay: number | null,
  lostAfterFirstCheck: boolean,
): number | null | 'gone' {
  for (const day of checkDays(plan)) {
    if (returnDay !== null && day >= returnDay) break;
    if (run.struckBy(day)) return 'gone';
    const stillPregnant = lostAfterFirstCheck && day === plan.first;
    const negative = !stillPregnant && run.rng.chance(P.pregnancy.checkSensitivity);
    run.emit(day, RANK.preg_check, {
      type: 'preg_check',
      result: negative ? 'negative' : 'positive',
    });
    if (negative) return day;
  }
  return null;
}
