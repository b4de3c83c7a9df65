/**
 * Delivery planning (docs/bins.md, "Delivery planning"): from each bin's level and conservative
 * consumption, the truckloads of the coming days so that no bin runs empty, with as few trips as
 * possible.
 *
 * Days are whole days from today (day 0), in the site's clock; the caller turns them into dates.
 * A bin "runs empty on day e" with e = floor(level ÷ rate), the forecast's rule (it errs early),
 * so a delivery must arrive on day e − 1 at the latest: its deadline.
 *
 * The objective, in order: (1) no bin runs empty within the horizon when any plan can prevent
 * it; (2) the fewest trips; (3) each bin filled to capacity when it is served. The plan serves
 * the bin with the earliest deadline on that deadline — as late as possible, so every bin of its
 * site that will need feed within the horizon needs the least and can ride along — and fills the
 * truck with those bins, the same feed first, then the nearest deadlines. Without the truck's
 * limits this is the interval-stabbing greedy and gives the fewest trips (a property test
 * compares it with an exhaustive search); with them it never lets a bin run empty that could be
 * saved, and packs each truck before sending another.
 */

export type PlanBin = {
  id: string;
  siteId: string;
  /** The feed the bin holds; a truck compartment carries one feed. */
  feedId: string;
  capacityKg: number;
  /** The newest level, clamped to [0, capacity] by the caller. */
  currentKg: number;
  /** The forecast's conservative rate (safety factor included); null or 0: nothing is eaten. */
  kgPerDay: number | null;
};

export type Truck = {
  capacityKg: number;
  /** Equal compartments; each carries one feed. */
  compartments: number;
};

export type PlanOptions = {
  truck: Truck;
  /** Days planned, today included (14: two weeks). */
  horizonDays: number;
  /** The first day a delivery can arrive (1: tomorrow, an order placed today). */
  leadDays: number;
};

export type Load = { binId: string; feedId: string; kg: number };

export type Trip = {
  day: number;
  siteId: string;
  loads: Load[];
  totalKg: number;
  /** Compartments filled, per feed. */
  compartmentsByFeed: Record<string, number>;
  /** The bin whose deadline set the day, and the day it would run empty. */
  reason: { binId: string; emptyDay: number };
};

export type BinOutlook = {
  binId: string;
  /** The day the bin runs empty without a delivery; null when nothing is eaten. */
  emptyDay: number | null;
  deliveries: { day: number; kg: number }[];
  /**
   * Why the plan cannot keep the bin fed: it runs empty before the first possible delivery, or
   * it eats more in two days than it holds (no truck schedule fits it). Null: it is kept fed.
   */
  problem: 'empty_before_delivery' | 'eats_more_than_it_holds' | null;
};

export type DeliveryPlan = { trips: Trip[]; bins: BinOutlook[] };

/** Below this many days of capacity, a bin cannot be kept fed by one delivery a day. */
export const MIN_CAPACITY_DAYS = 2;

type BinState = {
  bin: PlanBin;
  rate: number;
  /** The level `levelKg` on day `day`, start of the day. */
  day: number;
  levelKg: number;
};

function levelOn(state: BinState, day: number): number {
  return Math.max(0, state.levelKg - state.rate * (day - state.day));
}

function emptyDayOf(state: BinState): number {
  return state.day + Math.floor(state.levelKg / state.rate);
}

/** The last day a delivery keeps the bin from running empty. */
function deadlineOf(state: BinState): number {
  return emptyDayOf(state) - 1;
}

/** What a truck carries so far, and whether one more load fits (total and compartments). */
class TruckLoad {
  readonly #compartmentKg: number;
  readonly #byFeed = new Map<string, number>();
  #totalKg = 0;

  constructor(readonly truck: Truck) {
    this.#compartmentKg = truck.capacityKg / truck.compartments;
  }

  #compartments(byFeed: Map<string, number>): number {
    let used = 0;
    for (const kg of byFeed.values()) used += Math.ceil(kg / this.#compartmentKg - 1e-9);
    return used;
  }

