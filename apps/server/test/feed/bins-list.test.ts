import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { DAY_MS, feedKit, HOUR_MS, type FeedKit, type FeedSite, type Reading } from './feed-kit.js';

let t: TestApp;
let kit: FeedKit;

beforeAll(async () => {
  t = await createTestApp();
  kit = await feedKit(t);
  // Bins are created without a licence, so expired, unless a test sets their subscription.
  await kit.setAvailableLicences(0);
}, 120_000);

afterAll(() => t?.close());

const hoursAgo = (hours: number) => new Date(t.clock.now().getTime() - hours * HOUR_MS);
/** The test bin's capacity: a 2 m cylinder 4 m high under a 0.5 m roof cone. */
const CAPACITY_M3 = Math.PI * 4 + (Math.PI * 0.5) / 3;
/** Sensor height above the floor: top height 4.5 m less the 0.2 m offset. */
const SENSOR_MM = 4300;

describe('POST /feed/bins?view=RESUME', () => {
  let site: FeedSite;

  beforeAll(async () => {
    site = await kit.newSite('Paging');
    for (const name of ['Silo C', 'Silo A', 'Silo B']) await kit.create(site, { name });
  });

  it('answers a Spring page, zero-based, with every field of a bin', async () => {
    const first = await kit.list({ site_ids: [site.siteId] }, 'view=RESUME&page=0&size=2');
    expect(first).toMatchObject({
      totalElements: 3,
      totalPages: 2,
      size: 2,
      number: 0,
      numberOfElements: 2,
      first: true,
      last: false,
      empty: false,
      sort: { sorted: true, unsorted: false, empty: false },
      pageable: { pageNumber: 0, pageSize: 2, offset: 0, paged: true, unpaged: false },
    });
    expect(first.content.map((b) => b.name)).toEqual(['Silo A', 'Silo B']);

    const second = await kit.list({ site_ids: [site.siteId] }, 'view=RESUME&page=1&size=2');
    expect(second).toMatchObject({ number: 1, first: false, last: true, empty: false });
    expect(second.content.map((b) => b.name)).toEqual(['Silo C']);

    const past = await kit.list({ site_ids: [site.siteId] }, 'view=RESUME&page=5&size=2');
    expect(past).toMatchObject({ content: [], empty: true, last: true, totalElements: 3 });

    const bin = first.content[0]!;
    expect(bin.mac_address).toMatch(/^[0-9a-f]{16}$/);
    expect(bin).toMatchObject({
      site: { id: site.siteId, name: 'Paging' },
      building: { cloud_id: site.buildingId, name: 'Engraissement' },
      content: { cloud_id: site.feedId, name: 'Grower', recipe: 'G-2', density: 650 },
      recipe: 'G-2',
      density: 650,
      type: 'flat_bottom',
      top_height: 4.5,
      vertical_height: 4,
      bottom_height: 0,
      roof_height: 0.5,
      flat_height: 0.6,
      offset: 0.2,
      diameter: 2,
      outlet_diameter: 0,
      disabled_at: null,
      isExpired: true,
    });
    expect(bin.capacity_m3).toBeCloseTo(CAPACITY_M3, 3);
    expect(bin.capacity_kg).toBeCloseTo(CAPACITY_M3 * 650, 1);
  });

  it('refuses a page size over 1000 and a view other than RESUME', async () => {
    for (const query of ['view=RESUME&size=1001', 'view=FULL', 'page=-1']) {
      const response = await kit.call('POST', `/feed/bins?${query}`, kit.tokens.owner, {});
      expect(response.statusCode).toBe(400);
    }
  });

  it('filters by site, building, content, name or MAC, state, and sorts', async () => {
    const other = await kit.newSite('Filters');
    const [second] = await t.database.db
      .insert(buildings)
      .values({ tenantId: kit.bocageId, siteId: other.siteId, name: 'Nord', type: 'finishing' })
      .returning({ id: buildings.id });
    const nord = await kit.create(other, { name: 'Silo Nörd', building_id: second!.id });
    const sud = await kit.create(other, {
      name: 'Silo Sud',
      mac_address: '70-B3-D5-7E-D0-00-AB-CD',
    });
    const est = await kit.create(other, { name: 'Silo Est' });
    await kit.setBin(est.id, { disabledAt: hoursAgo(1) });
    await kit.setBin(sud.id, { expiresAt: new Date(t.clock.now().getTime() + 30 * DAY_MS) });

    const names = async (body: object) =>
      (await kit.list({ site_ids: [other.siteId], ...body })).content.map((b) => b.name);
    expect(await names({})).toEqual(['Silo Est', 'Silo Sud', 'Silo Nörd']);
    expect(await names({ building_ids: [second!.id] })).toEqual(['Silo Nörd']);
    expect(await names({ content_ids: [other.feedId] })).toHaveLength(3);
    expect(await names({ search: 'silo nord' })).toEqual(['Silo Nörd']);
    expect(await names({ search: 'd5:7e:d0' })).toEqual(['Silo Sud']);
    expect(await names({ disabled: true })).toEqual(['Silo Est']);
    expect(await names({ disabled: false })).toEqual(['Silo Sud', 'Silo Nörd']);
    expect(await names({ expired: false })).toEqual(['Silo Sud']);
    expect(await names({ expired: true })).toEqual(['Silo Est', 'Silo Nörd']);
    expect(await names({ sort: 'name', direction: 'desc' })).toEqual([
      'Silo Sud',
      'Silo Nörd',
      'Silo Est',
    ]);
    expect(
      (await kit.list({ site_ids: [site.siteId, other.siteId], search: 'silo a' })).content.map(
        (b) => b.name,
      ),
    ).toEqual(['Silo A']);
    expect(nord.building.name).toBe('Nord');

    const response = await kit.call('POST', '/feed/bins?view=RESUME', kit.tokens.owner, {
      colour: 'red',
    });
    expect(response.statusCode).toBe(400);
  });

  it('merges the computed data of the readings into each bin', async () => {
    const computed = await kit.newSite('Computed');
    const bin = await kit.create(computed, { name: 'Silo 1' });
    await kit.setBin(bin.id, { expiresAt: new Date(t.clock.now().getTime() + 20 * DAY_MS) });
    // Every 6 hours for a week the feed falls 5 cm: 0.2 m a day, π × 0.2 m³ × 650 kg/m³.
    const readings: Reading[] = Array.from({ length: 28 }, (_, k) => ({
      at: hoursAgo(168 - 6 * k),
      distanceMm: SENSOR_MM - (3000 - 50 * k),
      batteryMv: 3600 - k,
      firmware: '2.1',
    }));
    // The newest uplink got no echo: the level stays the one before, the battery is the newest.
    readings.push({ at: hoursAgo(1), distanceMm: null, batteryMv: 3250, firmware: '2.1' });
    await kit.insertReadings(bin.id, readings);

    const [item] = (await kit.list({ site_ids: [computed.siteId] })).content;
    const volume = Math.PI * 1.65;
    const kgPerDay = Math.PI * 0.2 * 650;
    expect(item!.last_level.level_at).toBe(hoursAgo(6).toISOString());
    expect(item!.last_level.level).toBeCloseTo((volume / CAPACITY_M3) * 100, 1);
    expect(item!.fill_level).toBe(item!.last_level.level);
    expect(item!.last_level.v_silo).toBeCloseTo(volume, 3);
    expect(item!.quantity).toBeCloseTo(volume * 650, 0);
    expect(item!.remaining_quantity).toBe(item!.quantity);
    expect(item!.battery).toBe(3250);
    expect(item!.voltage).toBe(3.25);
    expect(item).toMatchObject({
      temperature: 12,
      rssi: -90,
      snr: 7,
      module_version: '2.1',
      last_sync: hoursAgo(1).toISOString(),
      last_filled: { kind: 'more_than', days: 7 },
      last_filled_at: null,
      isExpired: false,
    });
    expect(item!.average_daily_consumption).toBeCloseTo(kgPerDay, 0);
    const days = Math.floor((volume * 650) / (kgPerDay * 1.2));
    expect(item!.forecast).toMatchObject({ days_until_empty: days });
    expect(item!.forecast!.kg_per_day).toBeCloseTo(kgPerDay * 1.2, 0);
    expect(item!.warnings.map((w) => w.code)).toEqual(['scheduled_renewal', 'low_battery']);
  });

  it('dates the last fill from a jump in level', async () => {
    const filled = await kit.newSite('Filled');
    const bin = await kit.create(filled);
    await kit.insertReadings(bin.id, [
      { at: hoursAgo(72), distanceMm: 3800 },
      { at: hoursAgo(60), distanceMm: 3850 },
      { at: hoursAgo(48), distanceMm: 1300 },
      { at: hoursAgo(36), distanceMm: 1350 },
    ]);
    const [item] = (await kit.list({ site_ids: [filled.siteId] })).content;
    expect(item!.last_filled).toEqual({ kind: 'date', at: hoursAgo(48).toISOString() });
    expect(item!.last_filled_at).toBe(hoursAgo(48).toISOString());
  });

  it('shows a bin without readings at level 0 with null values', async () => {
    const empty = await kit.newSite('Empty');
    await kit.create(empty);
    const [item] = (await kit.list({ site_ids: [empty.siteId] })).content;
    expect(item!.last_level).toEqual({
      level: 0,
      level_at: null,
      v_silo: null,
      quantity: null,
      battery: null,
      temperature: null,
      rssi: null,
      snr: null,
    });
    expect(item).toMatchObject({
      fill_level: 0,
      quantity: null,
      battery: null,
      voltage: null,
      last_sync: null,
      module_version: null,
      average_daily_consumption: null,
      forecast: null,
      last_filled: null,
    });
    expect(item!.warnings).toEqual([
      { code: 'sensor_disconnected', since: null },
      { code: 'no_recent_readings' },
    ]);
  });

  it('sorts on computed figures, bins without them last', async () => {
    const sorted = await kit.newSite('Sorted');
    const low = await kit.create(sorted, { name: 'Low' });
    const high = await kit.create(sorted, { name: 'High' });
    await kit.create(sorted, { name: 'Silent' });
    await kit.insertReadings(low.id, [{ at: hoursAgo(2), distanceMm: 4000 }]);
    await kit.insertReadings(high.id, [{ at: hoursAgo(2), distanceMm: 1000 }]);
    const names = async (direction: 'asc' | 'desc') =>
      (await kit.list({ site_ids: [sorted.siteId], sort: 'fill_level', direction })).content.map(
        (b) => b.name,
      );
    expect(await names('asc')).toEqual(['Low', 'High', 'Silent']);
    expect(await names('desc')).toEqual(['High', 'Low', 'Silent']);
  });
});

