import { farrowAndNurse } from './farrowing.js';
import { between, parityIndex, startRun } from './female-run.js';
import { giltFirstServiceDay } from './gilt-start.js';
import { PARAMETERS as P } from './parameters.js';
import { emitPositiveChecks, findOpenByCheck, planChecks } from './pregnancy-checks.js';
import type { Rng } from './random.js';
import {
  RANK,
  type DraftOf,
  type FemaleLife,
  type FemaleStart,
  type HerdContext,
} from './sim-types.js';

/** Days a female is followed past the last day (gilts enter up to 60 days before a removal). */
const LOOK_AHEAD_DAYS = 70;

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
  const run = startRun(life, ctx, rng);
  const { emit, struckBy, cull } = run;
  // She is followed a while past the last day, so that removals just after it still bring their
  // replacement gilt in before it; nothing after the last day is emitted.
  const horizon = ctx.endDay + LOOK_AHEAD_DAYS;

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
      start.parity === 0
        ? `Gilt pen ${rng.int(1, P.locations.giltPens)}`
        : run.penOf(start.entryDay),
  };
  emit(start.entryDay, RANK.entry, entry);

  let parity = start.parity;
  const firstService = isGilt
    ? giltFirstServiceDay(run, start.entryDay)
    : (start.firstServiceDay ?? start.entryDay);
  if (firstService === null) return life;
  let nextService = firstService;
  /** Her first service since weaning (or her first ever), not a repeat after a failure. */
  let firstOfCycle = true;
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
    if (parity === 0 && firstOfCycle) emit(s, RANK.move, { type: 'move', location: run.penOf(s) });

    let conception =
      P.service.conceptionByParity[parityIndex(parity, P.service.conceptionByParity.length)]! *
      ctx.performance.conception;
    if (!firstOfCycle) conception *= P.service.repeatConceptionFactor;
    else if (wsi >= 8 && wsi <= 12) conception *= P.service.lateWsiConceptionFactor;
    const conceived = rng.chance(conception);
    const embryoLost = conceived && rng.chance(P.returns.embryonicLoss);
    const checks = planChecks(rng, s);
    const oldSowCull = parity >= 5 ? P.removals.oldSowFailureCull : 0;
    /** She is served again at `day` after a failure (a return, a loss). */
    const serveAgain = (day: number) => {
      nextService = day;
      firstOfCycle = false;
      failures++;
    };

    if (!conceived || embryoLost) {
      // Open: she comes back in heat after an interval from the spec §9 bands, unless her heat
      // goes unseen; then only a check, or the farrowing that does not come, finds her open.
      const band = embryoLost
        ? rng.chance(0.6)
          ? 'irregular'
          : 'late'
        : rng.weighted(P.returns.bands);
      const interval =
        band === 'regular' || band === 'regular_second'
          ? rng.weighted(P.returns[band])
          : between(rng, P.returns[band]);
      const returnDay = rng.chance(P.returns.silentHeat) ? null : s + interval;
      // Embryos lost early bring an irregular return; a late return is a loss after the first
      // check, which still saw her pregnant.
      const lostAfterFirstCheck = embryoLost && band === 'late';
      const foundOpen = findOpenByCheck(run, checks, returnDay, lostAfterFirstCheck);
      if (foundOpen === 'gone') return life;
      if (foundOpen !== null && rng.chance(P.removals.cullAfterNegativeCheck)) {
        cull(foundOpen + between(rng, P.removals.cullDelayDays), 'not pregnant');
        return life;
      }
      if (returnDay === null) {
        // Unseen heats: served at a heat after the negative check, or found open at term.
        if (foundOpen !== null) {
          serveAgain(foundOpen + rng.int(1, 21));
          continue;
        }
        const foundDay = s + between(rng, P.returns.notInPigDays);
        if (foundDay > horizon || struckBy(foundDay)) return life;
        emit(foundDay, RANK.preg_check, { type: 'preg_check', result: 'negative' });
        if (rng.chance(P.returns.cullNotInPig + oldSowCull)) {
          cull(foundDay + between(rng, P.removals.cullDelayDays), 'not in pig');
          return life;
        }
        serveAgain(foundDay + rng.int(1, 21));
        continue;
      }
      if (returnDay > horizon || struckBy(returnDay)) return life;
      const cullChance =
        P.removals.cullAfterReturn[Math.min(failures + 1, P.removals.cullAfterReturn.length) - 1]! +
        oldSowCull;
      if (rng.chance(cullChance)) {
        cull(returnDay + between(rng, P.removals.cullDelayDays), 'repeat breeder');
        return life;
      }
      serveAgain(returnDay);
      continue;
    }

    if (rng.chance(P.pregnancy.abortion)) {
      const abortionDay = s + between(rng, P.pregnancy.abortionDays);
      if (!emitPositiveChecks(run, checks, abortionDay)) return life;
      if (abortionDay > horizon || struckBy(abortionDay)) return life;
      emit(abortionDay, RANK.abortion, { type: 'abortion' });
      if (rng.chance(P.removals.cullAfterAbortion)) {
        cull(abortionDay + between(rng, P.removals.cullDelayDays), 'abortion');
        return life;
      }
      serveAgain(abortionDay + rng.int(5, 25));
      continue;
    }

    if (rng.chance(P.removals.cullInGestation)) {
      const cullDay = s + between(rng, P.removals.cullInGestationDays);
      if (!emitPositiveChecks(run, checks, cullDay)) return life;
      cull(cullDay, rng.weighted(P.removals.gestationCullCauses));
      return life;
    }

    // Pregnant to term.
    if (!emitPositiveChecks(run, checks, Number.POSITIVE_INFINITY)) return life;
    parity++;
    const weaned = farrowAndNurse(run, s, parity, horizon);
    if (weaned === null) return life;
    const { weanDay, weanCount } = weaned;

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
    firstOfCycle = true;
    failures = 0;
  }
}
