import { between, parityIndex, type FemaleRun, type RemovalKind } from './female-run.js';
import { PARAMETERS as P } from './parameters.js';
import type { Rng } from './random.js';
import { RANK, type DraftOf, type HerdPerformance, type Litter } from './sim-types.js';

/** Her litter weaned: the day and the piglets she weaned herself (before fostering). */
export type Weaned = { weanDay: number; weanCount: number };

type LitterSize = { bornAlive: number; stillborn: number; mummified: number };
type PigletDeaths = { age: number; cause: string; count: number };
type Leaving = { day: number; kind: RemovalKind; cause: string };

/** Born alive, stillborn and mummified of a litter of this parity (1 for her first litter). */
function drawLitterSize(rng: Rng, parity: number, performance: HerdPerformance): LitterSize {
  const mean =
    P.litter.totalBornByParity[parityIndex(parity - 1, P.litter.totalBornByParity.length)]! +
    performance.litterSize;
  const totalBorn = Math.min(
    P.litter.totalBornMax,
    Math.max(1, Math.round(rng.normal(mean, P.litter.totalBornSd))),
  );
  const stillbornRate =
    P.litter.stillbornRate + P.litter.stillbornRatePerParityOver3 * Math.max(0, parity - 3);
  const stillborn = rng.binomial(totalBorn, stillbornRate);
  const mummified = rng.binomial(totalBorn - stillborn, P.litter.mummifiedRate);
  return { bornAlive: totalBorn - stillborn - mummified, stillborn, mummified };
}

/** The piglets that die before weaning, by age band, grouped per day of age and cause. */
function drawPigletDeaths(
  rng: Rng,
  bornAlive: number,
  parity: number,
  weanAge: number,
  performance: HerdPerformance,
): PigletDeaths[] {
  const mortality =
    (P.piglets.mortality +
      P.piglets.mortalityPerPigletOver14 * Math.max(0, bornAlive - 14) +
      P.piglets.mortalityPerParityOver5 * Math.max(0, parity - 5)) *
    performance.pigletMortality;
  const deaths = rng.binomial(bornAlive, mortality);
  const byDay = new Map<string, PigletDeaths>();
  for (let i = 0; i < deaths; i++) {
    const band = rng.weighted(P.piglets.deathAgeBands);
    const age =
      band === '0-2'
        ? rng.weighted(P.piglets.firstDays)
        : band === '3-8'
          ? rng.int(3, 8)
          : rng.int(9, weanAge - 1);
    const cause = rng.weighted(P.piglets.causes[band]);
    const key = `${String(age).padStart(2, '0')} ${cause}`;
    const group = byDay.get(key);
    if (group) group.count++;
    else byDay.set(key, { age, cause, count: 1 });
  }
  return [...byDay.keys()].sort().map((key) => byDay.get(key)!);
}

/**
 * A death, euthanasia or cull of the farrowing time, if this litter has one: deaths and
 * euthanasia from the week before farrowing to late lactation, most in the first ten days after
 * it; culls of a sow whose milk fails, in the first two weeks.
 */
function drawLeaving(rng: Rng, farrowDay: number): Leaving | null {
  const around = P.farrowingRemovals;
  const drawn: Leaving[] = [];
  if (rng.chance(around.risk)) {
    const euthanised = rng.chance(around.euthanasiaShare);
    drawn.push({
      day: farrowDay + between(rng, rng.weighted(around.days)),
      kind: euthanised ? 'euthanasia' : 'death',
      cause: rng.weighted(euthanised ? around.euthanasiaCauses : around.deathCauses),
    });
  }
  if (rng.chance(around.cullInLactation)) {
    drawn.push({
      day: farrowDay + between(rng, around.cullInLactationDays),
      kind: 'cull',
      cause: rng.weighted(around.lactationCullCauses),
    });
  }
  return drawn.sort((a, b) => a.day - b.day)[0] ?? null;
}

