import { PARAMETERS as P } from './parameters.js';
import type { Rng } from './random.js';
import type { Draft, FemaleLife, HerdContext } from './sim-types.js';
import { RANK } from './sim-types.js';

export type RemovalKind = 'cull' | 'death' | 'euthanasia' | 'transfer';

/** A removal that strikes at any time of her life (the background death, euthanasia, transfer). */
export type Hazard = { day: number; kind: 'death' | 'euthanasia' | 'transfer' };

/**
 * One female being simulated: her life so far, the herd she lives in, her random stream, and the
 * ways her records are written. The parts of her cycle (gilt-start.ts, pregnancy-checks.ts,
 * farrowing.ts) share it.
 */
export type FemaleRun = {
  life: FemaleLife;
  ctx: HerdContext;
  rng: Rng;
  /** The earliest background removal; farrowing.ts moves a transfer due in lactation. */
  hazard: Hazard;
  emit: <D extends Draft>(day: number, rank: number, draft: D) => D;
  remove: (day: number, kind: RemovalKind, cause: string) => void;
  /** The background removal, on `day`. */
  removeByHazard: (day: number) => void;
  /** Removes the female if the background removal strikes on or before `day`; true when gone. */
  struckBy: (day: number) => boolean;
  /** A cull on `day`, unless the background removal came first. */
  cull: (day: number, cause: string) => void;
  /** The gestation pen of a day (pens rotate weekly). */
  penOf: (day: number) => string;
};

export function between(rng: Rng, range: { min: number; max: number }): number {
  return rng.int(range.min, range.max);
}

/** The index of a by-parity table for this parity (the last entry holds the parities above). */
export function parityIndex(parity: number, length: number): number {
  return Math.min(Math.max(parity, 0), length - 1);
}

export function startRun(life: FemaleLife, ctx: HerdContext, rng: Rng): FemaleRun {
  let seq = 0;
  // The background removals (any time): the earliest one wins.
  const hazards: Hazard[] = [
    { day: rng.exponential(365 / P.removals.deathPerYear), kind: 'death' as const },
    { day: rng.exponential(365 / P.removals.euthanasiaPerYear), kind: 'euthanasia' as const },
    { day: rng.exponential(365 / P.removals.transferPerYear), kind: 'transfer' as const },
  ].map((h) => ({ day: life.entryDay + Math.max(1, Math.ceil(h.day)), kind: h.kind }));
  hazards.sort((x, y) => x.day - y.day);

  const run: FemaleRun = {
    life,
    ctx,
    rng,
    hazard: hazards[0]!,
    emit: (day, rank, draft) => {
      if (day <= ctx.endDay) life.events.push({ day, rank, seq: seq++, draft });
      return draft;
    },
    remove: (day, kind, cause) => {
      life.removalDay = day;
      run.emit(day, RANK.removal, { type: 'removal', kind, cause });
    },
    removeByHazard: (day) => {
      const { kind } = run.hazard;
      const cause =
        kind === 'death'
          ? rng.weighted(P.removals.deathCauses)
          : kind === 'euthanasia'
            ? rng.weighted(P.removals.euthanasiaCauses)
            : 'moved to another site';
      run.remove(day, kind, cause);
    },
    struckBy: (day) => {
      if (run.hazard.day > day) return false;
      run.removeByHazard(run.hazard.day);
      return true;
    },
    cull: (day, cause) => {
      if (!run.struckBy(day)) run.remove(day, 'cull', cause);
    },
    penOf: (day) => `Gestation pen ${(Math.floor(day / 7) % ctx.gestationPens) + 1}`,
  };
  return run;
}
