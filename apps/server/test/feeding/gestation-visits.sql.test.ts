import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateOfDay, dayNumber, type ApiError, type GestationVisits } from '@barnboard/domain';
import { feedingKit, type FeedingKit } from '../support/feeding-sites.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** GET /feeding/gestation/visits (docs/feeding.md, "Gestation visits"). */

let t: TestApp;
let kit: FeedingKit;
let siteId: string;

/** The site's today: the clock is set to noon in Montreal on that day. */
const TODAY = '2026-03-10';
const day = (offset: number) => dateOfDay(dayNumber(TODAY) + offset);

type Visit = { animal: string; station: string; date: string; time: string; quantity_g: number };
type Intake = {
  animal: string;
  date: string;
  kind: 'gestation' | 'lactation';
  target_g: number;
  distributed_g: number;
  day: number;
  station: string;
};

const SOWS = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S10'];
const STATIONS = [
  { name: 'ESF 1', kind: 'gestation', location: 'Gestation pen 1' },
  { name: 'ESF 2', kind: 'gestation', location: 'Gestation pen 2' },
  { name: 'ESF 10', kind: 'gestation' },
  { name: 'LF A-1', kind: 'lactation', location: 'Farrowing A-1' },
];

/** Visits in the site's local time (the import reads a time without offset in the site's zone). */
const v = (
  animal: string,
  station: string,
  offset: number,
  time: string,
  grams: number,
): Visit => ({
  animal,
  station,
  date: day(offset),
  time,
  quantity_g: grams,
});

const VISITS: Visit[] = [
  v('S1', 'ESF 1', -7, '10:00', 2500), // before the default period
  v('S2', 'ESF 2', -6, '09:00', 2600),
  v('S1', 'ESF 1', -2, '06:00', 800),
  v('S1', 'ESF 1', -2, '12:00', 900),
  v('S2', 'ESF 2', -2, '07:00', 1500),
  v('S10', 'ESF 10', -2, '07:30', 1000),
  v('S3', 'ESF 1', -1, '05:00', 1000),
  v('S3', 'ESF 2', -1, '18:00', 1200),
  v('S1', 'ESF 1', -1, '23:59', 500),
  v('S1', 'ESF 1', 0, '00:00', 700),
  v('S1', 'ESF 2', 0, '08:15', 1300),
  v('S2', 'ESF 2', 0, '22:15', 2400),
];

const g = (animal: string, offset: number, target: number, station: string): Intake => ({
  animal,
  date: day(offset),
  kind: 'gestation',
  target_g: target,
  distributed_g: Math.round(target * 0.9),
  day: 30 + offset,
  station,
});

const INTAKES: Intake[] = [
  ...[-2, -1, 0].flatMap((offset) => [
    g('S1', offset, 2500, 'ESF 1'),
    g('S2', offset, 2600, 'ESF 2'),
    g('S3', offset, 2400, 'ESF 1'),
    g('S4', offset, 2300, 'ESF 2'),
  ]),
  g('S5', 0, 2200, 'ESF 10'),
  // Not expected: no ration that day, or on a lactation feeder.
  g('S6', 0, 0, 'ESF 1'),
  { ...g('S10', 0, 6000, 'LF A-1'), kind: 'lactation' },
];

