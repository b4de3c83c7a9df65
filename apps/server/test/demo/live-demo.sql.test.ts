import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@barnboard/domain';
import { advanceDemo } from '../../src/seed/live-demo.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * The demo tells the truth about the hour it is (issue 12 §1): loaded at 01:00 site time, nothing
 * is dated after 01:00 and the feeding day has barely begun; the live demo's rounds then bring
 * the farm to 08:00 and to the next evening without a gap or a double.
 */
const ZONE = 'America/Montreal';
const at = (date: string, time: string) => zonedInstant(date, time, ZONE);
const NIGHT = at('2026-11-20', '01:00:00');
const MORNING = at('2026-11-20', '08:00:00');
const NEXT_EVENING = at('2026-11-21', '20:00:00');

let database: TestDatabase;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The latest instant of every timed thing the demo holds, per kind. */
async function latest() {
  const [row] = await rows<Record<string, string | null>>(sql`select
    (select max(at) from station_visits) as visits,
    (select max(at) from station_notifications) as notifications,
    (select max(measured_at) from bin_readings) as readings,
    (select max(date) from feed_intakes) as intake_date,
    (select max(date) from herd_events) as event_date`);
  return row!;
}

/** Per site: today's gestating sows with an intake, those fed so far, and the feed they had. */
async function gestationDay(date: string) {
  return rows<{ site: string; sows: number; fed: number; grams: number; visit_grams: number }>(sql`
    select s.name as site, count(*)::int as sows,
      count(*) filter (where i.distributed_g > 0)::int as fed,
      sum(i.distributed_g)::int as grams,
      (select coalesce(sum(v.quantity_g), 0)::int from station_visits v
        where v.tenant_id = s.tenant_id and v.site_id = s.id and v.date = ${date}) as visit_grams
    from feed_intakes i join sites s on s.id = i.site_id
    where i.date = ${date} and i.kind = 'gestation'
    group by s.id, s.name, s.tenant_id order by s.name`);
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, NIGHT, { herd: true });
}, 180_000);

afterAll(async () => {
  await database?.close();
});

describe('the demo loaded at 01:00 site time', () => {
  it('holds nothing dated after 01:00', async () => {
    const last = await latest();
    expect(new Date(last.visits!).getTime()).toBeLessThanOrEqual(NIGHT.getTime());
    expect(new Date(last.notifications!).getTime()).toBeLessThanOrEqual(NIGHT.getTime());
    expect(new Date(last.readings!).getTime()).toBeLessThanOrEqual(NIGHT.getTime());
    expect(last.intake_date).toBe('2026-11-20');
    expect(last.event_date! <= '2026-11-20').toBe(true);
    const [early] = await rows<{ n: number }>(sql`
      select count(*)::int as n from herd_events where date = '2026-11-20' and time > '01:00'`);
    expect(early!.n).toBe(0);
  });

  it('gives three sites a herd of their own, of different sizes', async () => {
    const herds = await rows<{ site: string; females: number }>(sql`
      select s.name as site, count(distinct e.animal_id)::int as females
      from herd_events e join sites s on s.id = e.site_id group by s.name order by females desc`);
    expect(herds.map((h) => h.site)).toEqual([
      'Maternité Saint-Hyacinthe',
      'Maternité Horizon',
      'Horizon GDU',
    ]);
  });

  it('shows the feeding day just begun: few sows fed yet, each fed gram a visit', async () => {
    for (const site of await gestationDay('2026-11-20')) {
      expect(site.fed / site.sows).toBeLessThan(0.35);
      expect(site.grams).toBe(site.visit_grams);
    }
  });
});

describe('the live demo', () => {
  it('brings the farm to 08:00: more sows fed, new alarms and readings, none after 08:00', async () => {
    const before = await gestationDay('2026-11-20');
    expect(await advanceDemo(database.db, MORNING)).toEqual({ from: NIGHT, to: MORNING });
    const after = await gestationDay('2026-11-20');
    after.forEach((site, i) => {
      expect(site.fed).toBeGreaterThan(before[i]!.fed);
      expect(site.grams).toBe(site.visit_grams);
    });
    const last = await latest();
    expect(new Date(last.visits!).getTime()).toBeGreaterThan(NIGHT.getTime());
    expect(new Date(last.visits!).getTime()).toBeLessThanOrEqual(MORNING.getTime());
    expect(new Date(last.readings!).getTime()).toBeGreaterThan(NIGHT.getTime());
    expect(new Date(last.readings!).getTime()).toBeLessThanOrEqual(MORNING.getTime());
  });

  it('has nothing to do when no time has passed', async () => {
    expect(await advanceDemo(database.db, MORNING)).toBeNull();
  });

  it('catches up a day and a half: new herd events, a whole day fed, the next one going on', async () => {
    await advanceDemo(database.db, NEXT_EVENING);
    const [events] = await rows<{ n: number }>(sql`
      select count(*)::int as n from herd_events where date = '2026-11-21'`);
    expect(events!.n).toBeGreaterThan(0);
    // Each day's fed grams equal its visits' grams: no visit lost or stored twice between rounds.
    for (const site of await gestationDay('2026-11-20')) {
      // The whole day: everyone but the few sows that did not eat.
      expect(site.fed / site.sows).toBeGreaterThan(0.95);
      expect(site.grams).toBe(site.visit_grams);
    }
    for (const site of await gestationDay('2026-11-21')) {
      expect(site.fed / site.sows).toBeGreaterThan(0.5);
      expect(site.grams).toBe(site.visit_grams);
    }
    const last = await latest();
    expect(new Date(last.notifications!).getTime()).toBeLessThanOrEqual(NEXT_EVENING.getTime());
    expect(new Date(last.readings!).getTime()).toBeLessThanOrEqual(NEXT_EVENING.getTime());
  });
});
