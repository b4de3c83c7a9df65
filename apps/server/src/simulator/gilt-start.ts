import { between, type FemaleRun } from './female-run.js';
import { PARAMETERS as P } from './parameters.js';
import { RANK } from './sim-types.js';

/**
 * A replacement gilt from her entry to her first service (docs/simulator.md, "Gilts"): six weeks
 * of isolation and acclimatisation, served at the heat that ends it, the heat before usually
 * recorded. A few reach puberty late (no heat seen, served weeks past the acclimatisation: the
 * truly overdue gilts), a few never cycle and are culled past the maturity age.
 * Returns the day of her first service, or null when she left the herd before it.
 */
export function giltFirstServiceDay(run: FemaleRun, entryDay: number): number | null {
  const { rng } = run;
  const gilts = P.gilts;
  if (rng.chance(gilts.anestrusCull)) {
    run.cull(entryDay + between(rng, gilts.anestrusCullDays), 'anestrus');
    return null;
  }
  if (rng.chance(gilts.latePuberty)) return entryDay + between(rng, gilts.latePubertyServiceDays);
  const service = entryDay + between(rng, gilts.firstServiceDays);
  if (rng.chance(gilts.heatRecorded)) {
    const heat = service - gilts.heatCycleDays;
    if (run.struckBy(heat)) return null;
    run.emit(heat, RANK.heat, { type: 'heat' });
  }
  return service;
}
