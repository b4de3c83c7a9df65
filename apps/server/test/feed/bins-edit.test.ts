import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BinActionAnswer, BinFieldError } from '@barnboard/domain';
import { buildings, sensorDevices } from '../../src/db/schema/index.js';
import { createFeed } from '../../src/repositories/feeds-repository.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  DAY_MS,
  feedKit,
  flatBin,
  insertOtherTenantBin,
  macAddress,
  type FeedKit,
  type FeedSite,
} from './feed-kit.js';

let t: TestApp;
let kit: FeedKit;
let site: FeedSite;
/** The demo maternity: the demo manager sees its bins (silo access) but is not its admin. */
let maternity: FeedSite;

const JSON_PATCH = 'application/json-patch+json';

beforeAll(async () => {
  t = await createTestApp();
  kit = await feedKit(t);
  site = await kit.newSite('Edits');
  const maternitySite = await kit.maternitySite();
  maternity = maternitySite;
  await kit.setAvailableLicences(100);
}, 120_000);

afterAll(() => t?.close());

const createOn = (body: Record<string, unknown>, token = kit.tokens.owner) =>
  kit.call('POST', `/feed/sites/${site.siteId}/bins`, token, body);
const valid = (overrides: Record<string, unknown> = {}) =>
  flatBin({ building_id: site.buildingId, content_id: site.feedId, ...overrides });
const fieldErrors = (body: string) =>
  (JSON.parse(body) as { errors: BinFieldError[] }).errors
    .map((e) => `${e.field}:${e.code}`)
    .sort();

