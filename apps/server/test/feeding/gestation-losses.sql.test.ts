import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTimelines,
  dateOfDay,
  dayNumber,
  gestationLosses,
  LOSS_CAUSES,
  type ApiError,
  type GestationLosses,
  type LossCause,
  type ServiceFate,
} from '@barnboard/domain';
import { simulateHerd } from '../../src/simulator/index.js';
import { feedingKit, type FeedingKit } from '../support/feeding-sites.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** GET /feeding/gestation/losses (docs/feeding.md, "Gestation losses"). */

let t: TestApp;
let kit: FeedingKit;

/** The site's today: the clock is set to noon in Montreal on that day. */
const TODAY = '2026-03-10';
/** The default period is the 3 months ending today: 2025-12-11 … 2026-03-10, whose window
 * (115 days earlier) is 2025-08-18 … 2025-11-15. */
const WINDOW = { from: '2025-08-18', to: '2025-11-15' };
/** Day 0 of the hand-made services, inside the window. */
const S0 = '2025-09-01';
const on = (offset: number, from = S0) => dateOfDay(dayNumber(from) + offset);

/** A fresh site holding these records (the exchange format), imported through the route. */
async function siteWith(records: readonly object[]): Promise<string> {
  const id = await kit.newSite([]);
  const answer = await kit.post(`/api/sites/${id}/records/import`, { records });
  expect(answer.statusCode, answer.body).toBe(200);
  return id;
}

const losses = (siteId: string, query = '', token?: string) =>
  kit.get(`/api/sites/${siteId}/feeding/gestation/losses${query}`, token);

beforeAll(async () => {
  t = await createTestApp();
  kit = await feedingKit(t);
  t.clock.set(`${TODAY}T16:00:00Z`);
}, 120_000);

afterAll(() => t?.close());

type Expected = { cause: LossCause; dayLost: number | null };
type Female = { animal: string; events: [string, number, object?][]; lost: Expected[] };

/**
 * One female per fate; `events` are [type, day from S0, fields]; `lost` what each of her
 * services in the window was lost to, by the rules of docs/feeding.md, worked out by hand.
 */
const FEMALES: Female[] = [
  {
    animal: 'A',
    events: [
      ['service', 0],
      ['service', 21],
      ['farrowing', 136, { born_alive: 12 }],
    ],
    lost: [{ cause: 'regular_return', dayLost: 21 }],
  },
  {
    animal: 'B',
    events: [
      ['service', 0],
      ['service', 30],
      ['farrowing', 145, { born_alive: 11 }],
    ],
    lost: [{ cause: 'irregular_return', dayLost: 30 }],
  },
  {
    animal: 'C',
    events: [
      ['service', 0],
      ['preg_check', 28, { result: 'negative' }],
    ],
    lost: [{ cause: 'negative_check', dayLost: 28 }],
  },
  {
    animal: 'D',
    events: [
      ['service', 0],
      ['preg_check', 30, { result: 'positive' }],
      ['abortion', 60],
    ],
    lost: [{ cause: 'abortion', dayLost: 60 }],
  },
  {
    animal: 'E',
    events: [
      ['service', 0],
      ['removal', 50, { kind: 'cull' }],
    ],
    lost: [{ cause: 'died_or_culled', dayLost: 50 }],
  },
  {
    animal: 'F',
    events: [
      ['service', 0],
      ['removal', 40, { kind: 'transfer' }],
    ],
    lost: [],
  },
  { animal: 'G', events: [['service', 0]], lost: [{ cause: 'not_in_pig', dayLost: null }] },
  {
    animal: 'H',
    events: [
      ['service', 0],
      ['farrowing', 115, { born_alive: 14 }],
    ],
    lost: [],
  },
  {
    animal: 'I',
    events: [
      ['service', 0],
      ['service', 18],
      ['farrowing', 133, { born_alive: 13 }],
    ],
    lost: [{ cause: 'regular_return', dayLost: 18 }],
  },
  {
    animal: 'J',
    events: [
      // Day 26: the first day past the regular band (18–25, the returns analysis's).
      ['service', 0],
      ['service', 26],
      ['farrowing', 140, { born_alive: 10 }],
    ],
    lost: [{ cause: 'irregular_return', dayLost: 26 }],
  },
  {
    animal: 'M',
    events: [
      ['service', 0],
      ['removal', 70, { kind: 'death' }],
    ],
    lost: [{ cause: 'died_or_culled', dayLost: 70 }],
  },
  // Served on the window's last day: 115 days ago, still pending.
  { animal: 'K', events: [['service', dayNumber(WINDOW.to) - dayNumber(S0)]], lost: [] },
  // Served the day before the window: not counted, whatever follows.
  {
    animal: 'L',
    events: [
      ['service', dayNumber(WINDOW.from) - dayNumber(S0) - 1],
      ['preg_check', 20, { result: 'negative' }],
    ],
    lost: [],
  },
];

