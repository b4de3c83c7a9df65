import { heightAtVolume, topHeight, totalCapacity, type BinShape } from '@barnboard/domain';
import { createRng, type Rng } from '../random.js';
import { BIN_PARAMETERS as P, DAY_MS, HOUR_MS } from './parameters.js';

/** One simulated bin with its L-Track sensor. */
export type SimBinSpec = {
  /** Stable name of the bin in the simulation: its random streams come from it and the seed. */
  key: string;
  /** The sensor's DevEUI, 16 lowercase hex digits. */
  devEui: string;
  shape: BinShape;
  /** Bulk density of the bin's feed, kg/m³. */
  densityKgM3: number;
  /** Mean consumption, kg a day: the herd's ration × the sows it feeds × the bin's share. */
  dailyKg: number;
  /** "major.minor". */
  firmware: string;
  /** The bin's usual signal at its best gateway, dBm and dB. */
  rssi: number;
  snr: number;
  /** Battery at the start and its fall a day; drawn from BIN_PARAMETERS.battery when left out. */
  battery?: { startMv: number; mvPerDay: number };
  /** Share of the capacity in the bin at the start; drawn in 0.3–0.85 when left out. */
  initialFill?: number;
  /** What the history does to this bin (simulateBinHistory). */
  scenario?: BinScenario;
};

export type BinScenario = {
  /** No uplink heard for a day or so, a few days before the end (a gateway was down). */
  missedDay?: boolean;
  /** The last delivery is late: the bin ends with under two days of feed. */
  nearEmpty?: boolean;
};

/** One gateway's copy of an uplink. */
export type SimGateway = { rssi: number; snr: number };

/** A simulated uplink: what the sensor sends and what the network adds, and the truth behind it. */
export type SimReading = {
  /** Network time of the uplink, epoch ms. */
  at: number;
  frameCounter: number;
  /** Null: no echo. */
  distanceMm: number | null;
  batteryMv: number;
  /** To a tenth of a degree. */
  temperatureC: number;
  firmware: string;
  /** Every gateway that heard it, the best first (ChirpStack's rxInfo). */
  gateways: SimGateway[];
  /** The feed really in the bin, its fill height, and whether a delivery was under way. */
  quantityKg: number;
  fillHeightM: number;
  delivering: boolean;
};

export type SimDelivery = { start: number; end: number; addedKg: number };

/**
 * What the history imposes on a bin: a delivery at a given time (to 90 %), and a period without
 * orders (a late delivery). Outside the period the bin orders feed when it runs low.
 */
export type SimPlan = {
  forcedDeliveryAt?: number;
  noOrdersFrom?: number;
  noOrdersUntil?: number;
};

/** 32-bit FNV-1a of a text: a bin's key becomes its random streams. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The bin's random stream `n`: 0 plans the history, 1 drives the feed, 2 the sensor's readings. */
export function binRng(seed: number, key: string, n: number): Rng {
  return createRng(seed, (hash32(key) + n * 0x9e3779b9) >>> 0);
}

export const uniform = (rng: Rng, [min, max]: readonly [number, number]) =>
  min + (max - min) * rng.next();

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Local hour of the day (0–24) and day of the year (0–365) at an instant, in the site's zone. */
function localTime(at: number): { hour: number; dayOfYear: number; day: number } {
  const local = at + P.temperature.utcOffsetHours * HOUR_MS;
  const day = Math.floor(local / DAY_MS);
  const date = new Date(local);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  return { hour: (local - day * DAY_MS) / HOUR_MS, dayOfYear: (local - yearStart) / DAY_MS, day };
}

/** Share of the day's feed drawn per unit of time at an instant, averaging 1 over a day. */
function diurnalFactor(at: number): number {
  const { consumption } = P;
  const { hour } = localTime(at);
  return (
    1 +
    consumption.diurnalAmplitude *
      Math.cos((2 * Math.PI * (hour - consumption.diurnalPeakHour)) / 24)
  );
}