describe('creating a bin', () => {
  it('uses a licence, normalises the MAC address and registers the sensor', async () => {
    const response = await createOn(
      valid({ name: '  Silo neuf ', mac_address: 'a8-40-41-00-00-00-00-01' }),
    );
    expect(response.statusCode).toBe(201);
    const answer = response.json<BinActionAnswer>();
    expect(answer).toMatchObject({ changed: true, code: 'created', error: null });
    expect(answer.licence_id).not.toBeNull();
    expect(answer.bin).toMatchObject({
      name: 'Silo neuf',
      mac_address: 'a840410000000001',
      isExpired: false,
      expires_at: new Date(t.clock.now().getTime() + 365 * DAY_MS).toISOString(),
    });
    const [device] = await t.database.db
      .select()
      .from(sensorDevices)
      .where(eq(sensorDevices.devEui, 'a840410000000001'));
    expect(device).toMatchObject({ tenantId: kit.bocageId, binId: answer.bin.id });
  });

  it('says what is missing, field by field', async () => {
    const response = await createOn({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_fields', statusCode: 400 });
    expect(fieldErrors(response.body)).toEqual(
      [
        'name',
        'mac_address',
        'building_id',
        'content_id',
        'type',
        'diameter',
        'vertical_height',
        'bottom_height',
        'roof_height',
        'flat_height',
        'offset',
      ]
        .map((field) => `${field}:required`)
        .sort(),
    );
  });

  it('says which values are invalid', async () => {
    const response = await createOn(
      valid({
        name: 42,
        mac_address: '70:B3:D5:7E',
        type: 'cone',
        diameter: -1,
        vertical_height: '4',
        roof_height: 1000,
        building_id: 'not-an-id',
        colour: 'red',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response.body)).toEqual([
      'building_id:invalid',
      'colour:not_editable',
      'diameter:invalid',
      'mac_address:invalid_mac_address',
      'name:invalid',
      'roof_height:invalid',
      'type:invalid',
      'vertical_height:invalid',
    ]);
  });

  it('checks the shape: offset below the roof, a hopper height, a height or a volume', async () => {
    const offset = await createOn(valid({ offset: 0.5, roof_height: 0.5 }));
    expect(offset.statusCode).toBe(400);
    expect(fieldErrors(offset.body)).toEqual(['offset:offset_not_below_roof']);

    const hopper = await createOn(valid({ type: 'regular_hopper', bottom_height: 0 }));
    expect(fieldErrors(hopper.body)).toEqual(['bottom_height:hopper_height_required']);

    const nothing = await createOn(valid({ diameter: 0 }));
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json<{ errors: BinFieldError[] }>().errors).toEqual([
      { field: null, code: 'no_height_or_volume' },
    ]);
  });

  it('needs a building of the site and a content offered on it', async () => {
    const [elsewhere] = await t.database.db
      .select({ id: buildings.id })
      .from(buildings)
      .where(eq(buildings.siteId, kit.maternityId));
    const otherFeed = await createFeed(t.database.db, {
      tenantId: kit.bocageId,
      name: 'Lactation',
      recipe: 'L-1',
      densityKgM3: 620,
      siteIds: [kit.maternityId],
    });
    const response = await createOn(valid({ building_id: elsewhere!.id, content_id: otherFeed }));
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response.body)).toEqual(['building_id:not_found', 'content_id:not_found']);
  });

  it('refuses a MAC address already used, in any tenant and any spelling', async () => {
    await insertOtherTenantBin(t, 'a8404100000000ff');
    const taken = await createOn(valid({ mac_address: 'A8:40:41:00:00:00:00:FF' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'mac_address_taken',
      errors: [{ field: 'mac_address', code: 'mac_address_taken' }],
    });

    const mac = macAddress();
    expect((await createOn(valid({ mac_address: mac }))).statusCode).toBe(201);
    const again = await createOn(valid({ mac_address: mac.replaceAll(':', '').toLowerCase() }));
    expect(again.statusCode).toBe(409);
  });

  it('lets only admins of the site create, with silo access', async () => {
    expect((await createOn(valid(), kit.tokens.admin)).statusCode).toBe(201);
    expect((await createOn(valid(), kit.tokens.staff)).statusCode).toBe(201);
    for (const token of [kit.tokens.manager, kit.tokens.member, kit.tokens.other]) {
      expect((await createOn(valid(), token)).statusCode).toBe(403);
    }
    expect(
      (await kit.call('POST', `/feed/sites/${site.siteId}/bins`, null, valid())).statusCode,
    ).toBe(401);
  });
});

describe('updating a bin', () => {
  /** PUT and a PATCH with a JSON object name the version they are based on: the stored one. */
  const versioned = async (binId: string, body: unknown) =>
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? { expected_updated_at: await kit.version(binId).catch(() => undefined), ...body }
      : body;
  const put = async (binId: string, body: unknown, token = kit.tokens.owner) =>
    kit.call('PUT', `/feed/bins/${binId}`, token, await versioned(binId, body));
  const patch = async (
    binId: string,
    body: unknown,
    contentType = JSON_PATCH,
    token = kit.tokens.owner,
  ) => kit.call('PATCH', `/feed/bins/${binId}`, token, await versioned(binId, body), contentType);

  it('replaces every field with PUT, then answers same_information for the same data', async () => {
    const bin = await kit.create(site, { name: 'Before' });
    const fields = valid({
      name: 'After',
      mac_address: macAddress(),
      type: 'regular_hopper',
      diameter: 2.75,
      vertical_height: 3,
      bottom_height: 2.3816,
      roof_height: 0.8,
      flat_height: 0.5,
      outlet_diameter: 0.3,
      offset: 0.3,
    });
    const changed = await put(bin.id, fields);
    expect(changed.statusCode).toBe(200);
    const answer = changed.json<BinActionAnswer>();
    expect(answer).toMatchObject({ changed: true, code: 'updated', licence_id: null, error: null });
    expect(answer.bin).toMatchObject({
      name: 'After',
      type: 'regular_hopper',
      diameter: 2.75,
      bottom_height: 2.3816,
      outlet_diameter: 0.3,
    });
    expect(answer.bin.top_height).toBeCloseTo(2.3816 + 3 + 0.8, 4);

    const same = await put(bin.id, {
      ...fields,
      mac_address: (fields.mac_address as string).replaceAll(':', '-').toLowerCase(),
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ changed: false, code: 'same_information' });

    const missing = await put(bin.id, { ...fields, offset: undefined, name: '' });
    expect(missing.statusCode).toBe(400);
    expect(fieldErrors(missing.body)).toEqual(['name:required', 'offset:required']);
  });

  it('applies a JSON Patch: replace, add, remove, test, on editable fields only', async () => {
    const bin = await kit.create(site, { name: 'Patched' });
    const ok = await patch(bin.id, [
      { op: 'test', path: '/name', value: 'Patched' },
      { op: 'test', path: '/mac_address', value: bin.mac_address.toUpperCase() },
      { op: 'replace', path: '/name', value: 'Patched twice' },
      { op: 'add', path: '/flat_height', value: 1.2 },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<BinActionAnswer>().bin).toMatchObject({
      name: 'Patched twice',
      flat_height: 1.2,
    });

    const failedTest = await patch(bin.id, [
      { op: 'test', path: '/name', value: 'Patched' },
      { op: 'replace', path: '/name', value: 'Never' },
    ]);
    expect(failedTest.statusCode).toBe(409);
    expect(failedTest.json()).toMatchObject({ code: 'patch_test_failed' });

    const notEditable = await patch(bin.id, [
      { op: 'replace', path: '/expires_at', value: '2030-01-01T00:00:00Z' },
      { op: 'replace', path: '/name/first', value: 'x' },
    ]);
    expect(notEditable.statusCode).toBe(400);
    expect(notEditable.json()).toMatchObject({ code: 'invalid_patch' });
    expect(fieldErrors(notEditable.body)).toEqual([
      '/expires_at:not_editable',
      '/name/first:not_editable',
    ]);

    const removed = await patch(bin.id, [{ op: 'remove', path: '/name' }]);
    expect(removed.statusCode).toBe(400);
    expect(fieldErrors(removed.body)).toEqual(['name:required']);

    const offset = await patch(bin.id, [{ op: 'replace', path: '/offset', value: 0.9 }]);
    expect(fieldErrors(offset.body)).toEqual(['offset:offset_not_below_roof']);

    const move = await patch(bin.id, [{ op: 'move', from: '/name', path: '/name' }]);
    expect(move.statusCode).toBe(400);

    const same = await patch(bin.id, [{ op: 'replace', path: '/name', value: 'Patched twice' }]);
    expect(same.json()).toMatchObject({ changed: false, code: 'same_information' });

    const wrongType = await patch(
      bin.id,
      [{ op: 'replace', path: '/name', value: 'x' }],
      'application/json',
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ code: 'invalid_patch' });
  });

  it('takes a plain JSON object of fields as a partial update', async () => {
    const bin = await kit.create(site, { name: 'Merged' });
    const response = await patch(
      bin.id,
      { name: 'Merged again', diameter: 2.5 },
      'application/json',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<BinActionAnswer>().bin).toMatchObject({
      name: 'Merged again',
      diameter: 2.5,
    });
    const bad = await patch(bin.id, { diameter: 'wide' }, 'application/json');
    expect(fieldErrors(bad.body)).toEqual(['diameter:invalid']);
  });

  it('moves the sensor registration when the MAC address changes', async () => {
    const bin = await kit.create(site, { name: 'New sensor' });
    const next = macAddress();
    const response = await patch(bin.id, [{ op: 'replace', path: '/mac_address', value: next }]);
    expect(response.statusCode).toBe(200);
    const devices = await t.database.db
      .select()
      .from(sensorDevices)
      .where(eq(sensorDevices.binId, bin.id));
    expect(devices.map((d) => d.devEui)).toEqual([next.replaceAll(':', '').toLowerCase()]);
    // The old sensor is free for another bin.
    expect((await createOn(valid({ mac_address: bin.mac_address }))).statusCode).toBe(201);
  });

  it('lets admins of the site edit, and refuses managers, members and other tenants', async () => {
    const bin = await kit.create(maternity, { name: 'Guarded' });
    const rename = (name: string) => [{ op: 'replace', path: '/name', value: name }];
    expect((await patch(bin.id, rename('By admin'), JSON_PATCH, kit.tokens.admin)).statusCode).toBe(
      200,
    );
    for (const token of [kit.tokens.manager, kit.tokens.member, kit.tokens.other]) {
      expect((await patch(bin.id, rename('Refused'), JSON_PATCH, token)).statusCode).toBe(403);
      expect((await put(bin.id, { name: 'Refused' }, token)).statusCode).toBe(403);
    }
    const unknown = await put('00000000-0000-4000-8000-000000000000', valid());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'bin_not_found' });
  });
});
