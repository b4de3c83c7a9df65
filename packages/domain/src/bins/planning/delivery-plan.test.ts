import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MIN_CAPACITY_DAYS,
  planDeliveries,
  type DeliveryPlan,
  type PlanBin,
  type PlanOptions,
} from './delivery-plan.js';

const TRUCK = { capacityKg: 24_000, compartments: 3 };
const OPTIONS: PlanOptions = { truck: TRUCK, horizonDays: 14, leadDays: 1 };

const bin = (id: string, extra: Partial<PlanBin> = {}): PlanBin => ({
  id,
  siteId: 'site-a',
  feedId: 'gestation',
  capacityKg: 12_000,
  currentKg: 6_000,
  kgPerDay: 1_000,
  ...extra,
});

/**
 * Replays a plan on its bins: whether every bin is fed through the horizon. A delivery must come
 * before the day the bin runs empty (the forecast's day, level ÷ rate rounded down), and after
 * the last one the bin must last past the horizon.
 */
function keepsEveryBinFed(bins: PlanBin[], plan: DeliveryPlan, horizonDays: number): boolean {
  return bins.every((b) => {
    const rate = b.kgPerDay ?? 0;
    if (rate <= 0) return true;
    let day = 0;
    let level = b.currentKg;
    const deliveries = plan.bins.find((o) => o.binId === b.id)!.deliveries;
    for (const delivery of deliveries) {
      if (delivery.day < day) return false;
      if (delivery.day >= day + Math.floor(level / rate)) return false;
      level = Math.max(0, level - rate * (delivery.day - day)) + delivery.kg;
      if (level > b.capacityKg + 1e-6) return false;
      day = delivery.day;
    }
    return day + Math.floor(level / rate) >= horizonDays;
  });
}

describe('planDeliveries', () => {
  it('serves the bin that runs empty first on the day before, with its site and feed companions', () => {
    const bins = [
      bin('G1-2', { currentKg: 4_000 }), // empty on day 4: delivery on day 3
      bin('G1-1', { currentKg: 7_000 }), // empty on day 7: rides along, saving a trip
      bin('G1-3', { currentKg: 9_000 }), // empty on day 9: rides along too
      bin('F-1', { siteId: 'site-b', currentKg: 11_500 }), // empty on day 11: its own trip
      bin('Idle', { kgPerDay: null }),
    ];
    const plan = planDeliveries(bins, OPTIONS);
    expect(plan.trips.map((trip) => [trip.day, trip.siteId, trip.reason])).toEqual([
      [3, 'site-a', { binId: 'G1-2', emptyDay: 4 }],
      [8, 'site-a', { binId: 'G1-3', emptyDay: 9 }],
      [10, 'site-b', { binId: 'F-1', emptyDay: 11 }],
    ]);
    const first = plan.trips[0]!;
    // Filled to capacity on day 3: 12 t − (4 t − 3 t) and 12 t − (7 t − 3 t).
    expect(first.loads).toEqual([
      { binId: 'G1-2', feedId: 'gestation', kg: 11_000 },
      { binId: 'G1-1', feedId: 'gestation', kg: 8_000 },
    ]);
    // G1-3 (6 t) does not fit beside 19 t on a 24 t truck; it waits for its own deadline.
    expect(first.totalKg).toBe(19_000);
    expect(first.compartmentsByFeed).toEqual({ gestation: 3 });
    expect(plan.bins.find((o) => o.binId === 'Idle')).toEqual({
      binId: 'Idle',
      emptyDay: null,
      deliveries: [],
      problem: null,
    });
    expect(keepsEveryBinFed(bins, plan, OPTIONS.horizonDays)).toBe(true);
  });

  it('puts each feed in compartments of its own', () => {
    const bins = [
      bin('G', { currentKg: 3_000 }),
      bin('L', { feedId: 'lactation', currentKg: 5_000, capacityKg: 6_000 }),
    ];
    const plan = planDeliveries(bins, OPTIONS);
    expect(plan.trips[0]!.compartmentsByFeed).toEqual({ gestation: 2, lactation: 1 });
    // On day 2, G takes 11 t: two compartments of 8 t, leaving one for L's 3 t.
    expect(plan.trips[0]!.loads.map((l) => [l.binId, l.kg])).toEqual([
      ['G', 11_000],
      ['L', 3_000],
    ]);
  });

  it('says which bins no plan can keep fed', () => {
    const plan = planDeliveries(
      [
        bin('Now', { currentKg: 500 }),
        bin('Hungry', { capacityKg: 1_500, currentKg: 1_500, kgPerDay: 1_000 }),
      ],
      OPTIONS,
    );
    expect(plan.bins.map((o) => [o.binId, o.problem])).toEqual([
      ['Now', 'empty_before_delivery'],
      ['Hungry', 'eats_more_than_it_holds'],
    ]);
    // The bin already running out is still served, on the first possible day.
    expect(plan.trips[0]).toMatchObject({ day: 1, reason: { binId: 'Now', emptyDay: 0 } });
  });

  it('refills a bin bigger than a truck when the first load runs out', () => {
    const big = [bin('Big', { capacityKg: 40_000, currentKg: 2_500, kgPerDay: 1_000 })];
    const plan = planDeliveries(big, {
      ...OPTIONS,
      truck: { capacityKg: 10_000, compartments: 1 },
    });
    // 1.5 t left on day 1 plus 10 t lasts until day 12: the next truck comes on day 11.
    expect(plan.trips.map((t) => [t.day, t.totalKg])).toEqual([
      [1, 10_000],
      [11, 10_000],
    ]);
    expect(keepsEveryBinFed(big, plan, OPTIONS.horizonDays)).toBe(true);
  });
});

