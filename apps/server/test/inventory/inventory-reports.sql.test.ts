import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animalStaysOf,
  buildTimelines,
  computeKpiReport,
  dayNumber,
  farrowingInventory,
  femalesOnDay,
  herdInventory,
  inventoryFemale,
  locationUse,
  parityExits,
  PEN_RETURN_BANDS,
  placeIndex,
  type ApiError,
  type FarrowingInventory,
  type FemaleTimeline,
  type HerdInventory,
  type HerdRecord,
  type LocationUse,
  type SitePlace,
} from '@barnboard/domain';
import { simulateHerd } from '../../src/simulator/index.js';
import { feedingKit, type FeedingKit } from '../support/feeding-sites.js';
import { herdSiteWithPlaces } from '../support/herd-places.js';
import { memberToken } from '../support/member-token.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The inventory reports (docs/inventory.md) on a simulated herd imported through the records
 * import, with the demo's location tree less one pen (a place the records name outside the
 * tree): each answer equals what the domain's rules give from the reference timelines of the
 * same records, on days across the history.
 */

let t: TestApp;
let kit: FeedingKit;
let siteId: string;
let records: HerdRecord[];
let timelines: FemaleTimeline[];
let places: SitePlace[];

/** The site's today: the clock is set to noon in Montreal on that day. */
const TODAY = '2026-03-01';

/**
 * Two females whose places only the reference order of a day tells: X1's day of 2026-02-10
 * reads heat (08:00), Gestation pen 3 (untimed), Farrowing A-1 (12:00), so she is in A-1 (the
 * two moves alone, in input order, would say pen 3); X2 is moved on the day she dies.
 */
const TRICKY = [
  { type: 'entry', animal: 'X1', date: '2026-01-05', parity: 1, location: 'Gestation pen 2' },
  { type: 'move', animal: 'X1', date: '2026-02-10', time: '12:00', location: 'Farrowing A-1' },
  { type: 'move', animal: 'X1', date: '2026-02-10', location: 'Gestation pen 3' },
  { type: 'heat', animal: 'X1', date: '2026-02-10', time: '08:00' },
  { type: 'entry', animal: 'X2', date: '2026-01-05', parity: 2, location: 'Gestation pen 2' },
  { type: 'move', animal: 'X2', date: '2026-02-12', location: 'Farrowing A-2' },
  { type: 'removal', animal: 'X2', date: '2026-02-12', kind: 'death' },
] satisfies HerdRecord[];

/** A served sow moved between pens 26 and 41 days after her service (spec §9's later bands). */
const PEN_MOVES = [
  { type: 'entry', animal: 'X3', date: '2026-01-02', parity: 2, location: 'Gestation pen 2' },
  { type: 'service', animal: 'X3', date: '2026-01-10', doses: 2 },
  { type: 'move', animal: 'X3', date: '2026-02-05', location: 'Gestation pen 3' },
  { type: 'move', animal: 'X3', date: '2026-02-20', location: 'Gestation pen 2' },
] satisfies HerdRecord[];

const get = (path: string, token?: string) => kit.get(`/api/sites/${siteId}/${path}`, token);

beforeAll(async () => {
  t = await createTestApp();
  kit = await feedingKit(t);
  t.clock.set(`${TODAY}T17:00:00Z`);
  records = [
    ...simulateHerd({ sows: 90, years: 2, seed: 5, endDate: TODAY }),
    ...TRICKY,
    ...PEN_MOVES,
  ];
  timelines = buildTimelines(records);
  // One pen left out of the tree: a place the records name outside it.
  ({ siteId, places } = await herdSiteWithPlaces(t, kit, records, {
    keep: (place) => place.name !== 'Gestation pen 1',
  }));
}, 180_000);

afterAll(() => t?.close());

/** Periods across the history: the ramp-up, the middle, and the year ending today. */
const PERIODS = [
  { from: '2024-03-02', to: '2024-06-30' },
  { from: '2025-01-01', to: '2025-06-30' },
  { from: '2025-03-02', to: TODAY },
];

