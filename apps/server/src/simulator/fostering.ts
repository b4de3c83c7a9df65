import { PARAMETERS as P } from './parameters.js';
import type { Rng } from './random.js';
import { RANK, type Draft, type Litter } from './sim-types.js';

/** Writes one record of a litter's sow on a day (the herd pass places it among her events). */
export type LitterSink = (litter: Litter, day: number, rank: number, draft: Draft) => void;

/** Records a foster on both sides and carries it to the litter's weaning count and weight. */
function foster(litter: Litter, day: number, count: number, write: LitterSink): void {
  write(litter, day, RANK.foster, { type: 'foster', count });
  litter.fosterNet += count;
  const weaning = litter.weaning;
  if (!weaning) return;
  weaning.count += count;
  if (weaning.weight_kg !== undefined) {
    weaning.weight_kg = Math.round(weaning.count * litter.kgPerPiglet * 10) / 10;
  }
}

/** Whether the litter is still with its sow on `day` (not weaned, she has not left). */
const nursedOn = (litter: Litter, day: number) =>
  litter.farrowDay <= day &&
  litter.weanDay > day &&
  (litter.orphanedDay === null || litter.orphanedDay > day);

/**
 * Fosters piglets between litters born within a day of each other: litters above the target
 * size give to litters below it, on the day the younger litter was born (so within 2 days of
 * both farrowings). The donor keeps enough piglets for its own recorded deaths.
 */
export function evenOutLitters(
  litters: Litter[],
  rng: Rng,
  endDay: number,
  write: LitterSink,
): void {
  litters.sort((a, b) => a.farrowDay - b.farrowDay || a.female.index - b.female.index);
  const target = P.piglets.fosterTarget;
  let first = 0;
  for (let i = 0; i < litters.length; i++) {
    const day = litters[i]!.farrowDay;
    if (i + 1 < litters.length && litters[i + 1]!.farrowDay === day) continue;
    // Litters born on `day` or the day before, not fostered yet.
    while (litters[first]!.farrowDay < day - 1) first++;
    if (day > endDay) break;
    const pool = litters.slice(first, i + 1).filter((l) => !l.fostered && nursedOn(l, day));
    const donors = pool
      .filter((l) => l.bornAlive > target && l.bornAlive - l.deaths > 1)
      .sort((a, b) => b.bornAlive - a.bornAlive || a.female.index - b.female.index);
    const takers = pool
      .filter((l) => l.bornAlive < target)
      .sort((a, b) => a.bornAlive - b.bornAlive || a.female.index - b.female.index);
    let t = 0;
    for (const donor of donors) {
      if (t >= takers.length) break;
      if (!rng.chance(P.piglets.fosterShare)) continue;
      const taker = takers[t++]!;
      const count = Math.min(
        P.piglets.fosterMax,
        donor.bornAlive - target,
        target - taker.bornAlive,
        donor.bornAlive - donor.deaths - 1,
      );
      if (count < 1) continue;
      donor.fostered = true;
      taker.fostered = true;
      foster(donor, day, -count, write);
      foster(taker, day, count, write);
    }
  }
}

/** The index of the first litter (sorted by farrowing day) born on or after `day`. */
function firstBornFrom(byFarrowing: readonly Litter[], day: number): number {
  let low = 0;
  let high = byFarrowing.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (byFarrowing[middle]!.farrowDay < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The piglets of a sow that died or was culled while nursing them go, the day she leaves, to
 * sows nursing litters born at most a week apart (the closest in age first, a few each): what a
 * farm does with orphans. Any that no sow can take are put down that day (a piglet death). Run
 * after evenOutLitters, in the order the sows left, so each litter's count holds every foster
 * before it.
 */
export function fosterOrphans(litters: readonly Litter[], endDay: number, write: LitterSink): void {
  const orphaned = litters
    .filter((l) => l.orphanedDay !== null && l.orphanedDay <= endDay)
    .sort((a, b) => a.orphanedDay! - b.orphanedDay! || a.female.index - b.female.index);
  const { orphansPerNurse, nurseAgeGapDays } = P.farrowingRemovals;
  // By farrowing day, so that each orphan looks only at the litters born near hers.
  const byFarrowing = [...litters].sort((a, b) => a.farrowDay - b.farrowDay);
  for (const litter of orphaned) {
    const day = litter.orphanedDay!;
    let left = litter.bornAlive + litter.fosterNet - litter.deaths;
    const nearby: Litter[] = [];
    for (
      let i = firstBornFrom(byFarrowing, litter.farrowDay - nurseAgeGapDays);
      i < byFarrowing.length && byFarrowing[i]!.farrowDay <= litter.farrowDay + nurseAgeGapDays;
      i++
    ) {
      nearby.push(byFarrowing[i]!);
    }
    const nurses = nearby
      .filter((l) => l !== litter && nursedOn(l, day))
      .sort(
        (a, b) =>
          Math.abs(a.farrowDay - litter.farrowDay) - Math.abs(b.farrowDay - litter.farrowDay) ||
          a.female.index - b.female.index,
      );
    let given = 0;
    for (const nurse of nurses) {
      if (left <= 0) break;
      const count = Math.min(orphansPerNurse, left);
      foster(nurse, day, count, write);
      given += count;
      left -= count;
    }
    if (given > 0) foster(litter, day, -given, write);
    if (left > 0) {
      write(litter, day, RANK.piglet_death, {
        type: 'piglet_death',
        count: left,
        cause: 'orphaned',
      });
    }
  }
}