describe('who sees which bins', () => {
  let site: FeedSite;
  let maternityBin: string;

  beforeAll(async () => {
    site = await kit.newSite('Visibility');
    await kit.create(site, { name: 'Visibility silo' });
    const maternitySite = await kit.maternitySite();
    maternityBin = (
      await kit.create(maternitySite, {
        name: 'Visibility maternity',
      })
    ).id;
  });

  const names = async (token: string) =>
    (await kit.list({ search: 'visibility' }, undefined, token)).content.map((b) => b.name).sort();

  it('shows owners, admins and staff every bin of their L-Track tenants', async () => {
    for (const token of [kit.tokens.owner, kit.tokens.admin, kit.tokens.staff]) {
      expect(await names(token)).toEqual(['Visibility maternity', 'Visibility silo']);
    }
  });

  it('shows a manager the bins of the sites of their membership only', async () => {
    expect(await names(kit.tokens.manager)).toEqual(['Visibility maternity']);
    const { content } = await kit.list({ search: 'visibility' }, undefined, kit.tokens.manager);
    expect(content[0]!.id).toBe(maternityBin);
  });

  it('shows nothing to a member without silo access nor to another tenant', async () => {
    expect(await names(kit.tokens.member)).toEqual([]);
    expect(await names(kit.tokens.other)).toEqual([]);
  });

  it('refuses the list without a token', async () => {
    const response = await kit.call('POST', '/feed/bins?view=RESUME', null, {});
    expect(response.statusCode).toBe(401);
  });
});
