import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { MembershipRole } from '@barnboard/domain';
import {
  auditEvents,
  membershipSites,
  memberships,
  sites,
  tenants,
} from '../../src/db/schema/index.js';
import { feedKit, type FeedKit } from '../feed/feed-kit.js';
import { demoToken } from '../support/demo.js';
import { createUser, signIn } from '../support/sign-in.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The admin tests' world: the feed kit's (demo accounts, fresh sites of Ferme du Bocage with a
 * building and a feed), accounts with the memberships a case needs, and the audit trail.
 */
export type AdminKit = FeedKit & {
  horizonId: string;
  /** A new account with one active membership of `role` (all sites, or those listed). */
  member(
    tenantId: string,
    role: MembershipRole,
    siteIds: 'all' | string[],
  ): Promise<{ id: string; token: string }>;
  /** A bare site of Ferme du Bocage (no building, no feed); its id. */
  bareSite(name: string): Promise<string>;
  json<T>(response: LightMyRequestResponse, status: number): T;
  /** The audit events of an entity, oldest first. */
  audit(entityId: string): Promise<(typeof auditEvents.$inferSelect)[]>;
  /** The stored updated_at of a row, as an edit names it. */
  versionOf(table: 'sites' | 'tenants', id: string): Promise<string>;
};

export async function adminKit(t: TestApp): Promise<AdminKit> {
  const kit = await feedKit(t);
  const db = t.database.db;
  const [horizon] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.name, 'Porcs Horizon'));
  return {
    ...kit,
    horizonId: horizon!.id,
    async member(tenantId, role, siteIds) {
      const user = await createUser(t);
      const [membership] = await db
        .insert(memberships)
        .values({
          tenantId,
          userId: user.id,
          role,
          allSites: siteIds === 'all',
          accessType: { feeding: ['gestation', 'lactation'], zootech: true, silo: true },
        })
        .returning({ id: memberships.id });
      if (siteIds !== 'all') {
        await db
          .insert(membershipSites)
          .values(siteIds.map((siteId) => ({ tenantId, membershipId: membership!.id, siteId })));
      }
      const tokens = await signIn(t, user);
      return { id: user.id, token: tokens.access_token };
    },
    async bareSite(name) {
      const [site] = await db
        .insert(sites)
        .values({ tenantId: kit.bocageId, name, type: 'nursery', access: 'all' })
        .returning({ id: sites.id });
      return site!.id;
    },
    json<T>(response: LightMyRequestResponse, status: number): T {
      if (response.statusCode !== status) {
        throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
      }
      return response.json<T>();
    },
    async audit(entityId) {
      return db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.entityId, entityId))
        .orderBy(asc(auditEvents.at), asc(auditEvents.action));
    },
    async versionOf(table, id) {
      const source = table === 'sites' ? sites : tenants;
      const [row] = await db
        .select({ at: source.updatedAt })
        .from(source)
        .where(and(eq(source.id, id)));
      return row!.at.toISOString();
    },
  };
}

export { demoToken };
