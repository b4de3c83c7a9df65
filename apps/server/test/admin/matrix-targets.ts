import { eq } from 'drizzle-orm';
import { buildings, feeds, sites, tenants } from '../../src/db/schema/index.js';
import { createFeed } from '../../src/repositories/feeds-repository.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The admin routes' cases of the role × route matrix (test/access/route-matrix.sql.test.ts): on each
 * demo tenant (Ferme du Bocage, Porcs Horizon), a site, a building and a dictionary item of their
 * own that no other case touches, so that an edit sending their stored values answers
 * `changed: false` however often it runs; each create sends a new name, and each delete takes a
 * new record from a pool (a refusal leaves it unused).
 */

type Target = {
  method: string;
  url: string;
  body?: object;
  siteId?: string;
  tenantId?: string;
  /** The sites a dictionary item is offered on. */
  itemSiteIds?: string[];
};

export type AdminMatrix = { targets(method: string, url: string): Record<string, Target[]> };

/** More than the personas, so that every persona of the matrix finds one. */
const POOL = 12;

type TenantWorld = {
  tenantId: string;
  tenantName: string;
  tenantVersion: string;
  siteId: string;
  site: { name: string; type: string; timezone: string; version: string };
  buildingId: string;
  building: { name: string; type: string; version: string };
  feedId: string;
  feed: { name: string; version: string };
  deletableSites: { id: string; version: string }[];
  deletableBuildings: { id: string; version: string }[];
  deletableFeeds: { id: string; version: string }[];
};

let names = 0;
const unique = (prefix: string) => `${prefix} ${++names}`;

async function prepareTenant(t: TestApp, tenantName: string): Promise<TenantWorld> {
  const db = t.database.db;
  const [tenant] = await db.select().from(tenants).where(eq(tenants.name, tenantName));
  const tenantId = tenant!.id;
  const newSite = async (name: string) => {
    const [site] = await db
      .insert(sites)
      .values({ tenantId, name, type: 'finishing', access: 'all', timezone: 'America/Montreal' })
      .returning();
    return site!;
  };
  const newBuilding = async (siteId: string, name: string) => {
    const [building] = await db
      .insert(buildings)
      .values({ tenantId, siteId, name, type: 'finishing' })
      .returning();
    return building!;
  };
  const newFeed = async (siteId: string, name: string) => {
    const id = await createFeed(db, {
      tenantId,
      name,
      recipe: 'MX-1',
      densityKgM3: 640,
      siteIds: [siteId],
    });
    const [row] = await db.select().from(feeds).where(eq(feeds.id, id));
    return { id, version: row!.updatedAt.toISOString() };
  };
  const site = await newSite(`Matrix admin ${tenantName}`);
  const building = await newBuilding(site.id, 'Matrix building');
  const feed = await newFeed(site.id, 'Matrix item');
  const deletableSites = [];
  const deletableBuildings = [];
  const deletableFeeds = [];
  for (let i = 0; i < POOL; i++) {
    const doomed = await newSite(unique('Matrix doomed site'));
    deletableSites.push({ id: doomed.id, version: doomed.updatedAt.toISOString() });
    const doomedBuilding = await newBuilding(site.id, unique('Matrix doomed building'));
    deletableBuildings.push({
      id: doomedBuilding.id,
      version: doomedBuilding.updatedAt.toISOString(),
    });
    deletableFeeds.push(await newFeed(site.id, unique('Matrix doomed item')));
  }
  return {
    tenantId,
    tenantName,
    tenantVersion: tenant!.updatedAt.toISOString(),
    siteId: site.id,
    site: {
      name: site.name,
      type: site.type,
      timezone: site.timezone,
      version: site.updatedAt.toISOString(),
    },
    buildingId: building.id,
    building: {
      name: building.name,
      type: building.type,
      version: building.updatedAt.toISOString(),
    },
    feedId: feed.id,
    feed: { name: 'Matrix item', version: feed.version },
    deletableSites,
    deletableBuildings,
    deletableFeeds,
  };
}

/**
 * Cases whose path is new on every call: each call takes the next record of the pool, and
 * `siteId` names the site the access rules read for the record the last call took.
 */
