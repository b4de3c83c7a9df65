import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BinChartAnswer, BinReadingsAnswer, TenantLicences } from '@barnboard/domain';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { DAY_MS, feedKit, HOUR_MS, type FeedKit, type FeedSite } from './feed-kit.js';

let t: TestApp;
let kit: FeedKit;
let site: FeedSite;

beforeAll(async () => {
  t = await createTestApp();
  kit = await feedKit(t);
  site = await kit.newSite('Subscriptions');
  await kit.setAvailableLicences(50);
}, 120_000);

afterAll(() => t?.close());

const now = () => t.clock.now().getTime();
const inDays = (days: number) => new Date(now() + days * DAY_MS);
const licencesOf = async (token = kit.tokens.owner) => {
  const response = await kit.call('GET', '/feed/licences?view=tenant&page=0&size=1000', token);
  expect(response.statusCode).toBe(200);
  return response.json<{ content: TenantLicences[]; totalElements: number }>();
};
const available = async () =>
  (await licencesOf()).content.find((c) => c.tenant.cloud_id === kit.bocageId)!.available_licences;

describe('disable and enable', () => {
  it('disables without moving the end of the subscription: the disabled days are lost', async () => {
    const bin = await kit.create(site, { name: 'Paused' });
    const end = inDays(10);
    await kit.setBin(bin.id, { expiresAt: end });
    const disabled = await kit.action(`/feed/bins/${bin.id}/disable`);
    expect(disabled).toMatchObject({
      changed: true,
      code: 'disabled',
      licence_id: null,
      error: null,
    });
    expect(disabled.bin.disabled_at).toBe(t.clock.now().toISOString());
    expect(disabled.bin.expires_at).toBe(end.toISOString());

    const again = await kit.action(`/feed/bins/${bin.id}/disable`);
    expect(again).toMatchObject({ changed: false, code: 'already_disabled' });

    // Five days later (the disabled date moved back), enabling uses no licence and gives none back.
    await kit.setBin(bin.id, { disabledAt: inDays(-5) });
    const before = await available();
    const enabled = await kit.action(`/feed/bins/${bin.id}/enable`);
    expect(enabled).toMatchObject({
      changed: true,
      code: 'enabled',
      licence_id: null,
      error: null,
    });
    expect(enabled.bin).toMatchObject({
      disabled_at: null,
      isExpired: false,
      expires_at: end.toISOString(),
    });
    expect(await available()).toBe(before);

    const running = await kit.action(`/feed/bins/${bin.id}/enable`);
    expect(running).toMatchObject({ changed: false, code: 'already_enabled', error: null });
  });

  it('uses one licence to enable a bin whose subscription has expired', async () => {
    const bin = await kit.create(site, { name: 'Renewed' });
    await kit.setBin(bin.id, { disabledAt: inDays(-40), expiresAt: inDays(-3) });
    const before = await available();
    const enabled = await kit.action(`/feed/bins/${bin.id}/enable`);
    expect(enabled).toMatchObject({ changed: true, code: 'enabled', error: null });
    expect(enabled.licence_id).not.toBeNull();
    expect(enabled.bin).toMatchObject({
      disabled_at: null,
      isExpired: false,
      expires_at: inDays(365).toISOString(),
    });
    expect(await available()).toBe(before - 1);
    const items = (await licencesOf()).content.find(
      (c) => c.tenant.cloud_id === kit.bocageId,
    )!.items;
    expect(items.find((i) => i.id === enabled.licence_id)).toMatchObject({
      silo: { id: bin.id, name: 'Renewed', site_id: site.siteId, mac_address: bin.mac_address },
      assigned_at: t.clock.now().toISOString(),
    });
  });

  it('with no licence left, enables the bin but leaves it expired, with the error', async () => {
    const bin = await kit.create(site, { name: 'Unpaid' });
    await kit.setBin(bin.id, { disabledAt: inDays(-40), expiresAt: inDays(-1) });
    await kit.setAvailableLicences(0);
    const enabled = await kit.action(`/feed/bins/${bin.id}/enable`);
    expect(enabled).toMatchObject({
      changed: true,
      code: 'enabled',
      licence_id: null,
      error: {
        code: 'subscription_expired',
        message: 'Subscription expired, contact the representative',
      },
    });
    expect(enabled.bin).toMatchObject({ disabled_at: null, isExpired: true });

    // Expired: neither edited nor charted.
    const edit = await kit.call('PATCH', `/feed/bins/${bin.id}`, kit.tokens.owner, {
      name: 'x',
      expected_updated_at: await kit.version(bin.id),
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'subscription_expired' });
    for (const path of ['chart', 'readings']) {
      const chart = await kit.call('GET', `/feed/bins/${bin.id}/${path}`, kit.tokens.owner);
      expect(chart.statusCode).toBe(409);
      expect(chart.json()).toMatchObject({ code: 'subscription_expired' });
    }

    // Enabling again, once still without a licence, then with one bought.
    const still = await kit.action(`/feed/bins/${bin.id}/enable`);
    expect(still).toMatchObject({ changed: false, code: 'already_enabled' });
    expect(still.error).toMatchObject({ code: 'subscription_expired' });
    await kit.setAvailableLicences(1);
    const renewed = await kit.action(`/feed/bins/${bin.id}/enable`);
    expect(renewed).toMatchObject({ changed: true, code: 'enabled', error: null });
    expect(renewed.bin.isExpired).toBe(false);
    expect(await available()).toBe(0);
    const chart = await kit.call('GET', `/feed/bins/${bin.id}/chart`, kit.tokens.owner);
    expect(chart.statusCode).toBe(200);
    await kit.setAvailableLicences(50);
  });

  it('never uses a licence twice when enables run at the same time', async () => {
    const created = await Promise.all(
      ['Rush 1', 'Rush 2', 'Rush 3'].map((name) => kit.create(site, { name })),
    );
    for (const bin of created) {
      await kit.setBin(bin.id, { disabledAt: inDays(-30), expiresAt: inDays(-2) });
    }
    await kit.setAvailableLicences(2);
    const answers = await Promise.all(
      [...created, created[0]!].map((bin) => kit.action(`/feed/bins/${bin.id}/enable`)),
    );
    const used = answers.map((a) => a.licence_id).filter((id) => id !== null);
    expect(used).toHaveLength(2);
    expect(new Set(used).size).toBe(2);
    // Which bins win depends on the race. Every answer used a licence, found its bin renewed by
    // the other call on it, or says the subscription is still expired; at least one says so.
    for (const answer of answers) {
      const renewedByOther = answer.code === 'already_enabled' && answer.error === null;
      expect(answer.licence_id !== null || renewedByOther || answer.error !== null).toBe(true);
    }
    expect(answers.filter((a) => a.error !== null).length).toBeGreaterThanOrEqual(1);
    expect(await available()).toBe(0);
    const items = (await licencesOf()).content.find(
      (c) => c.tenant.cloud_id === kit.bocageId,
    )!.items;
    const renewed = items.filter((i) => used.includes(i.id)).map((i) => i.silo!.id);
    expect(new Set(renewed).size).toBe(2);
    await kit.setAvailableLicences(50);
  });

  it('creates a bin without a licence left already expired, with the error', async () => {
    await kit.setAvailableLicences(0);
    const response = await kit.call('POST', `/feed/sites/${site.siteId}/bins`, kit.tokens.owner, {
      name: 'No credit',
      mac_address: 'a8:40:41:ff:00:00:00:01',
      building_id: site.buildingId,
      content_id: site.feedId,
      type: 'flat_bottom',
      diameter: 2,
      vertical_height: 4,
      bottom_height: 0,
      roof_height: 0.5,
      flat_height: 0,
      offset: 0.2,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      code: 'created',
      licence_id: null,
      error: { code: 'subscription_expired' },
      bin: { isExpired: true },
    });
    await kit.setAvailableLicences(50);
  });

  it('refuses to edit or chart a disabled bin', async () => {
    const bin = await kit.create(site, { name: 'Off' });
    await kit.action(`/feed/bins/${bin.id}/disable`);
    const put = await kit.call('PUT', `/feed/bins/${bin.id}`, kit.tokens.owner, {
      name: 'x',
      expected_updated_at: await kit.version(bin.id),
    });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toMatchObject({ code: 'bin_disabled' });
    for (const path of ['chart', 'readings']) {
      const chart = await kit.call('GET', `/feed/bins/${bin.id}/${path}`, kit.tokens.owner);
      expect(chart.statusCode).toBe(409);
      expect(chart.json()).toMatchObject({ code: 'bin_disabled' });
    }
    // Still listed, flagged disabled.
    const [listed] = (await kit.list({ search: 'Off', site_ids: [site.siteId] })).content;
    expect(listed!.disabled_at).not.toBeNull();
  });

  it('lets only admins disable and enable', async () => {
    const bin = await kit.create(site, { name: 'Admins only' });
    for (const action of ['disable', 'enable']) {
      for (const token of [kit.tokens.manager, kit.tokens.member, kit.tokens.other]) {
        const response = await kit.call('POST', `/feed/bins/${bin.id}/${action}`, token);
        expect(response.statusCode).toBe(403);
      }
      expect((await kit.action(`/feed/bins/${bin.id}/${action}`, kit.tokens.admin)).changed).toBe(
        true,
      );
    }
  });
});

