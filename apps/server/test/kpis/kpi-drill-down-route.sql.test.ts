import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computeKpiExplanation,
  herdRecordSchema,
  type ApiError,
  type HerdRecordInput,
  type KpiDrillDownResponse,
  type Site,
} from '@barnboard/domain';
import { bearer } from '../support/demo.js';
import { demoMaternity, importHerd, nurseryUnseenByMember } from '../support/demo-maternity.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let manager: string;
let site: Site;

/** Three services of October 2025: one farrowed in February, one returned, one culled. */
const records: HerdRecordInput[] = [
  { type: 'entry', animal: 'A1', date: '2025-09-01', parity: 2, location: 'Gestation 1' },
  { type: 'entry', animal: 'A2', date: '2025-09-01', location: 'Gestation 2' },
  { type: 'entry', animal: 'A3', date: '2025-09-01', parity: 1 },
  { type: 'service', animal: 'A1', date: '2025-10-05', user: 'ana' },
  { type: 'service', animal: 'A2', date: '2025-10-06', user: 'ana' },
  { type: 'service', animal: 'A3', date: '2025-10-07' },
  { type: 'service', animal: 'A2', date: '2025-10-27' },
  { type: 'removal', animal: 'A3', date: '2025-11-20', kind: 'cull' },
  { type: 'move', animal: 'A1', date: '2026-01-20', location: 'Farrowing 3' },
  { type: 'farrowing', animal: 'A1', date: '2026-01-28', born_alive: 13, stillborn: 1 },
];

beforeAll(async () => {
  t = await createTestApp();
  ({ manager, maternity: site } = await demoMaternity(t));
  await importHerd(t, manager, site.id, records);
}, 60_000);

afterAll(() => t?.close());

const drillDown = (key: string, query: string, token = manager) =>
  t.app.inject({
    method: 'GET',
    url: `/api/sites/${site.id}/kpis/${key}/drill-down?${query}`,
    headers: bearer(token),
  });

describe('GET /api/sites/{siteId}/kpis/{key}/drill-down', () => {
  it('lists the services a farrowing rate reads, 115 days before the period, with the sums', async () => {
    // Farrowings of 2026-01-28 … 2026-03-01 read the services of 2025-10-05 … 2025-11-06.
    const response = await drillDown('far_rate', 'from=2026-01-28&to=2026-03-01');
    expect(response.statusCode).toBe(200);
    const body = response.json<KpiDrillDownResponse>();
    expect(body).toMatchObject({
      key: 'far_rate',
      formula: 'ratio',
      numerator: 1,
      denominator: 4,
      n: 4,
      value: 0.25,
      // The window the services come from, which the drawer states.
      window: {
        kind: 'far_rate',
        event: 'service',
        from: '2025-10-05',
        to: '2025-11-06',
        lag_days: 115,
      },
      meta: { total: 4, current_page: 1 },
    });
    expect(body.data.map((row) => [row.animal, row.date, row.detail, row.numerator])).toEqual([
      ['A1', '2025-10-05', 'farrowed', 1],
      ['A2', '2025-10-06', 'returned', null],
      ['A3', '2025-10-07', 'removed', null],
      ['A2', '2025-10-27', 'pending', null],
    ]);
    expect(body.data.map((row) => row.location)).toEqual([
      'Gestation 1',
      'Gestation 2',
      null,
      'Gestation 2',
    ]);
    const { rows, ...sums } = computeKpiExplanation(
      records.map((r) => herdRecordSchema.parse(r)),
      'far_rate',
      { from: '2026-01-28', to: '2026-03-01' },
    );
    const { data, meta, ...answer } = body;
    expect(answer).toEqual(sums);
    expect(data).toEqual(rows);
    expect(meta.total).toBe(rows.length);
  });

  it('gives the rows a page at a time, the sums over every row', async () => {
    const body = (
      await drillDown('far_rate', 'from=2026-01-28&to=2026-03-01&page=2&per_page=3')
    ).json<KpiDrillDownResponse>();
    expect(body.data.map((row) => row.date)).toEqual(['2025-10-27']);
    expect(body.meta).toMatchObject({ total: 4, pages: 2, current_page: 2, per_page: 3 });
    expect(body.denominator).toBe(4);
  });

  it('lists the litters whose born alive sum to the figure', async () => {
    const body = (
      await drillDown('born_alive', 'from=2026-01-01&to=2026-01-31')
    ).json<KpiDrillDownResponse>();
    expect(body.data).toEqual([
      {
        animal: 'A1',
        event: 'farrowing',
        date: '2026-01-28',
        location: 'Farrowing 3',
        detail: null,
        numerator: 13,
        denominator: 1,
      },
    ]);
    expect(body.value).toBe(13);
    // Rows dated in the period: no window of their own.
    expect(body.window).toBeNull();
  });

  it('keeps the events one user recorded when asked', async () => {
    const body = (
      await drillDown('far_rate', 'from=2026-01-28&to=2026-03-01&user=ana')
    ).json<KpiDrillDownResponse>();
    expect(body).toMatchObject({ user: 'ana', numerator: 1, denominator: 2, value: 0.5 });
    expect(body.data.map((row) => row.animal)).toEqual(['A1', 'A2']);
  });

  it('refuses a user for a KPI made of females’ days, naming the field', async () => {
    const response = await drillDown('npd', 'from=2026-01-01&to=2026-01-31&user=ana');
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details?.map((d) => d.field)).toEqual(['querystring.user']);
  });

  it.each([
    ['far_rat', 'from=2026-01-01&to=2026-01-31', 'params.key'],
    ['far_rate', 'from=2026-02-01&to=2026-01-01', 'querystring.to'],
    ['far_rate', 'to=2026-01-01', 'querystring.from'],
    ['far_rate', 'from=2016-01-01&to=2026-12-31', 'querystring.to'],
    ['far_rate', 'from=2026-01-01&to=2026-01-31&per_page=0', 'querystring.per_page'],
    ['far_rate', 'from=2026-01-01&to=2026-01-31&page=x', 'querystring.page'],
  ])('refuses key %s with %s naming %s', async (key, query, field) => {
    const response = await drillDown(key, query);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details?.map((d) => d.field)).toContain(field);
  });

  it('refuses a member who cannot see the site', async () => {
    const { nurseryId, member } = await nurseryUnseenByMember(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/sites/${nurseryId}/kpis/far_rate/drill-down?from=2026-01-01&to=2026-01-31`,
      headers: bearer(member),
    });
    expect(response.statusCode).toBe(403);
  });
});
