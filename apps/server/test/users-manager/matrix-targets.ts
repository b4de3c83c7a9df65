import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { membershipSites, memberships, users } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { DEMO_PASSWORD } from '../../src/seed/demo-data.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The users manager's cases of the role × route matrix (test/access/route-matrix.sql.test.ts): people
 * of Ferme du Bocage and of Porcs Horizon, one per kind of call, put back in the state the call
 * needs before each persona's try (`before`), so that one persona's success never turns into
 * the next one's 409: deactivation finds an active account, deletion an unused one, an edit the
 * version it names.
 */

type Target = {
  method: string;
  url: string;
  body?: object;
  tenantId?: string;
  /** The tenants the person named by the path has a membership on (policy managed-user). */
  userTenantIds?: string[];
  before?: (persona: { email: string | null }) => Promise<void>;
};

export type UsersManagerMatrix = {
  targets(method: string, url: string): Record<string, Target[]>;
};

/** The version every edit of the matrix names; `before` writes it into the row. */
const VERSION = '2026-01-01T00:00:00.000Z';

type Person = { userId: string; membershipId: string; tenantId: string };

let count = 0;
const tag = () => `${Date.now().toString(36)}${++count}`;

export async function prepareUsersManagerMatrix(
  t: TestApp,
  tenants: { bocage: string; horizon: string },
  siteIds: { maternity: string; gdu: string },
): Promise<UsersManagerMatrix> {
  const db = t.database.db;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const siteOf = (tenantId: string) =>
    tenantId === tenants.bocage ? siteIds.maternity : siteIds.gdu;

  /** Inserts (again) the person with these ids, unless they exist. */
  async function ensure(
    person: Person,
    account: { email: string | null; username: string | null; password: boolean },
  ): Promise<void> {
    await db
      .insert(users)
      .values({
        id: person.userId,
        email: account.email,
        username: account.username,
        passwordHash: account.password ? passwordHash : null,
        agreedTermsPolicy: account.password,
      })
      .onConflictDoNothing();
    await db
      .insert(memberships)
      .values({
        tenantId: person.tenantId,
        id: person.membershipId,
        userId: person.userId,
        role: 'member',
        allSites: false,
        accessType: { feeding: ['gestation'], zootech: true, silo: false },
      })
      .onConflictDoNothing();
    await db
      .insert(membershipSites)
      .values({
        tenantId: person.tenantId,
        membershipId: person.membershipId,
        siteId: siteOf(person.tenantId),
      })
      .onConflictDoNothing();
  }

  async function newPerson(tenantId: string, withEmail: boolean, password = true) {
    const person = { userId: randomUUID(), membershipId: randomUUID(), tenantId };
    const name = `matrix.${tag()}`;
    const account = {
      email: withEmail ? `${name}@matrix.test` : null,
      username: withEmail ? null : name,
      password,
    };
    await ensure(person, account);
    return { ...person, ensure: () => ensure(person, account) };
  }

  const both = [tenants.bocage, tenants.horizon];
  const people = async (withEmail: boolean, password = true) =>
    Promise.all(both.map((tenantId) => newPerson(tenantId, withEmail, password)));
  const [named, usernames, unused, removable, memberOf, endable, deletable] = [
    await people(true),
    await people(false),
    await people(true, false),
    await people(true, false),
    await people(true),
    await people(true),
    await people(true),
  ];
  // The people another tenant's membership is added to: a Bocage person gets one on Horizon.
  const joiner = await newPerson(tenants.bocage, true);

  const setUser = (userId: string, values: Partial<typeof users.$inferInsert>) =>
    db.update(users).set(values).where(eq(users.id, userId));
  const setMembership = (person: Person, values: Partial<typeof memberships.$inferInsert>) =>
    db
      .update(memberships)
      .set(values)
      .where(
        and(eq(memberships.tenantId, person.tenantId), eq(memberships.id, person.membershipId)),
      );

  const onUsers = (
    method: string,
    url: string,
    list: (Person & { ensure(): Promise<void> })[],
    extra: Pick<Target, 'body'> & { prepare?: (person: Person) => Promise<unknown> } = {},
  ): Target[] =>
    list.map((person) => ({
      method,
      url: url.replace(':userId', person.userId),
      userTenantIds: [person.tenantId],
      ...(extra.body ? { body: extra.body } : {}),
      before: async () => {
        await person.ensure();
        await extra.prepare?.(person);
      },
    }));

  const onMemberships = (
    method: string,
    url: string,
    list: (Person & { ensure(): Promise<void> })[],
    prepare: (person: Person) => Promise<unknown>,
    body?: object,
  ): Target[] =>
    list.map((person) => ({
      method,
      url: url.replace(':tenantId', person.tenantId).replace(':membershipId', person.membershipId),
      tenantId: person.tenantId,
      ...(body ? { body } : {}),
      before: async () => {
        await person.ensure();
        await prepare(person);
      },
    }));

  const membershipBody = {
    role: 'member',
    sites: 'all',
    access_type: { feeding: [], zootech: true, silo: false },
    expires_at: null,
    use_sharing_name: false,
    sharing_name: null,
  };

  return {
    targets: (method, url) => ({
      'GET /api/users': [{ method, url }],
      'PATCH /api/users/:userId': onUsers(method, url, named, {
        body: { first_name: 'Matrix', expected_updated_at: VERSION },
        prepare: (p) => setUser(p.userId, { firstName: 'Matrix', updatedAt: new Date(VERSION) }),
      }),
      'POST /api/users/:userId/deactivate': onUsers(method, url, named, {
        prepare: (p) => setUser(p.userId, { deactivatedAt: null }),
      }),
      'POST /api/users/:userId/reactivate': onUsers(method, url, named, {
        prepare: (p) => setUser(p.userId, { deactivatedAt: t.clock.now() }),
      }),
      'POST /api/users/:userId/invitation': onUsers(method, url, unused, {
        prepare: (p) => setUser(p.userId, { deactivatedAt: null }),
      }),
      'POST /api/users/:userId/first-password': onUsers(method, url, usernames, {
        body: { password: 'Matrix-Pass1' },
        prepare: (p) => setUser(p.userId, { deactivatedAt: null }),
      }),
      // Only an account never used is deleted: these never had a password.
      'DELETE /api/users/:userId': onUsers(method, url, removable),
      'POST /api/tenants/:tenantId/invitations': both.map((tenantId) => ({
        method,
        url: url.replace(':tenantId', tenantId),
        tenantId,
        body: {
          get email() {
            return `invited.${tag()}@matrix.test`;
          },
          membership: membershipBody,
        },
      })),
      'POST /api/tenants/:tenantId/accounts': both.map((tenantId) => ({
        method,
        url: url.replace(':tenantId', tenantId),
        tenantId,
        body: {
          get username() {
            return `matrix.${tag()}`;
          },
          password: 'Matrix-Pass1',
          membership: membershipBody,
        },
      })),
      // A Bocage person given a membership on Horizon: only who administers Horizon (staff).
      'POST /api/tenants/:tenantId/memberships': [
        {
          method,
          url: url.replace(':tenantId', tenants.horizon),
          tenantId: tenants.horizon,
          body: { user_id: joiner.userId, ...membershipBody },
          before: async () => {
            await db
              .delete(memberships)
              .where(
                and(
                  eq(memberships.tenantId, tenants.horizon),
                  eq(memberships.userId, joiner.userId),
                ),
              );
          },
        },
      ],
      'PATCH /api/tenants/:tenantId/memberships/:membershipId': onMemberships(
        method,
        url,
        memberOf,
        (p) => setMembership(p, { role: 'member', updatedAt: new Date(VERSION) }),
        { role: 'member', expected_updated_at: VERSION },
      ),
      'POST /api/tenants/:tenantId/memberships/:membershipId/end': onMemberships(
        method,
        url,
        endable,
        (p) => setMembership(p, { expiresAt: null, updatedAt: new Date(VERSION) }),
        { expected_updated_at: VERSION },
      ),
      'DELETE /api/tenants/:tenantId/memberships/:membershipId': onMemberships(
        method,
        url,
        deletable,
        (p) => setMembership(p, { updatedAt: new Date(VERSION) }),
        { expected_updated_at: VERSION },
      ),
      // Every persona with a token replaces a first password it was just handed.
      'POST /api/user/first-password': [
        {
          method,
          url,
          body: { current_password: DEMO_PASSWORD, password: 'Matrix-Pass1' },
          before: async (persona) => {
            if (!persona.email) return;
            await db
              .update(users)
              .set({ mustChangePassword: true, passwordHash })
              .where(eq(users.email, persona.email));
          },
        },
      ],
    }),
  };
}
