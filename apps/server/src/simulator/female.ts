import type { HerdRecordOf, RecordType } from '@barnboard/domain';
import { PARAMETERS as P } from './parameters.js';
import type { Rng } from './random.js';

/** A record before the herd pass gives it its animal, date, time, user and id. */
export type Draft = {
  [T in RecordType]: { type: T } & Omit<
    HerdRecordOf<T>,
    'type' | 'animal' | 'date' | 'id' | 'time' | 'user'
  >;
}[RecordType];
type DraftOf<T extends RecordType> = Extract<Draft, { type: T }>;

/** One simulated event: day number from the first day, and its order among one female's day. */
export type SimEvent = { day: number; rank: number; seq: number; draft: Draft };

/** Order of records of one female on one day (the format orders same-day events by position). */
const RANK = {
  entry: 0,
  heat: 1,
  service: 2,
  move: 3,
  preg_check: 4,
  abortion: 5,
  farrowing: 6,
  foster: 7,
  piglet_death: 8,
  weaning: 9,
  moveAfterWeaning: 10,
  removal: 11,
} as const;

export type Litter = {
  female: FemaleLife;
  farrowDay: number;
  bornAlive: number;
  deaths: number;
  weanDay: number;
  /** The weaning draft (absent when weaning falls after the last day), corrected by fostering. */
  weaning: DraftOf<'weaning'> | null;
  kgPerPiglet: number;
  fostered: boolean;
};

/** A stay in a farrowing crate, from the move in to weaning; the crate is named by the herd pass. */
export type CrateStay = {
  female: FemaleLife;
  inDay: number;
  outDay: number;
  move: DraftOf<'move'>;
};

export type FemaleLife = {
  /** Creation number (the random stream of this female). */
  index: number;
  entryDay: number;
  parityAtEntry: number;
  events: SimEvent[];
  removalDay: number | null;
  tag: string;
};

export type HerdContext = {
  /** Day number of the last day (the first day is 0). */
  endDay: number;
  gestationPens: number;
  litters: Litter[];
  stays: CrateStay[];
  /** Date of a day number (also before day 0, for birth dates). */
  dateOf(day: number): string;
  performance: HerdPerformance;
};

/**
 * How a herd does next to the simulator's typical one (parameters.ts): factors on conception and
 * piglet mortality, piglets added to the mean litter. The demo's farms differ by these.
 */
export type HerdPerformance = { conception: number; litterSize: number; pigletMortality: number };

export const TYPICAL_PERFORMANCE: HerdPerformance = {
  conception: 1,
  litterSize: 0,
  pigletMortality: 1,
};

export type FemaleStart = {
  index: number;
  entryDay: number;
  parity: number;
  /** Initial females have their first service here; gilts entered later acclimatise first. */
  firstServiceDay: number | null;
};

/** Days a female is followed past the last day (gilts enter up to 50 days before a removal). */
const LOOK_AHEAD_DAYS = 60;

function between(rng: Rng, range: { min: number; max: number }): number {
  return rng.int(range.min, range.max);
}

function parityIndex(parity: number, length: number): number {
  return Math.min(Math.max(parity, 0), length - 1);
}

/**
 * Simulates one female from her entry until her removal or the last day. Her litters and crate
 * stays are added to the context, where the herd pass fosters piglets between litters and names
 * the crates.
 */