function handMadeRecords(): object[] {
  return FEMALES.flatMap(({ animal, events }) => [
    { type: 'entry', animal, date: on(-60), parity: 1 },
    ...events.map(([type, day, fields]) => ({ type, animal, date: on(day), ...fields })),
  ]);
}

describe('gestation losses', () => {
  it('counts the window’s lost services by cause, as worked out by hand', async () => {
    const siteId = await siteWith(handMadeRecords());
    const response = await losses(siteId);
    expect(response.statusCode).toBe(200);
    const answer = response.json<GestationLosses>();

    const inWindow = (day: number) => on(day) >= WINDOW.from && on(day) <= WINDOW.to;
    const services = FEMALES.flatMap((f) =>
      f.events.filter(([type, day]) => type === 'service' && inWindow(day)),
    );
    const lost = FEMALES.flatMap((f) => f.lost.map((loss) => ({ ...loss, animal: f.animal })));
    const round1 = (value: number) => Math.round(value * 10) / 10;
    const percent = (n: number) => round1((n / services.length) * 100);
    const mean = (of: Expected[]) => {
      const days = of.flatMap((loss) => (loss.dayLost === null ? [] : [loss.dayLost]));
      return days.length ? round1(days.reduce((a, b) => a + b, 0) / days.length) : null;
    };

    expect(services).toHaveLength(16);
    expect(answer).toMatchObject({
      from: '2025-12-11',
      to: TODAY,
      window: WINDOW,
      services: services.length,
      farrowed: 5, // A and B's second services, H, I and J's second
      pending: 1, // K
      transferred: 1, // F
      lost: lost.length,
      percent_lost: percent(lost.length),
      mean_day_lost: mean(lost),
    });
    expect(answer.causes).toEqual(
      LOSS_CAUSES.map((cause) => {
        const of = lost.filter((loss) => loss.cause === cause);
        return { cause, count: of.length, percent: percent(of.length), mean_day: mean(of) };
      }),
    );
    expect(answer.losses).toEqual(
      lost
        .sort((a, b) => a.animal.localeCompare(b.animal))
        .map((loss) => ({
          animal: loss.animal,
          service_date: S0,
          cause: loss.cause,
          lost_date: loss.dayLost === null ? null : on(loss.dayLost),
          day_lost: loss.dayLost,
        })),
    );
  });

  it('agrees with the reference timelines on a simulated herd, for several periods', async () => {
    const records = simulateHerd({ sows: 60, years: 2, seed: 7, endDate: '2026-03-01' });
    const siteId = await siteWith(records);
    const timelines = buildTimelines(records);
    let lost = 0;
    for (const [from, to] of [
      ['2025-12-11', TODAY],
      ['2024-10-01', '2025-03-31'],
      ['2025-06-01', '2025-06-30'],
      ['2026-03-10', '2026-03-10'],
    ] as const) {
      const window = { from: dayNumber(from) - 115, to: dayNumber(to) - 115 };
      // Each service's fate as the reference timelines of packages/domain/src/herd derive it.
      const fates: ServiceFate[] = timelines.flatMap((timeline) =>
        timeline.services
          .filter((service) => service.day >= window.from && service.day <= window.to)
          .map((service) => ({
            animal: timeline.animal,
            day: service.day,
            outcome: service.outcome,
            outcomeDay: service.outcomeDay,
            removalKind: service.outcome === 'removed' ? timeline.removal!.kind : null,
          })),
      );
      const response = await losses(siteId, `?from=${from}&to=${to}`);
      expect(response.statusCode).toBe(200);
      const expected = gestationLosses({ from, to }, fates, TODAY);
      expect(response.json()).toEqual(expected);
      lost += expected.lost;
    }
    // The simulated herd loses services to more than one cause: the comparison is not empty.
    expect(lost).toBeGreaterThan(10);
  }, 60_000);

  it('refuses a period whose end comes before its start, naming the field', async () => {
    const siteId = await siteWith([]);
    const response = await losses(siteId, '?from=2026-03-01&to=2026-02-01');
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details).toEqual([
      { field: 'querystring.to', reason: 'must not be before from' },
    ]);
  });

  it('needs the gestation area: refused to a user of lactation only', async () => {
    const siteId = await siteWith([]);
    const lactationOnly = await kit.userWith(siteId, 'member', ['lactation']);
    expect((await losses(siteId, '', lactationOnly)).statusCode).toBe(403);
    const gestation = await kit.userWith(siteId, 'member', ['gestation']);
    expect((await losses(siteId, '', gestation)).statusCode).toBe(200);
  });
});