describe('GET /feed/licences?view=tenant', () => {
  it('answers total, available and items for the tenants the caller administers', async () => {
    await kit.setAvailableLicences(3);
    const page = await licencesOf();
    expect(page).toMatchObject({ totalElements: 1, number: 0, first: true, last: true });
    const bocage = page.content[0]!;
    expect(bocage.tenant).toEqual({ cloud_id: kit.bocageId, name: 'Ferme du Bocage' });
    expect(bocage.available_licences).toBe(3);
    expect(bocage.total_licences).toBe(bocage.items.length);
    expect(bocage.items.filter((i) => i.silo === null)).toHaveLength(3);
    expect(bocage.total_licences - bocage.available_licences).toBe(
      bocage.items.filter((i) => i.silo !== null).length,
    );
    expect((await licencesOf(kit.tokens.admin)).content).toHaveLength(1);
    expect((await licencesOf(kit.tokens.staff)).content.map((c) => c.tenant.name)).toEqual([
      'Ferme du Bocage',
    ]);
    await kit.setAvailableLicences(50);
  });

  it('shows nothing to managers, members and tenants without L-Track access', async () => {
    for (const token of [kit.tokens.manager, kit.tokens.member, kit.tokens.other]) {
      expect(await licencesOf(token)).toMatchObject({ content: [], totalElements: 0, empty: true });
    }
    const bad = await kit.call('GET', '/feed/licences?view=site', kit.tokens.owner);
    expect(bad.statusCode).toBe(400);
    expect((await kit.call('GET', '/feed/licences', null)).statusCode).toBe(401);
  });
});