/** Air temperature in the bin's roof, without noise. */
export function roofTemperature(at: number): number {
  const t = P.temperature;
  const { hour, dayOfYear } = localTime(at);
  const dayMean =
    t.yearMean - t.yearAmplitude * Math.cos((2 * Math.PI * (dayOfYear - t.coldestDayOfYear)) / 365);
  return dayMean + t.dayAmplitude * Math.cos((2 * Math.PI * (hour - t.warmestHour)) / 24);
}

/**
 * A feed bin and its sensor, stepped through time: the herd draws feed (more by day, a little
 * more or less each day), the bin orders a delivery when it runs low and the truck fills it over
 * a few hours; the sensor measures the distance to the feed, its battery and the temperature.
 * Pure and deterministic: the same spec, seed, start and calls give the same readings.
 */
export class BinSimulation {
  readonly spec: SimBinSpec;
  readonly capacityKg: number;
  readonly sensorHeightM: number;
  readonly deliveries: SimDelivery[] = [];
  private readonly feedRng: Rng;
  private readonly sensorRng: Rng;
  private readonly plan: SimPlan;
  private readonly start: number;
  private now: number;
  private kg: number;
  private batteryMv: number;
  private readonly mvPerDay: number;
  private nextFrameCounter: number;
  private day = Number.NaN;
  private dayFactor = 1;
  private orderBelow: number;
  private order: { at: number; start: number } | null = null;
  private delivery: { start: number; end: number; kgPerMs: number; added: number } | null = null;

  constructor(spec: SimBinSpec, seed: number, start: number, plan: SimPlan = {}) {
    this.spec = spec;
    this.plan = plan;
    this.start = start;
    this.now = start;
    this.capacityKg = totalCapacity(spec.shape) * spec.densityKgM3;
    this.sensorHeightM = topHeight(spec.shape) - spec.shape.offset;
    this.feedRng = binRng(seed, spec.key, 1);
    this.sensorRng = binRng(seed, spec.key, 2);
    this.kg = (spec.initialFill ?? uniform(this.feedRng, [0.3, 0.85])) * this.capacityKg;
    this.orderBelow = uniform(this.feedRng, P.delivery.orderBelow);
    this.batteryMv = spec.battery?.startMv ?? uniform(this.sensorRng, P.battery.freshMv);
    this.mvPerDay = spec.battery?.mvPerDay ?? uniform(this.sensorRng, P.battery.mvPerDay);
    this.nextFrameCounter = this.sensorRng.int(1_000, 20_000);
  }

  /** Simulated time, epoch ms. */
  get time(): number {
    return this.now;
  }

  get quantityKg(): number {
    return this.kg;
  }

  /** Runs the bin up to `at` (never backwards). */
  advanceTo(at: number): void {
    while (this.now < at) {
      const next = Math.min(at, this.now + P.consumption.stepMs);
      this.step(this.now, next);
      this.now = next;
    }
  }

  private step(from: number, to: number): void {
    const { day } = localTime(from);
    if (day !== this.day) {
      this.day = day;
      this.dayFactor = clamp(this.feedRng.normal(1, P.consumption.dailySd), 0.8, 1.2);
    }
    const eaten =
      (this.spec.dailyKg * this.dayFactor * diurnalFactor((from + to) / 2) * (to - from)) / DAY_MS;
    this.kg = Math.max(0, this.kg - eaten);

    const forced = this.plan.forcedDeliveryAt;
    if (forced !== undefined && forced >= from && forced < to) {
      this.order = null;
      this.startDelivery(forced, 0.9);
    }
    if (this.order && this.order.start < to && !this.delivery) {
      this.startDelivery(this.order.start, uniform(this.feedRng, P.delivery.fillTo));
      this.order = null;
    }
    const delivery = this.delivery;
    if (delivery) {
      const overlap = Math.min(to, delivery.end) - Math.max(from, delivery.start);
      if (overlap > 0) {
        const added = Math.min(delivery.kgPerMs * overlap, this.capacityKg - this.kg);
        this.kg += added;
        delivery.added += added;
      }
      if (to >= delivery.end) {
        this.deliveries.push({ start: delivery.start, end: delivery.end, addedKg: delivery.added });
        this.delivery = null;
        this.orderBelow = uniform(this.feedRng, P.delivery.orderBelow);
      }
    } else if (
      !this.order &&
      this.ordersAllowed(to) &&
      this.kg < this.orderBelow * this.capacityKg
    ) {
      const arrival = to + uniform(this.feedRng, P.delivery.leadHours) * HOUR_MS;
      this.order = { at: to, start: this.workingTime(arrival) };
    }
  }