export function simulateFemale(start: FemaleStart, ctx: HerdContext, rng: Rng): FemaleLife {
  const life: FemaleLife = {
    index: start.index,
    entryDay: start.entryDay,
    parityAtEntry: start.parity,
    events: [],
    removalDay: null,
    tag: '',
  };
  const { endDay } = ctx;
  // She is followed a while past the last day, so that removals just after it still bring their
  // replacement gilt in before it; nothing after the last day is emitted.
  const horizon = endDay + LOOK_AHEAD_DAYS;
  let seq = 0;
  const emit = <D extends Draft>(day: number, rank: number, draft: D): D => {
    if (day <= endDay) life.events.push({ day, rank, seq: seq++, draft });
    return draft;
  };
  const penOf = (day: number) => `Gestation pen ${(Math.floor(day / 7) % ctx.gestationPens) + 1}`;

  // Removals that strike at any time (death, euthanasia, transfer): the earliest one wins.
  const hazards: { day: number; kind: 'death' | 'euthanasia' | 'transfer' }[] = [
    { day: rng.exponential(365 / P.removals.deathPerYear), kind: 'death' as const },
    { day: rng.exponential(365 / P.removals.euthanasiaPerYear), kind: 'euthanasia' as const },
    { day: rng.exponential(365 / P.removals.transferPerYear), kind: 'transfer' as const },
  ].map((h) => ({ day: start.entryDay + Math.max(1, Math.ceil(h.day)), kind: h.kind }));
  hazards.sort((x, y) => x.day - y.day);
  const hazard = hazards[0]!;

  const remove = (
    day: number,
    kind: 'cull' | 'death' | 'euthanasia' | 'transfer',
    cause: string,
  ) => {
    life.removalDay = day;
    emit(day, RANK.removal, { type: 'removal', kind, cause });
  };
  const removeByHazard = (day: number) => {
    const cause =
      hazard.kind === 'death'
        ? rng.weighted(P.removals.deathCauses)
        : hazard.kind === 'euthanasia'
          ? rng.weighted(P.removals.euthanasiaCauses)
          : 'moved to another site';
    remove(day, hazard.kind, cause);
  };
  /** Removes the female if the hazard strikes on or before `day`; true when she is gone. */
  const struckBy = (day: number): boolean => {
    if (hazard.day > day) return false;
    removeByHazard(hazard.day);
    return true;
  };
  /** A cull on `day`, unless the hazard came first. */
  const cull = (day: number, cause: string) => {
    if (!struckBy(day)) remove(day, 'cull', cause);
  };

  const isGilt = start.parity === 0 && start.firstServiceDay === null;
  const birthDay =
    start.entryDay -
    (start.parity === 0
      ? between(rng, P.gilts.ageAtEntryDays)
      : 230 + start.parity * 145 + rng.int(-20, 20));
  const entry: DraftOf<'entry'> = {
    type: 'entry',
    parity: start.parity,
    birth_date: ctx.dateOf(birthDay),
    genetic: rng.weighted(P.gilts.genetics),
    rfid: `982000${String(rng.int(0, 999_999_999)).padStart(9, '0')}`,
    location:
      start.parity === 0 ? `Gilt pen ${rng.int(1, P.locations.giltPens)}` : penOf(start.entryDay),
  };
  emit(start.entryDay, RANK.entry, entry);

  let parity = start.parity;
  let nextService: number;
  if (isGilt) {
    if (rng.chance(P.gilts.anestrusCull)) {
      cull(start.entryDay + between(rng, P.gilts.anestrusCullDays), 'anestrus');
      return life;
    }
    nextService = start.entryDay + between(rng, P.gilts.acclimatisationDays);
    if (rng.chance(P.gilts.heatRecorded) && nextService - 21 > start.entryDay) {
      if (struckBy(nextService - 21)) return life;
      emit(nextService - 21, RANK.heat, { type: 'heat' });
    }
  } else {
    nextService = start.firstServiceDay ?? start.entryDay;
  }

  let firstService = true;
  let wsi = 0;
  let failures = 0;

  for (;;) {
    const s = nextService;
    if (s > horizon || struckBy(s)) return life;
    if (rng.chance(P.service.heatRecordedBeforeService)) emit(s, RANK.heat, { type: 'heat' });
    const era = Math.floor(s / P.service.boarRotationDays);
    emit(s, RANK.service, {
      type: 'service',
      boar: `B${101 + era * 4 + rng.int(0, P.service.boarsInUse - 1)}`,
      doses: rng.weighted(P.service.doses),
    });
    if (parity === 0 && firstService) emit(s, RANK.move, { type: 'move', location: penOf(s) });

    let conception =
      P.service.conceptionByParity[parityIndex(parity, P.service.conceptionByParity.length)]! *
      ctx.performance.conception;
    if (!firstService) conception *= P.service.repeatConceptionFactor;
    else if (wsi >= 8 && wsi <= 12) conception *= P.service.lateWsiConceptionFactor;
    const conceived = rng.chance(conception);
    const embryoLost = conceived && rng.chance(P.returns.embryonicLoss);
    const checked = rng.chance(P.pregnancy.checked);
    const checkDay = s + between(rng, P.pregnancy.checkDays);

    if (!conceived || embryoLost) {
      // Open: she comes back in heat after an interval from the spec §9 bands.
      const band = embryoLost
        ? rng.chance(0.6)
          ? 'irregular'
          : 'late'
        : rng.weighted(P.returns.bands);
      const interval =
        band === 'regular' || band === 'regular_second'
          ? rng.weighted(P.returns[band])
          : between(rng, P.returns[band]);
      if (rng.chance(P.returns.notInPig)) {
        // Read positive (or not checked), found empty when she should be close to farrowing.
        if (checked) {
          if (struckBy(checkDay)) return life;
          emit(checkDay, RANK.preg_check, { type: 'preg_check', result: 'positive' });
        }
        const foundDay = s + between(rng, P.returns.notInPigDays);
        if (foundDay > horizon || struckBy(foundDay)) return life;
        emit(foundDay, RANK.preg_check, { type: 'preg_check', result: 'negative' });
        if (rng.chance(P.returns.cullNotInPig + (parity >= 5 ? P.removals.oldSowFailureCull : 0))) {
          cull(foundDay + between(rng, P.removals.cullDelayDays), 'not in pig');
          return life;
        }
        nextService = foundDay + rng.int(1, 21);
        firstService = false;
        failures++;
        continue;
      }
      const returnDay = s + interval;
      if (checked && checkDay < returnDay) {
        if (struckBy(checkDay)) return life;
        const negative = rng.chance(P.pregnancy.openDetected);
        emit(checkDay, RANK.preg_check, {
          type: 'preg_check',
          result: negative ? 'negative' : 'positive',
        });
        if (negative && rng.chance(P.removals.cullAfterNegativeCheck)) {
          cull(checkDay + between(rng, P.removals.cullDelayDays), 'not pregnant');
          return life;
        }
      }
      if (returnDay > horizon || struckBy(returnDay)) return life;
      failures++;
      const cullChance =
        P.removals.cullAfterReturn[Math.min(failures, P.removals.cullAfterReturn.length) - 1]! +
        (parity >= 5 ? P.removals.oldSowFailureCull : 0);
      if (rng.chance(cullChance)) {
        cull(returnDay + between(rng, P.removals.cullDelayDays), 'repeat breeder');
        return life;
      }
      nextService = returnDay;
      firstService = false;
      continue;
    }

    if (rng.chance(P.pregnancy.abortion)) {
      const abortionDay = s + between(rng, P.pregnancy.abortionDays);
      if (checked && checkDay < abortionDay) {
        if (struckBy(checkDay)) return life;
        emit(checkDay, RANK.preg_check, { type: 'preg_check', result: 'positive' });
      }
      if (abortionDay > horizon || struckBy(abortionDay)) return life;
      emit(abortionDay, RANK.abortion, { type: 'abortion' });
      if (rng.chance(P.removals.cullAfterAbortion)) {
        cull(abortionDay + between(rng, P.removals.cullDelayDays), 'abortion');
        return life;
      }
      nextService = abortionDay + rng.int(5, 25);
      firstService = false;
      failures++;
      continue;
    }

    if (rng.chance(P.removals.cullInGestation)) {
      const cullDay = s + between(rng, P.removals.cullInGestationDays);
      if (checked && checkDay < cullDay) {
        if (struckBy(checkDay)) return life;
        emit(checkDay, RANK.preg_check, { type: 'preg_check', result: 'positive' });
      }
      cull(cullDay, rng.weighted(P.removals.gestationCullCauses));
      return life;
    }

    // Pregnant to term.
    const farrowDay = s + rng.weighted(P.pregnancy.gestationDays);
    if (checked) {
      if (struckBy(checkDay)) return life;
      emit(checkDay, RANK.preg_check, { type: 'preg_check', result: 'positive' });
    }
    const crateDay = farrowDay - between(rng, P.pregnancy.crateLeadDays);
    const weanAge = rng.weighted(P.lactation.weanAgeDays);
    const weanDay = farrowDay + weanAge;
    if (crateDay > horizon || struckBy(crateDay - 1)) return life;
    const move = emit(crateDay, RANK.move, { type: 'move', location: 'Farrowing' });
    if (crateDay <= endDay)
      ctx.stays.push({ female: life, inDay: crateDay, outDay: weanDay, move });
    // Deaths cluster around farrowing: one due in the crate happens before she farrows.
    if (hazard.day <= weanDay) {
      removeByHazard(Math.min(hazard.day, farrowDay - 1));
      return life;
    }

    // The litter.
    parity++;
    const tbMean =
      P.litter.totalBornByParity[parityIndex(parity - 1, P.litter.totalBornByParity.length)]! +
      ctx.performance.litterSize;
    const totalBorn = Math.min(
      P.litter.totalBornMax,
      Math.max(1, Math.round(rng.normal(tbMean, P.litter.totalBornSd))),
    );
    const stillbornRate =
      P.litter.stillbornRate + P.litter.stillbornRatePerParityOver3 * Math.max(0, parity - 3);
    const stillborn = rng.binomial(totalBorn, stillbornRate);
    const mummified = rng.binomial(totalBorn - stillborn, P.litter.mummifiedRate);
    const bornAlive = totalBorn - stillborn - mummified;
    emit(farrowDay, RANK.farrowing, {
      type: 'farrowing',
      born_alive: bornAlive,
      stillborn,
      mummified,
    });

    // Piglets that die before weaning, by age band, grouped per day and cause.
    const mortality =
      (P.piglets.mortality +
        P.piglets.mortalityPerPigletOver14 * Math.max(0, bornAlive - 14) +
        P.piglets.mortalityPerParityOver5 * Math.max(0, parity - 5)) *
      ctx.performance.pigletMortality;
    const deaths = rng.binomial(bornAlive, mortality);
    const byDay = new Map<string, { age: number; cause: string; count: number }>();
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
    for (const key of [...byDay.keys()].sort()) {
      const group = byDay.get(key)!;
      emit(farrowDay + group.age, RANK.piglet_death, {
        type: 'piglet_death',
        count: group.count,
        cause: group.cause,
      });
    }

    const weanCount = bornAlive - deaths;
    const kgPerPiglet =
      (P.lactation.pigletKgAtBirth + P.lactation.pigletKgPerDay * weanAge) *
      (1 + P.lactation.pigletKgSd * rng.normal(0, 1));
    const weighed = weanCount > 0 && !rng.chance(P.lactation.weightMissing);
    const weaning: DraftOf<'weaning'> = { type: 'weaning', count: weanCount };
    if (weighed) weaning.weight_kg = Math.round(weanCount * kgPerPiglet * 10) / 10;
    const litter: Litter = {
      female: life,
      farrowDay,
      bornAlive,
      deaths,
      weanDay,
      weaning: weanDay <= endDay ? weaning : null,
      kgPerPiglet: weighed ? kgPerPiglet : 0,
      fostered: false,
    };
    if (farrowDay <= endDay) ctx.litters.push(litter);
    emit(weanDay, RANK.weaning, weaning);
    emit(weanDay, RANK.moveAfterWeaning, { type: 'move', location: penOf(weanDay) });

    let cullChance =
      P.removals.cullAtWeaningByParity[
        parityIndex(parity - 1, P.removals.cullAtWeaningByParity.length)
      ]!;
    if (weanCount < P.removals.smallLitter) cullChance += P.removals.smallLitterCull;
    if (rng.chance(cullChance)) {
      cull(
        weanDay + between(rng, P.removals.cullDelayDays),
        rng.weighted(P.removals.weaningCullCauses),
      );
      return life;
    }

    wsi = rng.weighted(P.weaning.wsiDays);
    if (wsi > 12 && rng.chance(P.weaning.anestrusCull)) {
      cull(weanDay + wsi, 'anestrus');
      return life;
    }
    nextService = weanDay + wsi;
    firstService = true;
    failures = 0;
  }
}
