import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KPI_KEYS,
  computeKpiReport,
  herdRecordSchema,
  type ApiError,
  type HerdRecordInput,
  type KpiReport,
  type Site,
} from '@barnboard/domain';
import { bearer } from '../support/demo.js';
import { demoMaternity, importHerd, nurseryUnseenByMember } from '../support/demo-maternity.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type KpiAnswer = KpiReport & { no_data: boolean; series?: KpiReport[] };

let t: TestApp;
let manager: string;
let maternity: Site;

/** A small herd: two sows, services, a return, a farrowing, a weaning, a cull. */
const records: HerdRecordInput[] = [
  { type: 'entry', animal: 'F1', date: '2025-09-01', parity: 2 },
  { type: 'entry', animal: 'F2', date: '2025-09-01' },
  { type: 'service', animal: 'F1', date: '2025-09-10', user: 'ana' },
  { type: 'service', animal: 'F2', date: '2025-09-12', user: 'ben' },
  { type: 'service', animal: 'F2', date: '2025-10-03', user: 'ben' },
  { type: 'preg_check', animal: 'F1', date: '2025-10-08', result: 'positive' },
  {
    type: 'farrowing',
    animal: 'F1',
    date: '2026-01-03',
    born_alive: 14,
    stillborn: 1,
    mummified: 0,
  },
  { type: 'piglet_death', animal: 'F1', date: '2026-01-05', count: 2 },
  { type: 'weaning', animal: 'F1', date: '2026-01-24', count: 12, user: 'ana' },
  { type: 'removal', animal: 'F2', date: '2026-02-10', kind: 'cull' },
];

beforeAll(async () => {
  t = await createTestApp();
  ({ manager, maternity } = await demoMaternity(t));
  await importHerd(t, manager, maternity.id, records);
}, 60_000);

afterAll(() => t?.close());

const kpis = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/sites/${maternity.id}/kpis?${query}`,
    headers: bearer(manager),
  });

describe('GET /api/sites/{siteId}/kpis', () => {
  it('answers every key of the catalogue, equal to the reference engine on the stored records', async () => {
    const response = await kpis('from=2025-09-01&to=2026-02-28');
    expect(response.statusCode).toBe(200);
    const body = response.json<ReturnType<typeof computeKpiReport>>();
    expect(Object.keys(body.kpis).sort()).toEqual([...KPI_KEYS].sort());
    const expected = computeKpiReport(
      records.map((r) => herdRecordSchema.parse(r)),
      { from: '2025-09-01', to: '2026-02-28' },
    );
    expect(body).toEqual({ ...expected, no_data: false });
    expect(body.kpis).toMatchObject({
      services: 3,
      first_services: 2,
      litters: 1,
      weaned: 12,
      born_alive: 14,
    });
    expect(body.return_bands.regular).toBe(1); // F2's return after 21 days
  });

  it('answers for the days the herd has data for: from its first entry to today', async () => {
    // The herd's first entry is 2025-09-01; the test clock's today is 2026-06-01.
    const body = (await kpis('from=2025-06-01&to=2026-08-31')).json<KpiAnswer>();
    const covered = { from: '2025-09-01', to: '2026-06-01' };
    const parsed = records.map((r) => herdRecordSchema.parse(r));
    expect(body).toEqual({ ...computeKpiReport(parsed, covered), no_data: false });
    // Over the days asked, the two sows would read as fewer on average than the herd ever had.
    const asked = computeKpiReport(parsed, { from: '2025-06-01', to: '2026-08-31' });
    expect(asked.kpis.avg_females).toBeLessThan(body.kpis.avg_females!);
  });

  it('reads "no data" for a period before the herd’s first entry, never 0', async () => {
    const body = (await kpis('from=2024-01-01&to=2024-12-31&interval=month')).json<KpiAnswer>();
    expect([body.from, body.to, body.no_data]).toEqual(['2024-01-01', '2024-12-31', true]);
    expect(Object.values(body.kpis).every((value) => value === null)).toBe(true);
    expect(body.series).toHaveLength(12);
    expect(body.series!.every((month) => month.kpis.litters === null)).toBe(true);
  });

  it('adds a monthly series and the per-user split when asked', async () => {
    const body = (await kpis('from=2025-09-01&to=2025-11-30&interval=month&group_by=user')).json<{
      series: { from: string; kpis: { services: number } }[];
      by_user: Record<string, Record<string, number>>;
    }>();
    expect(body.series.map((s) => [s.from, s.kpis.services])).toEqual([
      ['2025-09-01', 2],
      ['2025-10-01', 1],
      ['2025-11-01', 0],
    ]);
    expect(body.by_user.ben).toMatchObject({ services: 2, first_services: 1 });
    expect(body.by_user.ana).toMatchObject({ services: 1, first_services: 1 });
  });

  it.each([
    ['from=2026-02-01&to=2026-01-01', 'querystring.to'],
    ['from=2026-02-30&to=2026-03-01', 'querystring.from'],
    ['to=2026-03-01', 'querystring.from'],
    ['from=2026-01-01&to=2026-02-01&interval=day', 'querystring.interval'],
  ])('refuses %s naming %s', async (query, field) => {
    const response = await kpis(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details?.map((d) => d.field)).toContain(field);
  });

  it('refuses a member who cannot see the site', async () => {
    const { nurseryId, member } = await nurseryUnseenByMember(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/sites/${nurseryId}/kpis?from=2026-01-01&to=2026-01-31`,
      headers: bearer(member),
    });
    expect(response.statusCode).toBe(403);
  });
});