describe('herd inventory', () => {
  it('equals the rules on the reference timelines, for several periods', async () => {
    let lactating = 0;
    for (const period of PERIODS) {
      const to = dayNumber(period.to);
      const response = await get(`herd-inventory?from=${period.from}&to=${period.to}`);
      expect(response.statusCode, response.body).toBe(200);
      const kpis = computeKpiReport(records, period).kpis;
      const expected = herdInventory({
        period,
        maturityAge: 240,
        females: femalesOnDay(timelines, to).map((female) => inventoryFemale(female, to)),
        places: placeIndex(places),
        exits: parityExits(timelines, { from: dayNumber(period.from), to }),
        averages: { avgFemales: kpis.avg_females, avgMatedFemales: kpis.avg_mated_females },
      });
      expect(response.json<HerdInventory>()).toEqual(expected);
      // The parity profile is the KPI report's on the same day.
      const distribution = computeKpiReport(records, period).parity_distribution;
      expect(expected.by_parity.map((row) => row.total)).toEqual(Object.values(distribution));
      lactating += expected.statuses.lactating;
    }
    // The comparison is not empty: the herd has litters on hand on those days.
    expect(lactating).toBeGreaterThan(5);
  }, 60_000);

  it('places females of a pen the tree lacks under that pen’s own name', async () => {
    const answer = (await get(`herd-inventory?to=${TODAY}`)).json<HerdInventory>();
    expect(answer.animals.find((row) => row.animal === 'X1')?.location).toBe('Farrowing A-1');
    expect(answer.animals.some((row) => row.animal === 'X2')).toBe(false);
    const outside = answer.by_location.filter((row) => !row.in_tree && row.room !== null);
    expect(outside.map((row) => row.room)).toEqual(['Gestation pen 1']);
    expect(outside[0]!.total).toBeGreaterThan(0);
  });

  it('takes the maturity age asked, and its default period is the year ending today', async () => {
    const young = (await get('herd-inventory?maturity_age=400')).json<HerdInventory>();
    const old = (await get('herd-inventory?maturity_age=100')).json<HerdInventory>();
    expect(young).toMatchObject({ from: '2025-03-02', to: TODAY, maturity_age: 400 });
    expect(young.gilts_under_maturity).toBeGreaterThan(old.gilts_under_maturity);
    expect(young.gilts_under_maturity).toBe(young.statuses.gilt - young.gilts_age_unknown);
  });

  it('refuses bad input, naming the field', async () => {
    for (const [query, field] of [
      ['maturity_age=0x10', 'querystring.maturity_age'],
      ['maturity_age=99', 'querystring.maturity_age'],
      ['from=2026-02-30', 'querystring.from'],
      ['from=2026-02-01&to=2026-01-01', 'querystring.to'],
      ['from=2010-01-01&to=2026-01-01', 'querystring.to'],
    ] as const) {
      const response = await get(`herd-inventory?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ApiError>().details?.[0]?.field, query).toBe(field);
    }
  });
});

describe('farrowing inventory', () => {
  it('equals the rules on the reference timelines, on several days', async () => {
    let litters = 0;
    for (const date of ['2024-06-30', '2025-05-17', '2025-11-02', TODAY]) {
      const response = await get(`farrowing-inventory?date=${date}`);
      expect(response.statusCode, response.body).toBe(200);
      const expected = farrowingInventory({
        date,
        lactationLength: 21,
        females: femalesOnDay(timelines, dayNumber(date)),
        places: placeIndex(places),
      });
      expect(response.json<FarrowingInventory>()).toEqual(expected);
      litters += expected.litters;
      // The crates the tree holds give each litter its room.
      expect(expected.rows.every((row) => row.room?.startsWith('Farrowing room'))).toBe(true);
    }
    expect(litters).toBeGreaterThan(10);
    expect((await get('farrowing-inventory')).json<FarrowingInventory>().date).toBe(TODAY);
  }, 60_000);

  it('weans at the site’s weaning-age objective when it has one', async () => {
    const objectives = { wean_age: { type: 'target', thresholds: [19, 20, 25, 26, 27] } };
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/sites/${siteId}`,
      headers: { authorization: `Bearer ${kit.owner}` },
      payload: { prefs: JSON.stringify({ objectives }) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = (await get(`farrowing-inventory?date=${TODAY}`)).json<FarrowingInventory>();
    expect(answer.lactation_length).toBe(25);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/sites/${siteId}`,
      headers: { authorization: `Bearer ${kit.owner}` },
      payload: { prefs: '{}' },
    });
  });
});

describe('location use', () => {
  it('equals the rules on the reference timelines, for several periods', async () => {
    let occupied = 0;
    let mixedPens = 0;
    const penReturns = { up_to_7: 0, days_8_28: 0, from_29: 0 };
    for (const period of [
      { from: '2024-06-01', to: '2024-06-30' },
      { from: '2025-02-01', to: '2025-08-15' },
      { from: '2026-02-01', to: TODAY },
    ]) {
      const response = await get(`location-use?from=${period.from}&to=${period.to}`);
      expect(response.statusCode, response.body).toBe(200);
      const from = dayNumber(period.from);
      const to = dayNumber(period.to);
      const expected = locationUse({
        period,
        places,
        animals: animalStaysOf(timelines, to),
        litters: timelines
          .flatMap((timeline) => timeline.farrowings)
          .filter((farrowing) => farrowing.day >= from && farrowing.day <= to).length,
      });
      expect(response.json<LocationUse>()).toEqual(expected);
      occupied += expected.crates_occupied;
      for (const band of PEN_RETURN_BANDS) penReturns[band] += expected.pen_returns[band];
      mixedPens += expected.mixed_pens;
      expect(expected.calendar.crates.some((crate) => crate.cells.some(Number.isInteger))).toBe(
        true,
      );
    }
    expect(occupied).toBeGreaterThan(5);
    // The simulated herd's served gilts join the sows' pens within days; X3's moves fill the
    // later bands (PEN_MOVES).
    expect([penReturns.days_8_28, penReturns.from_29]).toEqual([1, 1]);
    expect(penReturns.up_to_7).toBeGreaterThan(5);
    expect(mixedPens).toBeGreaterThan(0);
  }, 60_000);

  it('refuses a period longer than a year', async () => {
    const response = await get('location-use?from=2024-01-01&to=2025-06-30');
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details).toEqual([
      { field: 'querystring.to', reason: 'the period may cover at most 366 days' },
    ]);
  });
});

it('needs the zootech area: refused to a user with feeding only', async () => {
  const member = await memberToken(t, {
    tenantId: kit.bocageId,
    role: 'member',
    sites: [siteId],
    accessType: { feeding: ['gestation', 'lactation'], zootech: false, silo: false },
  });
  for (const path of ['herd-inventory', 'farrowing-inventory', 'location-use']) {
    expect((await get(path, member)).statusCode, path).toBe(403);
    expect((await get(path)).statusCode, path).toBe(200);
  }
});