const siteIds = ['s1', 's2', 's3'];
const feedIds = ['gestation', 'lactation', 'finishing'];
const binArb = fc
  .record({
    siteId: fc.constantFrom(...siteIds),
    feedId: fc.constantFrom(...feedIds),
    capacityKg: fc.integer({ min: 4_000, max: 40_000 }),
    fullness: fc.double({ min: 0, max: 1, noNaN: true }),
    capacityDays: fc.double({ min: MIN_CAPACITY_DAYS, max: 40, noNaN: true }),
  })
  .map(({ fullness, capacityDays, ...rest }) => ({
    ...rest,
    currentKg: Math.round(rest.capacityKg * fullness),
    kgPerDay: rest.capacityKg / capacityDays,
  }));
const binsArb = (max: number) =>
  fc
    .array(binArb, { minLength: 1, maxLength: max })
    .map((bins) => bins.map((b, i): PlanBin => ({ ...b, id: `bin-${i}` })));

/** The bins, each with at least what it eats until the day after the first delivery day. */
function lastingUntil(bins: PlanBin[], leadDays: number): PlanBin[] {
  return bins.map((b) => ({
    ...b,
    currentKg: Math.max(b.currentKg, Math.min(b.capacityKg, (leadDays + 2) * b.kgPerDay!)),
  }));
}

/** Whether some plan can keep every bin fed: each bin lasts until the first delivery day. */
function feasible(bins: PlanBin[], leadDays: number): boolean {
  return bins.every((b) => !b.kgPerDay || Math.floor(b.currentKg / b.kgPerDay) - 1 >= leadDays);
}

/**
 * The fewest delivery days of one site when a truck takes everything, by trying every set of days:
 * on a chosen day every bin is filled (filling more never hurts without a truck's limit).
 */
function fewestTrips(bins: PlanBin[], options: PlanOptions): number {
  const days = Array.from(
    { length: options.horizonDays - options.leadDays },
    (_, i) => options.leadDays + i,
  );
  let best = Infinity;
  for (let mask = 0; mask < 1 << days.length; mask += 1) {
    const chosen = days.filter((_, i) => mask & (1 << i));
    if (chosen.length >= best) continue;
    const ok = bins.every((b) => {
      let day = 0;
      let level = b.currentKg;
      for (const d of chosen) {
        if (d >= day + Math.floor(level / b.kgPerDay!)) return false;
        day = d;
        level = b.capacityKg;
      }
      return day + Math.floor(level / b.kgPerDay!) >= options.horizonDays;
    });
    if (ok) best = chosen.length;
  }
  return best;
}

describe('planDeliveries, for any bins', () => {
  it('keeps every bin fed when any plan can, within the truck and one site a trip', () => {
    fc.assert(
      fc.property(
        binsArb(30),
        fc.integer({ min: 8_000, max: 32_000 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        (drawn, capacityKg, compartments, leadDays, lastUntilDelivery) => {
          // Half the runs: bins that last until the first delivery day, so a plan exists.
          const bins = lastUntilDelivery ? lastingUntil(drawn, leadDays) : drawn;
          const options = { truck: { capacityKg, compartments }, horizonDays: 14, leadDays };
          const plan = planDeliveries(bins, options);
          for (const trip of plan.trips) {
            expect(trip.totalKg).toBeLessThanOrEqual(capacityKg + 1e-6);
            const used = Object.values(trip.compartmentsByFeed).reduce((a, b) => a + b, 0);
            expect(used).toBeLessThanOrEqual(compartments);
            const sites = new Set(
              trip.loads.map((l) => bins.find((b) => b.id === l.binId)!.siteId),
            );
            expect([...sites]).toEqual([trip.siteId]);
            expect(trip.day).toBeGreaterThanOrEqual(leadDays);
            expect(trip.day).toBeLessThan(14);
          }
          // The plan flags exactly the bins that run empty before any delivery can come.
          expect(plan.bins.every((o) => o.problem === null)).toBe(feasible(bins, leadDays));
          if (feasible(bins, leadDays)) {
            expect(keepsEveryBinFed(bins, plan, 14)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('uses the fewest trips when a truck takes a whole site', () => {
    const leadDays = 1;
    // Bins that last at least until the first delivery day, so a plan exists.
    const oneSite = fc
      .array(binArb, { minLength: 1, maxLength: 5 })
      .map((bins) =>
        lastingUntil(
          bins.map((b, i) => ({ ...b, id: `bin-${i}`, siteId: 's1' })),
          leadDays,
        ),
      )
      .filter((bins) => feasible(bins, leadDays));
    const options = {
      truck: { capacityKg: 1_000_000, compartments: 3 },
      horizonDays: 10,
      leadDays,
    };
    fc.assert(
      fc.property(oneSite, (bins) => {
        expect(planDeliveries(bins, options).trips.length).toBe(fewestTrips(bins, options));
      }),
      { numRuns: 150 },
    );
  });
});
