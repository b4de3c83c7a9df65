import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computeUsersReport,
  dateOfDay,
  dayNumber,
  type ApiError,
  type HerdRecord,
  type Period,
  type Site,
} from '@barnboard/domain';
import { importRecords } from '../../src/modules/herd-records/import-service.js';
import { usersReportOn } from '../../src/modules/users-report/users-report-service.js';
import {
  findRecordsSite,
  type RecordsSite,
} from '../../src/repositories/herd-records-repository.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { simulateHerd } from '../../src/simulator/index.js';
import { bearer, demoToken } from '../support/demo.js';
import { demoTenant, type DemoTenant } from '../support/demo-tenant.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The users report on a real database equals the reference (computeUsersReport, the per-female
 * timelines) on records imported through the real import; only managers get it.
 */

let t: TestApp;
let demo: DemoTenant;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.clock.now());
  demo = await demoTenant(t.database.db);
  owner = await demoToken(t, 'owner@bocage.demo');
}, 120_000);

afterAll(() => t?.close());

async function siteWith(records: HerdRecord[]): Promise<RecordsSite> {
  const site = (await findRecordsSite(t.database.db, await demo.newSite('Users')))!;
  const result = await importRecords(t.database.db, site, [...records], (index) => ({ index }));
  expect(result.invalid).toEqual([]);
  return site;
}

const report = (siteId: string, query: string, token = owner) =>
  t.app.inject({
    method: 'GET',
    url: `/api/sites/${siteId}/users-report?${query}`,
    headers: bearer(token),
  });

describe('GET /api/sites/{siteId}/users-report', () => {
  it('equals the reference per user on a simulated herd with users, for several periods', async () => {
    const end = '2026-06-30';
    const records = simulateHerd({
      sows: 150,
      years: 2,
      seed: 4242,
      endDate: end,
      users: ['ana@farm.test', 'ben@farm.test', 'cleo@farm.test'],
    });
    const site = await siteWith(records);
    const day = (offset: number) => dateOfDay(dayNumber(end) + offset);
    const periods: Period[] = [
      { from: day(-729), to: end },
      { from: day(-364), to: end },
      { from: day(-200), to: day(-110) },
      { from: day(-90), to: day(-90) },
      { from: day(-30), to: day(60) },
    ];
    for (const period of periods) {
      const expected = computeUsersReport(records, period);
      expect(await usersReportOn(t.database.db, site, period)).toEqual(expected);
    }
    // A year holds every user, checks judged right and wrong, litters and weanings.
    const year = computeUsersReport(records, periods[1]!);
    expect(year.users.map((entry) => entry.user)).toEqual([
      'ana@farm.test',
      'ben@farm.test',
      'cleo@farm.test',
    ]);
    expect(year.total.checks_right).toBeGreaterThan(0);
    expect(year.total.checks_judged).toBeGreaterThan(year.total.checks_right);
    expect(year.total.litters).toBeGreaterThan(0);
    expect(year.total.matured_farrowed).toBeGreaterThan(0);

    const response = await report(site.id, `from=${periods[1]!.from}&to=${end}`);
    expect(response.statusCode).toBe(200);
    // None of them is a person of the tenant: no name (users-report-names.test.ts).
    const users = year.users.map((entry) => ({ ...entry, name: null }));
    expect(response.json()).toEqual({ ...year, users });
  }, 120_000);

  it('places checks among same-day events as the reference orders them (times, input order)', async () => {
    const on = (date: string, time?: string) => ({ animal: 'T', date, ...(time ? { time } : {}) });
    const records: HerdRecord[] = [
      { type: 'entry', ...on('2025-01-01'), parity: 1 },
      // Written before the service, but checked later that day: it reads this service.
      { type: 'preg_check', ...on('2025-01-10', '09:00'), result: 'negative', user: 'ana' },
      { type: 'service', ...on('2025-01-10', '08:00'), doses: 1, user: 'ben' },
      { type: 'preg_check', ...on('2025-02-05'), result: 'positive', user: 'ana' },
      // Untimed, before the farrowing in input order on its day: it still reads the service.
      { type: 'preg_check', ...on('2025-05-05'), result: 'positive', user: 'cleo' },
      { type: 'farrowing', ...on('2025-05-05'), born_alive: 12, stillborn: 1, mummified: 0 },
      { type: 'weaning', ...on('2025-05-26'), count: 11, user: 'ben' },
      // Culled later the day of her service and check: the check cannot be judged.
      { type: 'removal', ...on('2025-05-31', '10:00'), kind: 'cull' },
      { type: 'service', ...on('2025-05-31', '07:00'), doses: 1, user: 'ben' },
      { type: 'preg_check', ...on('2025-05-31', '08:00'), result: 'negative', user: 'ana' },
    ];
    const site = await siteWith(records);
    const period = { from: '2025-01-01', to: '2025-12-31' };
    const expected = computeUsersReport(records, period);
    expect(await usersReportOn(t.database.db, site, period)).toEqual(expected);
    // The first check reads the service (wrong: she farrowed), the second is right, the last
    // cannot be judged.
    expect(expected.users.find((entry) => entry.user === 'ana')).toMatchObject({
      checks: 3,
      checks_judged: 2,
      checks_right: 1,
    });
    expect(expected.users.find((entry) => entry.user === 'cleo')).toMatchObject({
      checks: 1,
      checks_judged: 1,
      checks_right: 1,
    });
  }, 60_000);

  it('is for managers: a member of the site gets 403', async () => {
    const sites = await t.app.inject({
      method: 'GET',
      url: '/api/sites/vision-web',
      headers: bearer(owner),
    });
    const maternity = sites.json<{ data: Site[] }>().data.find((s) => s.type === 'maternity')!;
    const query = 'from=2026-01-01&to=2026-03-31';
    expect((await report(maternity.id, query)).statusCode).toBe(200);
    const member = await demoToken(t, 'member@bocage.demo');
    const refused = await report(maternity.id, query, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiError>().message).toBe('This action needs additional privileges');
  });

  it('refuses a period that cannot be, naming the field', async () => {
    const site = await demo.newSite('Users');
    const backwards = await report(site, 'from=2026-03-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<ApiError>().details).toEqual([
      { field: 'querystring.to', reason: 'must not be before from' },
    ]);
    const missing = await report(site, 'from=2026-03-01');
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiError>().details?.[0]?.field).toBe('querystring.to');
  });
});
