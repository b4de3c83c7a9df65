import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { BinActionAnswer, BinItem, BinPage } from '@barnboard/domain';
import type { Executor } from '../../src/db/database.js';
import {
  binReadings,
  bins,
  buildings,
  licences,
  sensorDevices,
  sites,
  tenants,
} from '../../src/db/schema/index.js';
import { createFeed } from '../../src/repositories/feeds-repository.js';
import { addLicences } from '../../src/repositories/licences-repository.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { bearer, demoToken } from '../support/demo.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The feed API tests' world: the demo accounts, fresh sites of the L-Track tenant (Ferme du
 * Bocage) with a building and a feed, bins created through the API, and readings written
 * straight into bin_readings. Demo bins and licences may exist: tests work on their own sites and
 * set the tenant's available licences themselves.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export type Tokens = Record<'owner' | 'admin' | 'manager' | 'member' | 'staff' | 'other', string>;

export type FeedSite = { siteId: string; buildingId: string; feedId: string };

/** A flat-bottom bin: 2 m wide, 4 m sidewall, 0.5 m roof, sensor 0.2 m below the peak. */
export function flatBin(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Silo 1',
    mac_address: macAddress(),
    type: 'flat_bottom',
    diameter: 2,
    vertical_height: 4,
    bottom_height: 0,
    roof_height: 0.5,
    flat_height: 0.6,
    offset: 0.2,
    ...overrides,
  };
}

let macCount = 0;
/** A fresh DevEUI in the colon spelling (the API stores 16 lowercase hex digits). */
export function macAddress(): string {
  const hex = (0xa840410000000000n + BigInt(++macCount) * 7919n + BigInt(process.pid))
    .toString(16)
    .padStart(16, '0');
  return hex.match(/../g)!.join(':').toUpperCase();
}

export type Reading = {
  at: Date;
  distanceMm: number | null;
  batteryMv?: number | null;
  temperatureC?: number | null;
  rssi?: number | null;
  snr?: number | null;
  firmware?: string | null;
};

export type FeedKit = {
  t: TestApp;
  tokens: Tokens;
  bocageId: string;
  /** The maternity site of the demo (the demo manager and member are on it). */
  maternityId: string;
  /** A fresh site of Ferme du Bocage with one building and a feed (650 kg/m³) offered on it. */
  newSite(name?: string): Promise<FeedSite>;
  /** The demo maternity, its first building and a new feed (640 kg/m³) offered on it. */
  maternitySite(): Promise<FeedSite>;
  /** POST /feed/sites/:siteId/bins as the owner (or `token`). */
  create(site: FeedSite, fields?: Record<string, unknown>, token?: string): Promise<BinItem>;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token: string | null,
    body?: unknown,
    contentType?: string,
  ): Promise<LightMyRequestResponse>;
  list(body?: object, query?: string, token?: string): Promise<BinPage>;
  action(url: string, token?: string): Promise<BinActionAnswer>;
  insertReadings(binId: string, readings: Reading[]): Promise<void>;
  /** Leaves exactly `count` available licences to Ferme du Bocage. */
  setAvailableLicences(count: number): Promise<void>;
  setBin(binId: string, values: Partial<typeof bins.$inferInsert>): Promise<void>;
  /** The bin's updated_at as stored: the version an edit names (expected_updated_at). */
  version(binId: string): Promise<string>;
};

