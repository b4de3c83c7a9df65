import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTimelines,
  computeKpiReport,
  dateOfDay,
  dayNumber,
  femaleDaysOf,
  litterRowsOf,
  pigletDeathRowsOf,
  pigletMortality,
  removalRowsOf,
  reproductionAnalysis,
  roomsByPlace,
  serviceRowsOf,
  sowWithdrawals,
  type ApiError,
  type FemaleTimeline,
  type HerdRecord,
  type PigletMortality,
  type ReproductionAnalysis,
  type SowWithdrawals,
} from '@barnboard/domain';
import { simulateHerd } from '../../src/simulator/index.js';
import { feedingKit, type FeedingKit } from '../support/feeding-sites.js';
import { herdSiteWithPlaces } from '../support/herd-places.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The herd analysis routes (docs/herd-analysis.md) on a simulated herd imported through the
 * records route, against the same rules applied to the rows of the reference timelines
 * (packages/domain/src/herd), and against the KPI contract's own figures (computeKpiReport).
 */

let t: TestApp;
let kit: FeedingKit;

/** The site's today: the clock is set to noon in Montreal on that day. */
const TODAY = '2026-03-10';
const daysBefore = (n: number) => dateOfDay(dayNumber(TODAY) - n);

let siteId: string;
let records: HerdRecord[];
let timelines: FemaleTimeline[];
let rooms: Map<string, string>;

const get = <T>(path: string) =>
  kit.get(`/api/sites/${siteId}/herd/${path}`).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  });

beforeAll(async () => {
  t = await createTestApp();
  kit = await feedingKit(t);
  t.clock.set(`${TODAY}T16:00:00Z`);
  records = simulateHerd({
    sows: 90,
    years: 2,
    seed: 13,
    endDate: TODAY,
    users: ['anna@farm.test', 'ben@farm.test'],
  });
  // The site's location tree, as the demo builds it from the places the records name.
  const site = await herdSiteWithPlaces(t, kit, records, {
    farm: { gestation: 'Gestation', farrowing: ['Mise bas'] },
    buildingType: 'maternity',
  });
  siteId = site.siteId;
  rooms = roomsByPlace(site.places);
  timelines = buildTimelines(records);
}, 180_000);

afterAll(() => t?.close());

const PERIODS = [
  [daysBefore(90), TODAY],
  ['2024-10-01', '2025-09-30'],
  ['2025-06-01', '2025-06-30'],
  [TODAY, TODAY],
] as const;

describe('piglet mortality', () => {
  it('equals the reference timelines’ answer, and the contract’s bands and mortality', async () => {
    const deathRows = pigletDeathRowsOf(timelines, rooms);
    const litterRows = litterRowsOf(timelines, rooms);
    for (const [from, to] of PERIODS) {
      const answer = await get<PigletMortality>(`piglet-mortality?from=${from}&to=${to}`);
      expect(answer).toEqual(
        pigletMortality({ from, to }, deathRows, litterRows, { parity: [], cause: [] }),
      );
      const kpi = computeKpiReport(records, { from, to });
      expect(answer.bands).toEqual(kpi.piglet_mortality_bands);
      expect(answer.pre_wean_mortality).toBe(kpi.kpis.pre_wean_mortality);
      expect(answer.litters).toBe(kpi.kpis.litters);
    }
    const year = await get<PigletMortality>('piglet-mortality?from=2024-10-01&to=2025-09-30');
    // Not an empty comparison: deaths in every band, rooms of the tree, several causes.
    expect(Object.values(year.bands).every((n) => n > 0)).toBe(true);
    expect(year.rooms.map((row) => row.room)).toContain('Farrowing room A');
    expect(year.causes.length).toBeGreaterThan(2);
  });

  it('filters by parity group and cause group', async () => {
    const [from, to] = PERIODS[1];
    const answer = await get<PigletMortality>(
      `piglet-mortality?from=${from}&to=${to}&parity=1,3-5&cause=crushed,scours`,
    );
    expect(answer).toEqual(
      pigletMortality(
        { from, to },
        pigletDeathRowsOf(timelines, rooms),
        litterRowsOf(timelines, rooms),
        { parity: ['1', '3-5'], cause: ['crushed', 'scours'] },
      ),
    );
    expect(answer.deaths).toBeGreaterThan(0);
  });

  it('answers the tile’s default period, three months ending today', async () => {
    const answer = await get<PigletMortality>('piglet-mortality');
    expect([answer.from, answer.to]).toEqual(['2025-12-11', TODAY]);
  });
});

