import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chirpstackUplinkExample,
  type BinActionAnswer,
  type BinPage,
  type DeletedBinReadings,
  type TenantLicences,
} from '@barnboard/domain';
import { auditEvents, bins, buildings, sensorDevices } from '../../src/db/schema/index.js';
import { newKey, BOCAGE } from '../ingest/support.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { DAY_MS, feedKit, flatBin, macAddress, type FeedKit, type FeedSite } from './feed-kit.js';

/**
 * Bins in the sites manager (docs/feed-api.md, "Moving and deleting a bin"): moving between the
 * buildings of a site, deleting a disabled bin while keeping its readings, freeing its DevEUI,
 * the version every edit names, and the audit event of every change.
 */

let t: TestApp;
let kit: FeedKit;
let site: FeedSite;
let secondBuilding: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = await feedKit(t);
  site = await kit.newSite('Admin bins');
  const [building] = await t.database.db
    .insert(buildings)
    .values({
      tenantId: kit.bocageId,
      siteId: site.siteId,
      name: 'Engraissement 2',
      type: 'finishing',
    })
    .returning({ id: buildings.id });
  secondBuilding = building!.id;
  await kit.setAvailableLicences(50);
}, 120_000);
afterAll(() => t?.close());

const audit = (binId: string) =>
  t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, binId));
const deleteUrl = async (binId: string, version?: string) =>
  `/feed/bins/${binId}?expected_updated_at=${encodeURIComponent(version ?? (await kit.version(binId)))}`;

describe('the version of an edit', () => {
  it('refuses an edit based on an older version with the bin as it is now', async () => {
    const bin = await kit.create(site, { name: 'Versioned' });
    const body = flatBin({
      name: 'Versioned',
      mac_address: bin.mac_address,
      building_id: site.buildingId,
      content_id: site.feedId,
    });
    const first = bin.updated_at;
    t.clock.advance(60_000);
    const renamed = await kit.call('PUT', `/feed/bins/${bin.id}`, kit.tokens.owner, {
      ...body,
      name: 'Renamed',
      expected_updated_at: first,
    });
    expect(renamed.json<BinActionAnswer>()).toMatchObject({ code: 'updated' });
    const stale = await kit.call('PUT', `/feed/bins/${bin.id}`, kit.tokens.admin, {
      ...body,
      name: 'Overwritten',
      expected_updated_at: first,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'edited_elsewhere',
      current: { id: bin.id, name: 'Renamed' },
    });
    const missing = await kit.call('PUT', `/feed/bins/${bin.id}`, kit.tokens.owner, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errors: [{ field: 'expected_updated_at', code: 'required' }],
    });
    const merge = await kit.call('PATCH', `/feed/bins/${bin.id}`, kit.tokens.owner, {
      name: 'Merged',
      expected_updated_at: 'yesterday',
    });
    expect(merge.json()).toMatchObject({
      errors: [{ field: 'expected_updated_at', code: 'invalid' }],
    });
  });

  it('records create, update, disable and enable in the audit trail', async () => {
    const bin = await kit.create(site, { name: 'Audited bin' });
    await kit.call('PATCH', `/feed/bins/${bin.id}`, kit.tokens.admin, {
      diameter: 2.5,
      expected_updated_at: await kit.version(bin.id),
    });
    await kit.action(`/feed/bins/${bin.id}/disable`);
    await kit.action(`/feed/bins/${bin.id}/disable`);
    await kit.action(`/feed/bins/${bin.id}/enable`);
    const events = await audit(bin.id);
    expect(events.map((e) => e.action)).toEqual(['create', 'update', 'disable', 'enable']);
    expect(events[0]!.changes).toContainEqual({
      field: 'building',
      from: null,
      to: 'Engraissement',
    });
    expect(events[0]!.changes).toContainEqual({ field: 'content', from: null, to: 'Grower' });
    expect(events[1]).toMatchObject({
      actorName: 'Alain Côté',
      siteId: site.siteId,
      changes: [{ field: 'diameter', from: 2, to: 2.5 }],
    });
  });
});