export async function feedKit(t: TestApp): Promise<FeedKit> {
  const db: Executor = t.database.db;
  await seedDemo(db, t.clock.now());
  const emails: Record<keyof Tokens, string> = {
    owner: 'owner@bocage.demo',
    admin: 'admin@bocage.demo',
    manager: 'manager@bocage.demo',
    member: 'member@bocage.demo',
    staff: 'staff@barnboard.demo',
    other: 'new@horizon.demo',
  };
  const tokens = Object.fromEntries(
    await Promise.all(
      Object.entries(emails).map(async ([key, email]) => [key, await demoToken(t, email)]),
    ),
  ) as Tokens;
  // The other tenant's manager is at its first sign-in: it accepts the terms, so that what these
  // tests see of it is the tenant boundary, not the terms (test/security/terms.test.ts).
  const accepted = await t.app.inject({
    method: 'PATCH',
    url: '/api/user',
    headers: bearer(tokens.other),
    payload: { agreed_terms_policy: true },
  });
  if (accepted.statusCode !== 200) throw new Error(`terms not accepted: ${accepted.body}`);
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.name, 'Ferme du Bocage'));
  const bocageId = tenant!.id;
  const [maternity] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.name, 'Maternité Saint-Hyacinthe'));
  let siteCount = 0;
  let frame = 0;

  const call: FeedKit['call'] = (method, url, token, body, contentType) => {
    const headers: Record<string, string> = token ? bearer(token) : {};
    if (body !== undefined) headers['content-type'] = contentType ?? 'application/json';
    return t.app.inject({
      method,
      url,
      headers,
      ...(body === undefined
        ? {}
        : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  };

  const kit: FeedKit = {
    t,
    tokens,
    bocageId,
    maternityId: maternity!.id,
    async newSite(name = `Silos ${++siteCount}`) {
      const [site] = await db
        .insert(sites)
        .values({ tenantId: bocageId, name, type: 'finishing', access: 'all' })
        .returning({ id: sites.id });
      const siteId = site!.id;
      const [building] = await db
        .insert(buildings)
        .values({ tenantId: bocageId, siteId, name: 'Engraissement', type: 'finishing' })
        .returning({ id: buildings.id });
      const feedId = await createFeed(db, {
        tenantId: bocageId,
        name: 'Grower',
        recipe: 'G-2',
        densityKgM3: 650,
        siteIds: [siteId],
      });
      return { siteId, buildingId: building!.id, feedId };
    },
    async maternitySite() {
      const [building] = await db
        .select({ id: buildings.id })
        .from(buildings)
        .where(eq(buildings.siteId, maternity!.id));
      const feedId = await createFeed(db, {
        tenantId: bocageId,
        name: 'Gestation',
        recipe: 'GE-1',
        densityKgM3: 640,
        siteIds: [maternity!.id],
      });
      return { siteId: maternity!.id, buildingId: building!.id, feedId };
    },
    async create(site, fields = {}, token = tokens.owner) {
      const response = await call('POST', `/feed/sites/${site.siteId}/bins`, token, {
        ...flatBin({ building_id: site.buildingId, content_id: site.feedId }),
        ...fields,
      });
      if (response.statusCode !== 201) {
        throw new Error(`create failed: ${response.statusCode} ${response.body}`);
      }
      return response.json<BinActionAnswer>().bin;
    },
    call,
    async list(body = {}, query = 'view=RESUME&page=0&size=50', token = tokens.owner) {
      const response = await call('POST', `/feed/bins?${query}`, token, body);
      if (response.statusCode !== 200) {
        throw new Error(`list failed: ${response.statusCode} ${response.body}`);
      }
      return response.json<BinPage>();
    },
    async action(url, token = tokens.owner) {
      const response = await call('POST', url, token);
      if (response.statusCode !== 200) {
        throw new Error(`${url} failed: ${response.statusCode} ${response.body}`);
      }
      return response.json<BinActionAnswer>();
    },
    async insertReadings(binId, readings) {
      const [bin] = await db.select().from(bins).where(eq(bins.id, binId));
      if (!bin) throw new Error(`no bin ${binId}`);
      await db.insert(binReadings).values(
        readings.map((r) => {
          frame++;
          return {
            tenantId: bin.tenantId,
            binId,
            devEui: bin.devEui,
            session: 'test',
            frameCounter: frame,
            messageId: randomUUID(),
            measuredAt: r.at,
            distanceMm: r.distanceMm,
            batteryMv: r.batteryMv === undefined ? 3600 : r.batteryMv,
            temperatureC: r.temperatureC === undefined ? 12 : r.temperatureC,
            rssi: r.rssi === undefined ? -90 : r.rssi,
            snr: r.snr === undefined ? 7 : r.snr,
            firmware: r.firmware === undefined ? '2.1' : r.firmware,
            gatewayCount: 1,
          };
        }),
      );
    },
    async setAvailableLicences(count) {
      await db.delete(licences).where(and(eq(licences.tenantId, bocageId), isNull(licences.binId)));
      await addLicences(db, bocageId, count, t.clock.now());
    },
    async setBin(binId, values) {
      await db.update(bins).set(values).where(eq(bins.id, binId));
    },
    async version(binId) {
      const [bin] = await db.select({ at: bins.updatedAt }).from(bins).where(eq(bins.id, binId));
      if (!bin) throw new Error(`no bin ${binId}`);
      return bin.at.toISOString();
    },
  };
  return kit;
}

/** A bin of the other demo tenant, straight in the database (its tenant has no L-Track access). */
export async function insertOtherTenantBin(t: TestApp, devEui: string): Promise<string> {
  const db = t.database.db;
  const [site] = await db.select().from(sites).where(eq(sites.name, 'Horizon GDU'));
  const [building] = await db.select().from(buildings).where(eq(buildings.siteId, site!.id));
  const id = randomUUID();
  await db.insert(bins).values({
    tenantId: site!.tenantId,
    id,
    siteId: site!.id,
    buildingId: building!.id,
    name: 'Horizon silo',
    devEui,
    type: 'flat_bottom',
    diameterM: 2,
    verticalHeightM: 4,
    bottomHeightM: 0,
    roofHeightM: 0.5,
    offsetM: 0.2,
  });
  await db.insert(sensorDevices).values({ devEui, tenantId: site!.tenantId, binId: id });
  return id;
}