describe('what one pass does not read', () => {
  it('finds an old place and an old previous service on their own', async () => {
    const on = (offset: number) => daysBefore(-offset);
    // X never moved since her entry, 300 days ago, into a crate; Y's return comes 20 days after
    // a service older than the reproduction analysis' window (119 + 115 days back).
    const handMade = [
      { type: 'entry', animal: 'X', date: on(-300), parity: 2, location: 'Farrowing C-1' },
      { type: 'service', animal: 'X', date: on(-130) },
      { type: 'farrowing', animal: 'X', date: on(-15), born_alive: 12 },
      { type: 'piglet_death', animal: 'X', date: on(-13), count: 2, cause: 'crushed' },
      { type: 'entry', animal: 'Y', date: on(-400), parity: 1 },
      { type: 'service', animal: 'Y', date: on(-250), boar: 'B9' },
      { type: 'service', animal: 'Y', date: on(-230), boar: 'B9' },
    ];
    const id = await kit.newSite([]);
    const imported = await kit.post(`/api/sites/${id}/records/import`, { records: handMade });
    expect(imported.statusCode, imported.body).toBe(200);
    const read = async <T>(path: string) => {
      const response = await kit.get(`/api/sites/${id}/herd/${path}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    };
    const mortality = await read<PigletMortality>(`piglet-mortality?from=${daysBefore(30)}`);
    expect(mortality.rooms).toEqual([
      expect.objectContaining({ room: 'Farrowing C', litters: 1, born_alive: 12, deaths: 2 }),
    ]);
    const analysis = await read<ReproductionAnalysis>(
      `reproduction-analysis?from=${daysBefore(119)}`,
    );
    // The window (234 to 115 days back) holds X's service, which farrowed, and Y's return, whose
    // outcome is not known yet (pending, not a failure).
    expect(analysis.farrowing_rate.by_service).toEqual([
      { key: 'first', services: 1, farrowed: 1, pending: 0, far_rate: 1 },
      { key: 'regular', services: 1, farrowed: 0, pending: 1, far_rate: 0 },
    ]);
    const timelinesHere = buildTimelines(handMade as HerdRecord[]);
    expect(analysis).toEqual(
      reproductionAnalysis(
        { from: daysBefore(119), to: TODAY },
        TODAY,
        serviceRowsOf(timelinesHere),
        {
          parity: [],
        },
      ),
    );
  });
});

describe('sow withdrawals', () => {
  it('equals the reference timelines’ answer, and the contract’s rates', async () => {
    for (const [from, to] of PERIODS) {
      const answer = await get<SowWithdrawals>(`sow-withdrawals?from=${from}&to=${to}`);
      const range = { from: dayNumber(from), to: dayNumber(to), days: 0 };
      range.days = range.to - range.from + 1;
      expect(answer).toEqual(
        sowWithdrawals({ from, to }, removalRowsOf(timelines), femaleDaysOf(timelines, range), {
          kind: [],
          parity: [],
          reason: [],
        }),
      );
      const kpi = computeKpiReport(records, { from, to });
      expect(answer.avg_females).toBe(kpi.kpis.avg_females);
      expect(answer.pc_culling).toBe(kpi.kpis.pc_culling);
      expect(answer.pc_mortality).toBe(kpi.kpis.pc_mortality);
      // Every whole-herd figure is its KPI's, so the screen opens that KPI's drill-down on it.
      expect(answer.removal_rate).toBe(kpi.kpis.removal_rate);
      expect(answer.cull_parity).toBe(kpi.kpis.cull_parity);
    }
    const year = await get<SowWithdrawals>('sow-withdrawals?from=2024-10-01&to=2025-09-30');
    expect(year.kinds.filter((kind) => kind.removals > 0).length).toBeGreaterThanOrEqual(3);
    expect(year.stages.length).toBeGreaterThan(2);
  });

  it('filters by kind, parity group and reason group', async () => {
    const answer = await get<SowWithdrawals>(
      'sow-withdrawals?from=2024-10-01&to=2025-09-30&kind=cull,death&parity=3-5,6%2B&reason=productive,locomotor,unknown',
    );
    const range = { from: dayNumber('2024-10-01'), to: dayNumber('2025-09-30'), days: 365 };
    expect(answer).toEqual(
      sowWithdrawals(
        { from: '2024-10-01', to: '2025-09-30' },
        removalRowsOf(timelines),
        femaleDaysOf(timelines, range),
        {
          kind: ['cull', 'death'],
          parity: ['3-5', '6+'],
          reason: ['productive', 'locomotor', 'unknown'],
        },
      ),
    );
    expect(answer.removals).toBeGreaterThan(0);
  });
});

describe('reproduction analysis', () => {
  const RECENT = [
    [daysBefore(119), TODAY],
    [daysBefore(60), daysBefore(20)],
    [TODAY, TODAY],
  ] as const;

  it('equals the reference timelines’ answer, and the contract’s return bands and farrowing rate', async () => {
    const serviceRows = serviceRowsOf(timelines);
    for (const [from, to] of RECENT) {
      const answer = await get<ReproductionAnalysis>(`reproduction-analysis?from=${from}&to=${to}`);
      expect(answer).toEqual(
        reproductionAnalysis({ from, to }, TODAY, serviceRows, { parity: [] }),
      );
      const kpi = computeKpiReport(records, { from, to });
      expect(answer.returns.bands).toEqual(kpi.return_bands);
      expect(answer.services).toBe(kpi.kpis.services);
      expect(answer.first_services).toBe(kpi.kpis.first_services);
      expect(answer.farrowing_rate.far_rate).toBe(kpi.kpis.far_rate);
    }
    const full = await get<ReproductionAnalysis>(`reproduction-analysis?from=${daysBefore(119)}`);
    // Services in several states, with boars and technicians.
    expect(Object.values(full.states).filter((n) => n > 0).length).toBeGreaterThanOrEqual(4);
    expect(full.returns.repeats).toBeGreaterThan(0);
    expect(full.farrowing_rate.by_boar.length).toBeGreaterThan(1);
    expect(full.farrowing_rate.by_technician.map((row) => row.key).sort()).toEqual([
      'anna@farm.test',
      'ben@farm.test',
    ]);
  });

  it('filters by parity group', async () => {
    const answer = await get<ReproductionAnalysis>('reproduction-analysis?parity=0');
    expect(answer).toEqual(
      reproductionAnalysis({ from: answer.from, to: TODAY }, TODAY, serviceRowsOf(timelines), {
        parity: ['0'],
      }),
    );
  });

  it('answers the last 120 days by default', async () => {
    const answer = await get<ReproductionAnalysis>('reproduction-analysis');
    expect([answer.from, answer.to, answer.today]).toEqual([daysBefore(119), TODAY, TODAY]);
  });

  it.each([
    [
      // 121 days, today included: one more than the default and the limit.
      `from=${daysBefore(120)}`,
      'querystring.from',
      `must be within the last 120 days, today included (${daysBefore(119)} or later)`,
    ],
    [
      `from=${daysBefore(10)}&to=${daysBefore(-1)}`,
      'querystring.to',
      `must not be after today (${TODAY})`,
    ],
    ['parity=0,7', 'querystring.parity', 'must be values among 0, 1, 2, 3-5, 6+ (not 7)'],
  ])('refuses %s, naming the field', async (query, field, reason) => {
    const response = await kit.get(`/api/sites/${siteId}/herd/reproduction-analysis?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details).toEqual([{ field, reason }]);
  });
});