/**
 * A pregnancy carried to term, from the move to the farrowing crate to weaning (or to her
 * removal on the way). Her litter and crate stay are added to the herd context; a litter whose
 * sow leaves before weaning is left to the herd pass, which fosters its piglets onto other sows
 * the day she leaves. Returns her weaning, or null when she left the herd before it (or the
 * history ends first).
 */
export function farrowAndNurse(
  run: FemaleRun,
  serviceDay: number,
  parity: number,
  horizon: number,
): Weaned | null {
  const { rng, ctx, life } = run;
  const farrowDay = serviceDay + rng.weighted(P.pregnancy.gestationDays);
  const crateDay = farrowDay - between(rng, P.pregnancy.crateLeadDays);
  const weanAge = rng.weighted(P.lactation.weanAgeDays);
  const weanDay = farrowDay + weanAge;
  if (crateDay > horizon) return null;

  // Sows go to another site after weaning, not with a litter at foot.
  const { hazard } = run;
  if (hazard.kind === 'transfer' && hazard.day >= crateDay && hazard.day < weanDay) {
    hazard.day = weanDay;
  }
  const leaving = drawLeaving(rng, farrowDay);
  const leaveDay = Math.min(hazard.day, leaving?.day ?? Number.POSITIVE_INFINITY);
  const leave = () => {
    if (hazard.day === leaveDay) run.removeByHazard(leaveDay);
    else run.remove(leaveDay, leaving!.kind, leaving!.cause);
  };
  const leaves = leaveDay < weanDay;

  if (leaveDay < crateDay) {
    leave();
    return null;
  }
  const move = run.emit(crateDay, RANK.move, { type: 'move', location: 'Farrowing' });
  if (crateDay <= ctx.endDay) {
    ctx.stays.push({ female: life, inDay: crateDay, outDay: leaves ? leaveDay : weanDay, move });
  }
  if (leaveDay < farrowDay) {
    leave();
    return null;
  }

  const size = drawLitterSize(rng, parity, ctx.performance);
  run.emit(farrowDay, RANK.farrowing, {
    type: 'farrowing',
    born_alive: size.bornAlive,
    stillborn: size.stillborn,
    mummified: size.mummified,
  });
  let deaths = 0;
  for (const group of drawPigletDeaths(rng, size.bornAlive, parity, weanAge, ctx.performance)) {
    // Nothing of hers is recorded after she leaves.
    if (leaves && farrowDay + group.age > leaveDay) continue;
    deaths += group.count;
    run.emit(farrowDay + group.age, RANK.piglet_death, {
      type: 'piglet_death',
      count: group.count,
      cause: group.cause,
    });
  }

  const weanCount = size.bornAlive - deaths;
  const kgPerPiglet =
    (P.lactation.pigletKgAtBirth + P.lactation.pigletKgPerDay * weanAge) *
    (1 + P.lactation.pigletKgSd * rng.normal(0, 1));
  const weighed = weanCount > 0 && !rng.chance(P.lactation.weightMissing);
  const weaning: DraftOf<'weaning'> = { type: 'weaning', count: weanCount };
  if (weighed) weaning.weight_kg = Math.round(weanCount * kgPerPiglet * 10) / 10;
  const litter: Litter = {
    female: life,
    farrowDay,
    bornAlive: size.bornAlive,
    deaths,
    weanDay,
    weaning: !leaves && weanDay <= ctx.endDay ? weaning : null,
    kgPerPiglet: weighed ? kgPerPiglet : 0,
    fostered: false,
    fosterNet: 0,
    orphanedDay: leaves ? leaveDay : null,
  };
  if (farrowDay <= ctx.endDay) ctx.litters.push(litter);
  if (leaves) {
    leave();
    return null;
  }
  run.emit(weanDay, RANK.weaning, weaning);
  run.emit(weanDay, RANK.moveAfterWeaning, { type: 'move', location: run.penOf(weanDay) });
  return { weanDay, weanCount };
}