function fromPool(
  method: string,
  url: string,
  param: string,
  pool: { id: string; version: string }[],
  siteOf: (id: string) => string,
  extra: Partial<Target> = {},
): Target {
  let current = pool[0]!;
  return {
    method,
    ...extra,
    get url() {
      current = pool.shift() ?? current;
      return `${url.replace(param, current.id)}?expected_updated_at=${encodeURIComponent(current.version)}`;
    },
    get siteId() {
      return siteOf(current.id);
    },
  };
}

export async function prepareAdminMatrix(t: TestApp): Promise<AdminMatrix> {
  const worlds = [
    await prepareTenant(t, 'Ferme du Bocage'),
    await prepareTenant(t, 'Porcs Horizon'),
  ];
  return {
    targets: (method, url) => ({
      'GET /api/admin/tenants': [{ method, url }],
      'GET /api/admin/sites': [{ method, url }],
      'GET /api/admin/dictionary': [{ method, url }],
      'POST /api/admin/tenants': [
        {
          method,
          url,
          body: {
            get name() {
              return unique('Matrix tenant');
            },
            ltrack_access: false,
          },
        },
      ],
      'PATCH /api/admin/tenants/:tenantId': worlds.map((w) => ({
        method,
        url: url.replace(':tenantId', w.tenantId),
        tenantId: w.tenantId,
        body: { name: w.tenantName, expected_updated_at: w.tenantVersion },
      })),
      'POST /api/admin/tenants/:tenantId/licences': worlds.map((w) => ({
        method,
        url: url.replace(':tenantId', w.tenantId),
        tenantId: w.tenantId,
        body: { count: 1 },
      })),
      'POST /api/admin/tenants/:tenantId/sites': worlds.map((w) => ({
        method,
        url: url.replace(':tenantId', w.tenantId),
        tenantId: w.tenantId,
        body: {
          get name() {
            return unique('Matrix site');
          },
          type: 'nursery',
          timezone: 'America/Toronto',
        },
      })),
      'PATCH /api/admin/sites/:siteId': worlds.map((w) => ({
        method,
        url: url.replace(':siteId', w.siteId),
        siteId: w.siteId,
        body: { name: w.site.name, type: w.site.type, expected_updated_at: w.site.version },
      })),
      // The rules read a deleted site as its twin: a site of the tenant no membership names.
      'DELETE /api/admin/sites/:siteId': worlds.map((w) =>
        fromPool(method, url, ':siteId', w.deletableSites, () => w.siteId),
      ),
      'POST /api/admin/sites/:siteId/buildings': worlds.map((w) => ({
        method,
        url: url.replace(':siteId', w.siteId),
        siteId: w.siteId,
        body: {
          get name() {
            return unique('Matrix building');
          },
          type: 'nursery',
        },
      })),
      'PATCH /api/admin/buildings/:buildingId': worlds.map((w) => ({
        method,
        url: url.replace(':buildingId', w.buildingId),
        siteId: w.siteId,
        body: { name: w.building.name, expected_updated_at: w.building.version },
      })),
      'DELETE /api/admin/buildings/:buildingId': worlds.map((w) =>
        fromPool(method, url, ':buildingId', w.deletableBuildings, () => w.siteId),
      ),
      'POST /api/admin/tenants/:tenantId/dictionary': worlds.map((w) => ({
        method,
        url: url.replace(':tenantId', w.tenantId),
        tenantId: w.tenantId,
        body: {
          get name() {
            return unique('Matrix feed');
          },
          recipe: 'MX-2',
          density: 655,
          sites: [w.siteId],
        },
      })),
      'PATCH /api/admin/dictionary/:feedId': worlds.map((w) => ({
        method,
        url: url.replace(':feedId', w.feedId),
        itemSiteIds: [w.siteId],
        body: { name: w.feed.name, expected_updated_at: w.feed.version },
      })),
      'DELETE /api/admin/dictionary/:feedId': worlds.map((w) =>
        fromPool(method, url, ':feedId', w.deletableFeeds, () => w.siteId, {
          itemSiteIds: [w.siteId],
        }),
      ),
    }),
  };
}