describe('moving a bin', () => {
  it('moves it to another building of its site, in any state', async () => {
    const bin = await kit.create(site, { name: 'Mover' });
    await kit.action(`/feed/bins/${bin.id}/disable`);
    const move = async (buildingId: string, version?: string) =>
      kit.call('POST', `/feed/bins/${bin.id}/move`, kit.tokens.owner, {
        building_id: buildingId,
        expected_updated_at: version ?? (await kit.version(bin.id)),
      });
    const moved = await move(secondBuilding);
    expect(moved.statusCode).toBe(200);
    expect(moved.json<BinActionAnswer>()).toMatchObject({
      changed: true,
      code: 'moved',
      bin: { building: { cloud_id: secondBuilding, name: 'Engraissement 2' } },
    });
    expect((await move(secondBuilding)).json()).toMatchObject({
      changed: false,
      code: 'same_information',
    });
    const elsewhere = await kit.newSite('Another site');
    const refused = await move(elsewhere.buildingId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: [{ field: 'building_id', code: 'not_found' }] });
    expect((await move(site.buildingId, bin.updated_at)).statusCode).toBe(409);
    const [event] = (await audit(bin.id)).filter((e) => e.action === 'move');
    expect(event!.changes).toEqual([
      { field: 'building', from: 'Engraissement', to: 'Engraissement 2' },
    ]);
    for (const token of [kit.tokens.manager, kit.tokens.member, kit.tokens.other]) {
      const call = await kit.call('POST', `/feed/bins/${bin.id}/move`, token, {
        building_id: site.buildingId,
        expected_updated_at: await kit.version(bin.id),
      });
      expect(call.statusCode).toBe(403);
    }
  });
});