describe('readings and chart', () => {
  let binId: string;
  let maternityBin: string;
  const hoursAgo = (hours: number) => new Date(now() - hours * HOUR_MS);

  beforeAll(async () => {
    binId = (await kit.create(site, { name: 'Charted' })).id;
    await kit.insertReadings(binId, [
      { at: hoursAgo(24 * 8), distanceMm: 1000, batteryMv: 3610 },
      { at: hoursAgo(24 * 5), distanceMm: 2300, batteryMv: 3600 },
      { at: hoursAgo(24 * 3), distanceMm: null, batteryMv: 3590 },
      { at: hoursAgo(24), distanceMm: 3300, batteryMv: null },
      { at: hoursAgo(2), distanceMm: 3400, batteryMv: 3580 },
    ]);
    const maternitySite = await kit.maternitySite();
    maternityBin = (
      await kit.create(maternitySite, {
        name: 'Maternity charted',
      })
    ).id;
  });

  it('lists the readings of the last days, newest first, with their level', async () => {
    const response = await kit.call('GET', `/feed/bins/${binId}/readings?days=7`, kit.tokens.owner);
    expect(response.statusCode).toBe(200);
    const answer = response.json<BinReadingsAnswer>();
    expect(answer.silo_levels.map((l) => l.level_at)).toEqual(
      [2, 24, 72, 120].map((h) => hoursAgo(h).toISOString()),
    );
    const [newest, , noEcho, oldest] = answer.silo_levels;
    // Distance 2300 mm under a sensor 4.3 m up: 2 m of feed in a 2 m wide cylinder.
    expect(oldest!.v_silo).toBeCloseTo(2 * Math.PI, 3);
    expect(oldest!.quantity).toBeCloseTo(2 * Math.PI * 650, 1);
    expect(oldest!.level).toBeCloseTo((2 * Math.PI * 100) / (Math.PI * 4 + Math.PI / 6), 1);
    expect(noEcho).toMatchObject({ level: null, v_silo: null, quantity: null, battery: 3590 });
    expect(newest).toMatchObject({ distance_mm: 3400, battery: 3580, rssi: -90, firmware: '2.1' });

    const twoDays = await kit.call('GET', `/feed/bins/${binId}/readings?days=2`, kit.tokens.owner);
    expect(twoDays.json<BinReadingsAnswer>().silo_levels).toHaveLength(2);
    for (const days of [0, 91, 'x']) {
      const bad = await kit.call(
        'GET',
        `/feed/bins/${binId}/readings?days=${days}`,
        kit.tokens.owner,
      );
      expect(bad.statusCode).toBe(400);
    }
  });

  it('charts quantity and battery over the last 7 days, oldest first', async () => {
    const response = await kit.call('GET', `/feed/bins/${binId}/chart`, kit.tokens.owner);
    expect(response.statusCode).toBe(200);
    const chart = response.json<BinChartAnswer>();
    expect(chart.from).toBe(hoursAgo(24 * 7).toISOString());
    expect(chart.chart_silo.map((p) => p.levelDateUtc)).toEqual(
      [120, 24, 2].map((h) => hoursAgo(h).toISOString()),
    );
    expect(chart.chart_silo[0]!.quantity).toBeCloseTo(2 * Math.PI * 650, 1);
    expect(chart.chart_battery).toEqual(
      [
        [120, 3600],
        [72, 3590],
        [2, 3580],
      ].map(([h, battery]) => ({ levelDateUtc: hoursAgo(h!).toISOString(), battery })),
    );
  });

  it('lets viewers of the site with silo access read, and no one else', async () => {
    for (const path of ['chart', 'readings']) {
      const url = `/feed/bins/${maternityBin}/${path}`;
      expect((await kit.call('GET', url, kit.tokens.manager)).statusCode).toBe(200);
      expect((await kit.call('GET', url, kit.tokens.staff)).statusCode).toBe(200);
      expect((await kit.call('GET', url, kit.tokens.member)).statusCode).toBe(403);
      expect((await kit.call('GET', url, kit.tokens.other)).statusCode).toBe(403);
      expect((await kit.call('GET', url, null)).statusCode).toBe(401);
      // A bin of a site the manager's membership does not cover.
      const elsewhere = `/feed/bins/${binId}/${path}`;
      expect((await kit.call('GET', elsewhere, kit.tokens.manager)).statusCode).toBe(403);
    }
  });
});
