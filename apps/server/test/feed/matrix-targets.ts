import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bins, buildings, sensorDevices, sites } from '../../src/db/schema/index.js';
import { createFeed } from '../../src/repositories/feeds-repository.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The feed routes' cases of the role × route matrix (test/access/route-matrix.sql.test.ts): bins on
 * the demo maternity (an L-Track tenant) and on Horizon GDU (a tenant without L-Track access),
 * one per kind of call so that disabling one never stops another from being edited. Each call is
 * harmless when repeated: an update with the bin's own data answers same_information, disable and
 * enable are idempotent, and each create posts a new MAC address.
 */

type Target = { method: string; url: string; body?: object; siteId?: string };
type SiteBins = {
  siteId: string;
  edit: string;
  disable: string;
  enable: string;
  body: object;
  version: string;
  move: { id: string; version: string; buildingId: string };
  /** Disabled bins to delete, one per call. */
  deletable: { id: string; version: string }[];
  deleted: string;
};

export type FeedMatrix = { targets(method: string, url: string): Record<string, Target[]> };

const YEAR_MS = 365 * 24 * 3_600_000;
let macs = 0;
const nextMac = () => `a8404199${(++macs).toString(16).padStart(8, '0')}`;

async function prepareSite(t: TestApp, siteId: string): Promise<SiteBins> {
  const db = t.database.db;
  const [site] = await db.select().from(sites).where(eq(sites.id, siteId));
  const [building] = await db.select().from(buildings).where(eq(buildings.siteId, siteId));
  const tenantId = site!.tenantId;
  const feedId = await createFeed(db, {
    tenantId,
    name: 'Matrix feed',
    recipe: 'M-1',
    densityKgM3: 650,
    siteIds: [siteId],
  });
  const fields = {
    building_id: building!.id,
    content_id: feedId,
    type: 'flat_bottom',
    diameter: 2,
    vertical_height: 4,
    bottom_height: 0,
    roof_height: 0.5,
    flat_height: 0,
    outlet_diameter: 0,
    offset: 0.2,
  };
  const insert = async (name: string, values: Partial<typeof bins.$inferInsert> = {}) => {
    const id = randomUUID();
    const devEui = nextMac();
    const [row] = await db
      .insert(bins)
      .values({
        tenantId,
        id,
        siteId,
        buildingId: building!.id,
        feedId,
        name,
        devEui,
        type: 'flat_bottom',
        diameterM: 2,
        verticalHeightM: 4,
        bottomHeightM: 0,
        roofHeightM: 0.5,
        offsetM: 0.2,
        expiresAt: new Date(t.clock.now().getTime() + YEAR_MS),
        ...values,
      })
      .returning();
    if (!values.deletedAt) await db.insert(sensorDevices).values({ devEui, tenantId, binId: id });
    return { id, devEui, version: row!.updatedAt.toISOString() };
  };
  const edit = await insert('Matrix edit');
  const move = await insert('Matrix move');
  const deletable = [];
  for (let i = 0; i < 12; i++)
    deletable.push(await insert(`Matrix delete ${i}`, { disabledAt: t.clock.now() }));
  return {
    siteId,
    edit: edit.id,
    disable: (await insert('Matrix disable')).id,
    enable: (await insert('Matrix enable')).id,
    body: { name: 'Matrix edit', mac_address: edit.devEui, ...fields },
    version: edit.version,
    move: { id: move.id, version: move.version, buildingId: building!.id },
    deletable,
    deleted: (
      await insert('Matrix deleted', { disabledAt: t.clock.now(), deletedAt: t.clock.now() })
    ).id,
  };
}

export async function prepareFeedMatrix(
  t: TestApp,
  siteIds: { maternity: string; gdu: string },
): Promise<FeedMatrix> {
  const perSite = [await prepareSite(t, siteIds.maternity), await prepareSite(t, siteIds.gdu)];
  const onBins = (method: string, url: string, bin: 'edit' | 'disable' | 'enable', body?: object) =>
    perSite.map((s) => ({
      method,
      url: url.replace(':binId', s[bin]),
      siteId: s.siteId,
      ...(body ? { body } : {}),
    }));
  return {
    targets: (method, url) => ({
      'POST /feed/bins': [{ method, url: `${url}?view=RESUME&page=0&size=5`, body: {} }],
      'GET /feed/licences': [{ method, url: `${url}?view=tenant&page=0&size=5` }],
      'POST /feed/sites/:siteId/bins': perSite.map((s) => ({
        method,
        url: url.replace(':siteId', s.siteId),
        siteId: s.siteId,
        // Serialised on each call: every create gets a MAC address of its own.
        body: {
          ...s.body,
          name: 'Matrix created',
          get mac_address() {
            return nextMac();
          },
        },
      })),
      'PUT /feed/bins/:binId': perSite.map((s) => ({
        method,
        url: url.replace(':binId', s.edit),
        siteId: s.siteId,
        body: { ...s.body, expected_updated_at: s.version },
      })),
      'PATCH /feed/bins/:binId': perSite.map((s) => ({
        method,
        url: url.replace(':binId', s.edit),
        siteId: s.siteId,
        body: { name: 'Matrix edit', expected_updated_at: s.version },
      })),
      'POST /feed/bins/:binId/move': perSite.map((s) => ({
        method,
        url: url.replace(':binId', s.move.id),
        siteId: s.siteId,
        body: { building_id: s.move.buildingId, expected_updated_at: s.move.version },
      })),
      'DELETE /feed/bins/:binId': perSite.map((s) => {
        let current = s.deletable[0]!;
        return {
          method,
          siteId: s.siteId,
          get url() {
            current = s.deletable.shift() ?? current;
            return `${url.replace(':binId', current.id)}?expected_updated_at=${encodeURIComponent(current.version)}`;
          },
        };
      }),
      'GET /feed/sites/:siteId/deleted-bins': perSite.map((s) => ({
        method,
        url: url.replace(':siteId', s.siteId),
        siteId: s.siteId,
      })),
      'GET /feed/sites/:siteId/deleted-bins/:binId/readings': perSite.map((s) => ({
        method,
        url: url.replace(':siteId', s.siteId).replace(':binId', s.deleted),
        siteId: s.siteId,
      })),
      'POST /feed/bins/:binId/disable': onBins(method, url, 'disable'),
      'POST /feed/bins/:binId/enable': onBins(method, url, 'enable'),
      'GET /feed/bins/:binId/readings': onBins(method, url, 'edit'),
      'GET /feed/bins/:binId/chart': onBins(method, url, 'edit'),
    }),
  };
}
