import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computeHerdReport,
  computeKpiReport,
  dateOfDay,
  dayNumber,
  parsePreferences,
  targetLactationDays,
  type ApiError,
  type HerdRecord,
  type KpiReport,
  type PerformanceAnswer,
  type Period,
  type Site,
} from '@barnboard/domain';
import { dateInZone } from '../../src/lib/dates.js';
import { importRecords } from '../../src/modules/herd-records/import-service.js';
import { findRecordsSite } from '../../src/repositories/herd-records-repository.js';
import { findSite } from '../../src/repositories/sites-repository.js';
import { simulateHerd } from '../../src/simulator/index.js';
import { bearer } from '../support/demo.js';
import { demoMaternity, nurseryUnseenByMember } from '../support/demo-maternity.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let manager: string;
let maternity: Site;
let records: HerdRecord[];
let today: string;

/** Two years of a simulated 120-sow herd, ending on the site's today, imported for real. */
beforeAll(async () => {
  t = await createTestApp();
  ({ manager, maternity } = await demoMaternity(t));
  const site = (await findRecordsSite(t.database.db, maternity.id))!;
  today = dateInZone(t.clock.now(), site.timezone);
  records = simulateHerd({ sows: 120, years: 2, seed: 13, endDate: today });
  const result = await importRecords(t.database.db, site, [...records], (index) => ({ index }));
  expect(result.invalid).toEqual([]);
}, 120_000);

afterAll(() => t?.close());

const performances = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/sites/${maternity.id}/performances?${query}`,
    headers: bearer(manager),
  });

const shift = (period: Period, days: number): Period => ({
  from: dateOfDay(dayNumber(period.from) + days),
  to: dateOfDay(dayNumber(period.to) + days),
});

const reportOf = (column: KpiReport): KpiReport => ({
  from: column.from,
  to: column.to,
  kpis: column.kpis,
  return_bands: column.return_bands,
  parity_distribution: column.parity_distribution,
  piglet_mortality_bands: column.piglet_mortality_bands,
  removals_by_kind: column.removals_by_kind,
});

describe('GET /api/sites/{siteId}/performances', () => {
  it('answers 13 months, each column the reference’s report of its period', async () => {
    const response = await performances(`columns=month&count=13&to=${today}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<PerformanceAnswer>();
    expect(body.today).toBe(today);
    expect(body.columns).toHaveLength(13);
    const monthEnds = dateOfDay(dayNumber(today) + 1).endsWith('-01');
    expect(body.columns.at(-1)).toMatchObject({ to: today, partial: !monthEnds });
    // The weanings' timing reads the site's target lactation length.
    const stored = await findSite(t.database.db, maternity.id);
    const target = targetLactationDays(parsePreferences(stored?.preferences));
    for (const column of body.columns) {
      expect(reportOf(column)).toEqual(computeKpiReport(records, column));
      expect(column.figures).toEqual(computeHerdReport(records, column, target).figures);
      // The farrowing rate of the column's own services, and the n of the lagged rates.
      expect(column.service_far_rate).toEqual(
        computeKpiReport(records, shift(column, 115)).kpis.far_rate,
      );
      expect(column.window_services.far_rate).toBe(
        computeKpiReport(records, shift(column, -115)).kpis.services,
      );
      expect(column.window_services.return_ratio).toBe(
        computeKpiReport(records, shift(column, -42)).kpis.services,
      );
    }
    // The total: the KPIs over the whole span.
    const span = { from: body.columns[0]!.from, to: today };
    expect(body.total).toMatchObject({ kind: 'span', ...span });
    expect(body.total.kpis).toEqual(computeKpiReport(records, span).kpis);
    expect(body.total.kpis.services).toBe(
      body.columns.reduce((sum, column) => sum + column.kpis.services!, 0),
    );
  }, 60_000);

  it('marks the farrowing rate of services younger than 120 days as not final', async () => {
    const body = (await performances('columns=month&count=6')).json<PerformanceAnswer>();
    const finals = body.columns.map((column) => column.final);
    // The contract's far_rate reads services dated 115 days before each month: final 5 days
    // after the month, once its last service is 120 days old (a sow may farrow up to then). The
    // rate of a month's own services is not while its last day is less than 120 days ago.
    expect(finals.map((final) => final.far_rate)).toEqual(
      body.columns.map((column) => dayNumber(today) - dayNumber(column.to) >= 5),
    );
    expect(finals.slice(0, 4).every((final) => final.far_rate)).toBe(true);
    expect(finals.slice(-4).map((final) => final.service_far_rate)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(finals[0]!.service_far_rate).toBe(true);
  });

  it('averages rolling windows, and covers a span from `from`', async () => {
    const rolling = (
      await performances(`columns=rolling13&count=3&to=${today}`)
    ).json<PerformanceAnswer>();
    expect(rolling.total.kind).toBe('mean');
    for (const column of rolling.columns) {
      expect(dayNumber(column.to) - dayNumber(column.from)).toBe(90);
      expect(reportOf(column)).toEqual(computeKpiReport(records, column));
    }
    const quarters = (
      await performances(`columns=quarter&from=2025-02-10&to=${today}`)
    ).json<PerformanceAnswer>();
    // The first quarter is cut at `from`: the grid covers the period asked, no more.
    expect(quarters.columns[0]).toMatchObject({
      from: '2025-02-10',
      to: '2025-03-31',
      partial: true,
    });
    expect(quarters.columns.at(-1)!.to).toBe(today);
  });

  it('gives for a period the figures the KPI tiles give for it: one period, one number', async () => {
    // The tiles' "last 12 months": a year back from the day after today, in every unit.
    const period = { from: dateOfDay(dayNumber(today) - 364), to: today };
    const tile = await t.app.inject({
      method: 'GET',
      url: `/api/sites/${maternity.id}/kpis?from=${period.from}&to=${period.to}`,
      headers: bearer(manager),
    });
    const tileKpis = tile.json<KpiReport>().kpis;
    for (const unit of ['week', 'month', 'quarter', 'year']) {
      const grid = (
        await performances(`columns=${unit}&from=${period.from}&to=${period.to}`)
      ).json<PerformanceAnswer>();
      expect(grid.total, unit).toMatchObject(period);
      expect(grid.total.kpis, unit).toEqual(tileKpis);
      // The columns' counts add up to the tile's.
      for (const key of ['litters', 'services', 'weanings', 'weaned'] as const)
        expect(
          grid.columns.reduce((sum, column) => sum + column.kpis[key]!, 0),
          `${unit} ${key}`,
        ).toBe(tileKpis[key]);
    }
  }, 60_000);

  it.each([
    ['columns=fortnight', 'querystring.columns'],
    ['count=0', 'querystring.count'],
    ['count=61', 'querystring.count'],
    ['count=0x10', 'querystring.count'],
    ['from=2026-01-01&count=3', 'querystring.count'],
    ['from=2026-05-01&to=2026-04-01', 'querystring.to'],
    ['to=2026-02-30', 'querystring.to'],
    ['columns=week&from=2024-01-01&to=2026-01-01', 'querystring.from'],
    ['columns=year&count=12', 'querystring.count'],
  ])('refuses %s naming %s', async (query, field) => {
    const response = await performances(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details?.map((d) => d.field)).toContain(field);
  });

  it('refuses a member who cannot see the zootech area of the site', async () => {
    const { nurseryId, member } = await nurseryUnseenByMember(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/sites/${nurseryId}/performances?count=2`,
      headers: bearer(member),
    });
    expect(response.statusCode).toBe(403);
  });
});