  /** The most of `feedId` this truck can still take. */
  roomFor(feedId: string): number {
    const byFeed = new Map(this.#byFeed);
    const already = byFeed.get(feedId) ?? 0;
    byFeed.delete(feedId);
    const freeCompartments = this.truck.compartments - this.#compartments(byFeed);
    const byCompartments = freeCompartments * this.#compartmentKg - already;
    return Math.max(0, Math.min(byCompartments, this.truck.capacityKg - this.#totalKg));
  }

  add(feedId: string, kg: number): void {
    this.#byFeed.set(feedId, (this.#byFeed.get(feedId) ?? 0) + kg);
    this.#totalKg += kg;
  }

  get totalKg(): number {
    return this.#totalKg;
  }

  compartmentsByFeed(): Record<string, number> {
    return Object.fromEntries(
      [...this.#byFeed].map(([feed, kg]) => [feed, Math.ceil(kg / this.#compartmentKg - 1e-9)]),
    );
  }
}

const byDeadline = (a: BinState, b: BinState) =>
  deadlineOf(a) - deadlineOf(b) ||
  a.bin.siteId.localeCompare(b.bin.siteId) ||
  a.bin.id.localeCompare(b.bin.id);

export function planDeliveries(bins: readonly PlanBin[], options: PlanOptions): DeliveryPlan {
  const { horizonDays, leadDays, truck } = options;
  const outlooks = new Map<string, BinOutlook>();
  const pending: BinState[] = [];
  for (const bin of bins) {
    const rate = bin.kgPerDay ?? 0;
    const state: BinState = { bin, rate, day: 0, levelKg: bin.currentKg };
    const outlook: BinOutlook = {
      binId: bin.id,
      emptyDay: rate > 0 ? emptyDayOf(state) : null,
      deliveries: [],
      problem: null,
    };
    outlooks.set(bin.id, outlook);
    if (rate <= 0) continue;
    if (bin.capacityKg < MIN_CAPACITY_DAYS * rate) outlook.problem = 'eats_more_than_it_holds';
    else {
      if (deadlineOf(state) < leadDays) outlook.problem = 'empty_before_delivery';
      if (emptyDayOf(state) < horizonDays) pending.push(state);
    }
  }

  const trips: Trip[] = [];
  while (pending.length > 0) {
    pending.sort(byDeadline);
    const urgent = pending[0]!;
    const reason = { binId: urgent.bin.id, emptyDay: emptyDayOf(urgent) };
    // Never before the urgent bin's last delivery: a truck too small to fill it sends another
    // the same day. Trip days therefore never go back in time.
    const day = Math.max(deadlineOf(urgent), leadDays, urgent.day);
    const load = new TruckLoad(truck);
    const loads: Load[] = [];
    const sameSite = pending
      .slice(1)
      .filter((state) => state.bin.siteId === urgent.bin.siteId)
      .sort(
        (a, b) =>
          Number(b.bin.feedId === urgent.bin.feedId) - Number(a.bin.feedId === urgent.bin.feedId) ||
          byDeadline(a, b),
      );
    for (const state of [urgent, ...sameSite]) {
      const wanted = state.bin.capacityKg - levelOn(state, day);
      const room = load.roomFor(state.bin.feedId);
      // The urgent bin takes what fits; the others ride along only when they can be filled.
      const kg = state === urgent ? Math.min(wanted, room) : wanted <= room ? wanted : 0;
      if (kg <= 0) continue;
      load.add(state.bin.feedId, kg);
      loads.push({ binId: state.bin.id, feedId: state.bin.feedId, kg });
      state.levelKg = levelOn(state, day) + kg;
      state.day = day;
      outlooks.get(state.bin.id)!.deliveries.push({ day, kg });
    }
    trips.push({
      day,
      siteId: urgent.bin.siteId,
      loads,
      totalKg: load.totalKg,
      compartmentsByFeed: load.compartmentsByFeed(),
      reason,
    });
    // Served bins that would run empty again within the horizon stay; the others are done (a
    // bin running empty after the horizon is the next plan's).
    for (let i = pending.length - 1; i >= 0; i -= 1) {
      if (emptyDayOf(pending[i]!) >= horizonDays) pending.splice(i, 1);
    }
  }
  trips.sort((a, b) => a.day - b.day || a.siteId.localeCompare(b.siteId));
  return { trips, bins: bins.map((bin) => outlooks.get(bin.id)!) };
}