const stationOf = (name: string) => STATIONS.find((station) => station.name === name)!;
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** The answer, counted here from VISITS and INTAKES. */
function expectedVisits(from: string, to: string): GestationVisits {
  const days = [];
  for (let d = dayNumber(from); d <= dayNumber(to); d++) {
    const date = dateOfDay(d);
    const visits = VISITS.filter((visit) => visit.date === date);
    const sows = new Set(visits.map((visit) => visit.animal)).size;
    const stations = [...new Set(visits.map((visit) => visit.station))].sort(byName).map((name) => {
      const at = visits.filter((visit) => visit.station === name);
      return {
        station: name,
        location: stationOf(name).location ?? null,
        visits: at.length,
        sows: new Set(at.map((visit) => visit.animal)).size,
        distributed_g: at.reduce((sum, visit) => sum + visit.quantity_g, 0),
      };
    });
    days.push({
      date,
      expected: INTAKES.filter((i) => i.date === date && i.kind === 'gestation' && i.target_g > 0)
        .length,
      visited: sows,
      visits: visits.length,
      visits_per_sow: sows > 0 ? visits.length / sows : null,
      distributed_g: visits.reduce((sum, visit) => sum + visit.quantity_g, 0),
      stations,
    });
  }
  const cameOnTo = new Set(
    VISITS.filter((visit) => visit.date === to).map((visit) => visit.animal),
  );
  const notVisited = INTAKES.filter(
    (i) => i.date === to && i.kind === 'gestation' && i.target_g > 0 && !cameOnTo.has(i.animal),
  )
    .map((i) => ({
      animal: i.animal,
      station: i.station,
      location: stationOf(i.station).location ?? null,
      day: i.day,
      target_g: i.target_g,
    }))
    .sort((a, b) => byName(a.animal, b.animal));
  return { from, to, days, not_visited: notVisited };
}

const url = (query = '') => `/api/sites/${siteId}/feeding/gestation/visits${query}`;

beforeAll(async () => {
  t = await createTestApp();
  kit = await feedingKit(t);
  t.clock.set(`${TODAY}T16:00:00Z`);
  siteId = await kit.newSite(SOWS);
  const imports: [string, object][] = [
    ['feeding/stations/import', { stations: STATIONS }],
    ['feed-intakes/import', { intakes: INTAKES }],
    [
      'feeding/visits/import',
      { visits: VISITS.map(({ date, time, ...visit }) => ({ ...visit, time: `${date} ${time}` })) },
    ],
  ];
  for (const [path, body] of imports) {
    const answer = await kit.post(`/api/sites/${siteId}/${path}`, body);
    expect(answer.statusCode, answer.body).toBe(200);
  }
}, 120_000);

afterAll(() => t?.close());

describe('gestation visits', () => {
  it('counts each day of the period, per station, and the sows that did not come on the last', async () => {
    const response = await kit.get(url(`?from=${day(-2)}&to=${TODAY}`));
    expect(response.statusCode).toBe(200);
    const answer = response.json<GestationVisits>();
    expect(answer).toEqual(expectedVisits(day(-2), TODAY));
    // The data has what the figures are about: stations shared, a sow at two stations, misses.
    expect(answer.days.map((d) => d.stations.length)).toEqual([3, 2, 2]);
    expect(answer.not_visited.map((sow) => sow.animal)).toEqual(['S3', 'S4', 'S5']);
  });

  it('covers the last 7 days ending today in the site’s time zone by default', async () => {
    const response = await kit.get(url());
    expect(response.statusCode).toBe(200);
    const answer = response.json<GestationVisits>();
    expect(answer).toEqual(expectedVisits(day(-6), TODAY));
    expect(answer.days[0]).toMatchObject({ date: day(-6), visits: 1 });
  });

  it('ends the default period on `to` when only `to` is given', async () => {
    const response = await kit.get(url(`?to=${day(-1)}`));
    expect(response.json<GestationVisits>()).toEqual(expectedVisits(day(-7), day(-1)));
  });

  it.each([
    [`?from=${TODAY}&to=${day(-1)}`, 'querystring.to', 'must not be before from'],
    [`?from=${day(1)}`, 'querystring.from', `must not be after today (${TODAY})`],
    [`?from=${day(-366)}`, 'querystring.to', 'the period may cover at most 366 days'],
    ['?from=2026-02-30', 'querystring.from', 'is not a calendar date'],
  ])('refuses %s naming %s', async (query, field, reason) => {
    const response = await kit.get(url(query));
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details).toEqual([{ field, reason }]);
  });

  it('needs the gestation area: refused to a user of lactation only', async () => {
    const lactationOnly = await kit.userWith(siteId, 'member', ['lactation']);
    expect((await kit.get(url(), lactationOnly)).statusCode).toBe(403);
    const gestation = await kit.userWith(siteId, 'member', ['gestation']);
    expect((await kit.get(url(), gestation)).statusCode).toBe(200);
  });
});