describe('deleting a bin', () => {
  it('deletes only a disabled bin, which leaves every list and every action', async () => {
    const bin = await kit.create(site, { name: 'To delete' });
    const enabled = await kit.call('DELETE', await deleteUrl(bin.id), kit.tokens.owner);
    expect(enabled.statusCode).toBe(409);
    expect(enabled.json()).toMatchObject({ code: 'bin_not_disabled' });

    await kit.action(`/feed/bins/${bin.id}/disable`);
    const stale = await kit.call(
      'DELETE',
      await deleteUrl(bin.id, bin.updated_at),
      kit.tokens.owner,
    );
    expect(stale.json()).toMatchObject({ code: 'edited_elsewhere' });
    for (const token of [kit.tokens.manager, kit.tokens.member, kit.tokens.other]) {
      expect((await kit.call('DELETE', await deleteUrl(bin.id), token)).statusCode).toBe(403);
    }
    const deleted = await kit.call('DELETE', await deleteUrl(bin.id), kit.tokens.admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: bin.id, name: 'To delete' });

    const listed = await kit.list({ site_ids: [site.siteId] });
    expect(listed.content.some((b) => b.id === bin.id)).toBe(false);
    for (const path of ['', '/enable', '/readings']) {
      const method = path === '/enable' ? 'POST' : path === '' ? 'PATCH' : 'GET';
      const again = await kit.call(
        method,
        `/feed/bins/${bin.id}${path}`,
        kit.tokens.owner,
        method === 'PATCH' ? { name: 'x' } : undefined,
      );
      expect(again.statusCode).toBe(404);
    }
    expect((await kit.call('DELETE', await deleteUrl(bin.id), kit.tokens.owner)).statusCode).toBe(
      404,
    );
    expect((await audit(bin.id)).map((e) => e.action)).toEqual(['create', 'disable', 'delete']);

    // Its licence stays used, shown against the deleted bin (docs/administration.md).
    const licences = await kit.call(
      'GET',
      '/feed/licences?view=tenant&size=1000',
      kit.tokens.owner,
    );
    const held = licences
      .json<{ content: TenantLicences[] }>()
      .content.flatMap((tenant) => tenant.items)
      .filter((item) => item.silo?.id === bin.id);
    expect(held).toHaveLength(1);
    expect(held[0]!.silo!.deleted_at).toBe(t.clock.now().toISOString());
  });

  it('keeps its readings, readable by the site admins, and frees its DevEUI for a new bin', async () => {
    const bin = await kit.create(site, { name: 'Retired' });
    const now = t.clock.now().getTime();
    await kit.insertReadings(bin.id, [
      { at: new Date(now - 40 * DAY_MS), distanceMm: 1500 },
      { at: new Date(now - 2 * DAY_MS), distanceMm: 3000 },
      { at: new Date(now - DAY_MS), distanceMm: null },
    ]);
    await kit.action(`/feed/bins/${bin.id}/disable`);

    expect((await kit.call('DELETE', await deleteUrl(bin.id), kit.tokens.owner)).statusCode).toBe(
      200,
    );
    const devices = await t.database.db
      .select()
      .from(sensorDevices)
      .where(eq(sensorDevices.devEui, bin.mac_address));
    expect(devices).toEqual([]);

    const list = await kit.call('GET', `/feed/sites/${site.siteId}/deleted-bins`, kit.tokens.owner);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ bins: unknown[] }>().bins).toContainEqual(
      expect.objectContaining({
        id: bin.id,
        name: 'Retired',
        mac_address: bin.mac_address,
        building: { cloud_id: site.buildingId, name: 'Engraissement' },
        readings: 3,
        first_reading_at: new Date(now - 40 * DAY_MS).toISOString(),
        last_reading_at: new Date(now - DAY_MS).toISOString(),
      }),
    );
    const readings = await kit.call(
      'GET',
      `/feed/sites/${site.siteId}/deleted-bins/${bin.id}/readings`,
      kit.tokens.admin,
    );
    const answer = readings.json<DeletedBinReadings>();
    expect(answer.silo_levels.map((r) => r.distance_mm)).toEqual([null, 3000, 1500]);
    expect(answer.silo_levels[1]!.level).toBeGreaterThan(0);
    for (const token of [kit.tokens.manager, kit.tokens.member, kit.tokens.other]) {
      const refused = await kit.call(
        'GET',
        `/feed/sites/${site.siteId}/deleted-bins/${bin.id}/readings`,
        token,
      );
      expect(refused.statusCode).toBe(403);
    }
    const otherSite = await kit.newSite('No such deleted bin');
    const wrongSite = await kit.call(
      'GET',
      `/feed/sites/${otherSite.siteId}/deleted-bins/${bin.id}/readings`,
      kit.tokens.owner,
    );
    expect(wrongSite.statusCode).toBe(404);

    // The sensor goes on a new bin: its next uplink is the new bin's, the old readings stay.
    const successor = await kit.create(site, { name: 'Successor', mac_address: bin.mac_address });
    const key = await newKey(t.database.db, BOCAGE);
    const uplink = await t.app.inject({
      method: 'POST',
      url: '/ingest/chirpstack?event=up',
      headers: { authorization: `Bearer ${key}` },
      payload: chirpstackUplinkExample(bin.mac_address, {
        deduplicationId: randomUUID(),
        devAddr: 'ad000001',
        fCnt: 7,
      }),
    });
    expect(uplink.json()).toMatchObject({ stored: 1, unknown: 0 });
    const kept = await t.database.db.select().from(bins).where(eq(bins.id, bin.id));
    expect(kept[0]!.deletedAt).not.toBeNull();
    const page: BinPage = await kit.list({ site_ids: [site.siteId], search: 'Successor' });
    expect(page.content[0]).toMatchObject({ id: successor.id, mac_address: bin.mac_address });
    expect(page.content[0]!.last_sync).not.toBeNull();
    const again = await kit.call(
      'GET',
      `/feed/sites/${site.siteId}/deleted-bins/${bin.id}/readings`,
      kit.tokens.owner,
    );
    expect(again.json<DeletedBinReadings>().silo_levels).toHaveLength(3);
  });

  it('takes a MAC address in use by a bin in service as taken, a deleted bin’s as free', async () => {
    const inService = await kit.create(site, { name: 'In service' });
    const taken = await kit.call('POST', `/feed/sites/${site.siteId}/bins`, kit.tokens.owner, {
      ...flatBin({ building_id: site.buildingId, content_id: site.feedId }),
      mac_address: inService.mac_address,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'mac_address_taken' });
    expect(macAddress()).not.toBe(inService.mac_address);
  });
});
