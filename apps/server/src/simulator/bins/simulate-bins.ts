import { totalCapacity, validateBinShape } from '@barnboard/domain';
import {
  BinSimulation,
  binRng,
  uniform,
  type SimBinSpec,
  type SimDelivery,
  type SimPlan,
  type SimReading,
} from './bin-simulation.js';
import { BIN_PARAMETERS as P, DAY_MS, HOUR_MS } from './parameters.js';

export type SimulateBinsOptions = {
  bins: readonly SimBinSpec[];
  /** Same seed, bins and end → identical readings. */
  seed: number;
  /** The end of the history, epoch ms (the caller's "now"; the simulator reads no clock). */
  end: number;
  /** Days of readings up to `end`. */
  days: number;
};

export type SimBinHistory = {
  spec: SimBinSpec;
  /** The LoRaWAN session (ChirpStack devAddr, 8 hex digits) the readings were sent in. */
  session: string;
  capacityKg: number;
  /** Height of the sensor's face above the outlet: top height − offset. */
  sensorHeightM: number;
  /** Oldest first, one every 2 hours, none during the missed day. */
  readings: SimReading[];
  deliveries: SimDelivery[];
  /** The uplinks no gateway heard, when the bin has the missed-day scenario. */
  missed: { from: number; to: number } | null;
  /** The bin at `end`, ready to be run on (the live simulator does). */
  simulation: BinSimulation;
};

function validate(options: SimulateBinsOptions): void {
  const { seed, end, days, bins } = options;
  if (!Number.isSafeInteger(seed) || seed < 0)
    throw new RangeError('seed must be a whole number ≥ 0');
  if (!Number.isFinite(end)) throw new RangeError('end must be an instant (epoch ms)');
  if (!Number.isFinite(days) || days <= 0 || days > 366) {
    throw new RangeError('days must be more than 0 and at most 366');
  }
  const keys = new Set<string>();
  for (const bin of bins) {
    if (keys.has(bin.key)) throw new RangeError(`bin key ${bin.key} is used twice`);
    keys.add(bin.key);
    if (!/^[0-9a-f]{16}$/.test(bin.devEui)) {
      throw new RangeError(`bin ${bin.key}: devEui must be 16 lowercase hex digits`);
    }
    if (validateBinShape(bin.shape).length > 0) {
      throw new RangeError(
        `bin ${bin.key}: its shape breaks ${JSON.stringify(validateBinShape(bin.shape))}`,
      );
    }
    if (!(bin.densityKgM3 > 0) || !(bin.dailyKg > 0)) {
      throw new RangeError(`bin ${bin.key}: density and daily consumption must be positive`);
    }
  }
}

/**
 * Readings of each bin every 2 hours over `days` days up to `end` (docs/simulator.md, "Feed
 * bins"): the herd's consumption, deliveries when a bin runs low, the sensor's battery,
 * temperature, signal and occasional missing echoes, and each bin's scenario. Pure: no database,
 * no clock, no Math.random.
 */
export function simulateBins(options: SimulateBinsOptions): SimBinHistory[] {
  validate(options);
  return options.bins.map((spec) => simulateBinHistory(spec, options));
}

function simulateBinHistory(
  spec: SimBinSpec,
  { seed, end, days }: SimulateBinsOptions,
): SimBinHistory {
  const rng = binRng(seed, spec.key, 0);
  const session = rng.int(0, 0xffffffff).toString(16).padStart(8, '0');
  const interval = P.sensor.intervalMs;
  const last = end - rng.next() * P.sensor.maxPhaseMs;
  const count = Math.round((days * DAY_MS) / interval);
  const first = last - (count - 1) * interval;

  let missed: SimBinHistory['missed'] = null;
  if (spec.scenario?.missedDay) {
    const from = end - uniform(rng, P.missedDay.daysBeforeEnd) * DAY_MS;
    missed = { from, to: from + uniform(rng, P.missedDay.hours) * HOUR_MS };
  }

  const plan: SimPlan = {};
  if (spec.scenario?.nearEmpty) {
    // A delivery to 90 % just long enough ago that the herd has eaten it down to a day or two of
    // feed, and no order since: the truck is late.
    const capacityKg = totalCapacity(spec.shape) * spec.densityKgM3;
    const left = P.delivery.nearEmptyDaysLeft * spec.dailyKg;
    plan.forcedDeliveryAt = end - ((0.9 * capacityKg - left) / spec.dailyKg) * DAY_MS;
    plan.noOrdersFrom = plan.forcedDeliveryAt;
    plan.noOrdersUntil = end;
  }
  const simulation = new BinSimulation(spec, seed, first - P.sensor.jitterMs, plan);

  const readings: SimReading[] = [];
  for (let i = 0; i < count; i++) {
    const at = Math.round(first + i * interval - rng.next() * P.sensor.jitterMs);
    simulation.advanceTo(at);
    if (missed && at >= missed.from && at < missed.to) simulation.skip();
    else readings.push(simulation.measure(at));
  }
  simulation.advanceTo(end);
  return {
    spec,
    session,
    capacityKg: simulation.capacityKg,
    sensorHeightM: simulation.sensorHeightM,
    readings,
    deliveries: simulation.deliveries,
    missed,
    simulation,
  };
}
