import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AccessArea } from '@barnboard/domain';
import type {
  feedCurves,
  feedingStations,
  stationNotifications,
  stationVisits,
} from '../../src/db/schema/index.js';
import { seedDemoOwner } from './demo-owner.js';
import { memberToken } from './member-token.js';
import type { TestApp } from './test-app.js';

/** Sites of the demo tenant for the feeding exchange tests, and calls to their routes. */

type FeedingTable =
  typeof feedingStations | typeof feedCurves | typeof stationVisits | typeof stationNotifications;

export type FeedingKit = {
  owner: string;
  bocageId: string;
  /** A fresh site of the demo tenant (every area, America/Montreal) whose herd holds `animals`. */
  newSite(animals?: string[]): Promise<string>;
  /** POST a JSON body, or CSV text (sent as text/csv). */
  post(url: string, body: object | string, token?: string | null): Promise<LightMyRequestResponse>;
  get(url: string, token?: string | null): Promise<LightMyRequestResponse>;
  /** Rows of a feeding table on a site. */
  countOn(table: FeedingTable, siteId: string): Promise<number>;
  /** A signed-in user with one membership of the demo tenant on a site; their access token. */
  userWith(
    siteId: string,
    role: 'manager' | 'member',
    feeding: Exclude<AccessArea, 'feeding' | 'zootech' | 'silo'>[],
  ): Promise<string>;
};

/** Seeds the demo accounts (no herd) and answers the kit. */
export async function feedingKit(t: TestApp): Promise<FeedingKit> {
  const { owner, demo } = await seedDemoOwner(t);
  const bocageId = demo.tenantId;

  const post: FeedingKit['post'] = (url, body, token = owner) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(typeof body === 'string' ? { 'content-type': 'text/csv; charset=utf-8' } : {}),
      },
      payload: body,
    });

  return {
    owner,
    bocageId,
    async newSite(animals = ['S1', 'S2', 'S3']) {
      const id = await demo.newSite('Exchange');
      const entries = animals.map((animal) => ({ type: 'entry', animal, date: '2025-06-01' }));
      const response = await post(`/api/sites/${id}/records/import`, { records: entries });
      expect(response.statusCode).toBe(200);
      return id;
    },
    post,
    get: (url, token = owner) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
    async countOn(table, siteId) {
      const [row] = await t.database.db
        .select({ n: count() })
        .from(table)
        .where(eq(table.siteId, siteId));
      return row?.n ?? 0;
    },
    userWith: (siteId, role, feeding) =>
      memberToken(t, {
        tenantId: bocageId,
        role,
        sites: [siteId],
        accessType: { feeding, zootech: true, silo: false },
      }),
  };
}