  private ordersAllowed(at: number): boolean {
    const { noOrdersFrom, noOrdersUntil } = this.plan;
    return !(
      noOrdersFrom !== undefined &&
      at >= noOrdersFrom &&
      (noOrdersUntil === undefined || at < noOrdersUntil)
    );
  }

  /** The instant itself within working hours; else the next morning, soon after opening. */
  private workingTime(at: number): number {
    const [open, close] = P.delivery.workingHours;
    const { hour } = localTime(at);
    if (hour >= open && hour < close) return at;
    const untilOpen = (hour < open ? open - hour : 24 - hour + open) * HOUR_MS;
    return at + untilOpen + this.feedRng.next() * 2 * HOUR_MS;
  }

  private startDelivery(start: number, fillTo: number): void {
    const duration = uniform(this.feedRng, P.delivery.durationHours) * HOUR_MS;
    const amount = Math.max(0, fillTo * this.capacityKg - this.kg);
    this.delivery = { start, end: start + duration, kgPerMs: amount / duration, added: 0 };
  }

  /** An uplink heard by no gateway: the sensor still counted the frame. */
  skip(): void {
    this.nextFrameCounter++;
  }

  /**
   * The sensor measures now (simulated time) and sends an uplink stamped `at` (the simulated time
   * unless given: the live simulator stamps its uplinks with the wall clock).
   */
  measure(at: number = this.now): SimReading {
    const rng = this.sensorRng;
    const s = P.sensor;
    // Every draw is made whatever the outcome, so one reading's luck never shifts the next ones.
    const distanceNoise = clamp(
      rng.normal(0, s.distanceSdMm),
      -3 * s.distanceSdMm,
      3 * s.distanceSdMm,
    );
    const delivering = this.delivery !== null && this.delivery.start <= this.now;
    const noEcho = rng.chance(delivering ? s.noEchoChanceDelivering : s.noEchoChance);
    const temperatureNoise = rng.normal(0, P.temperature.noiseSd);
    const batteryNoise = rng.normal(0, P.battery.noiseSdMv);
    const rssi = Math.round(this.spec.rssi + rng.normal(0, P.signal.rssiSd));
    const snr = Math.round(clamp(this.spec.snr + rng.normal(0, P.signal.snrSd), -20, 13) * 4) / 4;
    const second = rng.chance(P.signal.secondGatewayChance);
    const weaker = rng.int(5, 15);

    const fillHeightM = heightAtVolume(this.spec.shape, this.kg / this.spec.densityKgM3);
    const distance = Math.round((this.sensorHeightM - fillHeightM) * 1000 + distanceNoise);
    const temperatureC = Math.round((roofTemperature(this.now) + temperatureNoise) * 10) / 10;
    const elapsedDays = (this.now - this.start) / DAY_MS;
    const batteryMv = Math.round(
      this.batteryMv -
        this.mvPerDay * elapsedDays +
        P.battery.mvPerDegree * (temperatureC - 10) +
        batteryNoise,
    );
    const gateways: SimGateway[] = [{ rssi, snr }];
    if (second && rssi > P.signal.secondGatewayAboveRssi) {
      gateways.push({ rssi: rssi - weaker, snr: Math.max(-20, snr - weaker / 2) });
    }
    return {
      at,
      frameCounter: this.nextFrameCounter++,
      distanceMm: noEcho ? null : clamp(distance, 0, 0xfffe),
      batteryMv,
      temperatureC,
      firmware: this.spec.firmware,
      gateways,
      quantityKg: this.kg,
      fillHeightM,
      delivering,
    };
  }
}
