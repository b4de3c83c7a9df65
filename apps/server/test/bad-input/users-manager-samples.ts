import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { WEB_CLIENT_ID } from '@barnboard/domain';
import { memberships, tenants, users } from '../../src/db/schema/index.js';
import { createMembership } from '../../src/repositories/memberships-repository.js';
import { findUserByLogin } from '../../src/repositories/users-repository.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { createUser, postForm, TOKEN_PATH } from '../support/sign-in.js';
import type { TestApp } from '../support/test-app.js';
import type { Sample, SampleBody } from './write-route-samples.js';

/**
 * Valid requests of the users manager's write routes for the bad-input property: each made
 * afresh (a new person, membership or invitation), as the demo owner of Ferme du Bocage, who is
 * also made owner of a second tenant to give people a membership there.
 */

const json = (value: unknown): SampleBody => ({ type: 'json', value });
const PASSWORD = 'Property-Pass1';

export async function usersManagerSamples(
  t: TestApp,
  input: { tenantId: string; siteId: string; ownerToken: string },
): Promise<Record<string, (() => Promise<Sample>)[]>> {
  const db = t.database.db;
  const { tenantId, siteId } = input;
  const [second] = await db.insert(tenants).values({ name: 'Property second' }).returning();
  const owner = (await findUserByLogin(db, 'owner@bocage.demo'))!;
  await createMembership(db, {
    tenantId: second!.id,
    userId: owner.id,
    role: 'owner',
    sites: 'all',
    accessType: { feeding: [], zootech: true, silo: false },
  });
  const firstHash = await hashPassword(PASSWORD);
  let count = 0;
  const fresh = () => `${Date.now().toString(36)}${++count}`;

  const fields = {
    role: 'manager',
    sites: [siteId],
    access_type: { feeding: ['gestation', 'lactation'], zootech: true, silo: false },
    expires_at: '2027-06-30T22:00:00Z',
    use_sharing_name: true,
    sharing_name: 'Partner',
  };

  /** A person with a Bocage membership: password or none, e-mail or username only. */
  async function person(options: { password?: boolean; email?: boolean } = {}) {
    const name = `property.${fresh()}`;
    const [user] = await db
      .insert(users)
      .values({
        email: options.email === false ? null : `${name}@property.test`,
        username: options.email === false ? name : null,
        passwordHash: options.password === false ? null : firstHash,
        agreedTermsPolicy: true,
      })
      .returning();
    const membershipId = await createMembership(db, {
      tenantId,
      userId: user!.id,
      role: 'member',
      sites: [siteId],
      accessType: { feeding: ['gestation'], zootech: false, silo: false },
    });
    const [membership] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.tenantId, tenantId), eq(memberships.id, membershipId)));
    return { user: user!, membershipId, membershipVersion: membership!.updatedAt.toISOString() };
  }

  /** A live invitation's token, from the mail the owner's invitation sent. */
  async function invitationToken(): Promise<string> {
    const email = `invited.${fresh()}@property.test`;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/tenants/${tenantId}/invitations`,
      headers: { authorization: `Bearer ${input.ownerToken}` },
      payload: { email, membership: { ...fields, role: 'member' } },
    });
    if (response.statusCode !== 201) throw new Error(`invitation: ${response.body}`);
    const mail = t.mailer.sent.filter((m) => m.to === email).at(-1)!;
    return /token=([\w-]+)/.exec(mail.text)![1]!;
  }

  const asOwner = 'owner' as const;
  const userParams = (userId: string) => ({ userId });
  const onPerson =
    (
      make: (p: Awaited<ReturnType<typeof person>>) => Omit<Sample, 'query'>,
      options: Parameters<typeof person>[0] = {},
      prepare?: (userId: string) => Promise<unknown>,
    ) =>
    async (): Promise<Sample> => {
      const p = await person(options);
      await prepare?.(p.user.id);
      return { query: {}, ...make(p) };
    };

  return {
    'POST /api/tenants/{tenantId}/invitations': [
      async () => ({
        persona: asOwner,
        params: { tenantId },
        query: {},
        body: json({
          email: `invited.${fresh()}@property.test`,
          first_name: 'Ana',
          last_name: 'Lima',
          locale: 'fr',
          membership: fields,
        }),
      }),
    ],
    'POST /api/tenants/{tenantId}/accounts': [
      async () => ({
        persona: asOwner,
        params: { tenantId },
        query: {},
        body: json({
          username: `barn.${fresh()}`,
          first_name: 'Paul',
          last_name: 'Gagnon',
          locale: 'es',
          password: PASSWORD,
          membership: fields,
        }),
        kinds: { password: 'credential' },
      }),
    ],
    'POST /api/tenants/{tenantId}/memberships': [
      onPerson((p) => ({
        persona: asOwner,
        params: { tenantId: second!.id },
        body: json({ user_id: p.user.id, ...fields, sites: 'all' }),
      })),
    ],
    'PATCH /api/tenants/{tenantId}/memberships/{membershipId}': [
      onPerson((p) => ({
        persona: asOwner,
        params: { tenantId, membershipId: p.membershipId },
        body: json({ ...fields, expected_updated_at: p.membershipVersion }),
      })),
    ],
    'POST /api/tenants/{tenantId}/memberships/{membershipId}/end': [
      onPerson((p) => ({
        persona: asOwner,
        params: { tenantId, membershipId: p.membershipId },
        body: json({ expected_updated_at: p.membershipVersion }),
      })),
    ],
    'DELETE /api/tenants/{tenantId}/memberships/{membershipId}': [
      onPerson((p) => ({
        persona: asOwner,
        params: { tenantId, membershipId: p.membershipId },
        body: json({ expected_updated_at: p.membershipVersion }),
      })),
    ],
    'PATCH /api/users/{userId}': [
      onPerson((p) => ({
        persona: asOwner,
        params: userParams(p.user.id),
        body: json({
          first_name: 'Zoé',
          last_name: 'Éleveur',
          expected_updated_at: p.user.updatedAt.toISOString(),
        }),
      })),
    ],
    'POST /api/users/{userId}/deactivate': [
      onPerson((p) => ({
        persona: asOwner,
        params: userParams(p.user.id),
        body: { type: 'none' },
      })),
    ],
    'POST /api/users/{userId}/reactivate': [
      onPerson(
        (p) => ({ persona: asOwner, params: userParams(p.user.id), body: { type: 'none' } }),
        {},
        (userId) =>
          db.update(users).set({ deactivatedAt: t.clock.now() }).where(eq(users.id, userId)),
      ),
    ],
    'POST /api/users/{userId}/invitation': [
      onPerson(
        (p) => ({ persona: asOwner, params: userParams(p.user.id), body: { type: 'none' } }),
        { password: false },
      ),
    ],
    'POST /api/users/{userId}/first-password': [
      onPerson(
        (p) => ({
          persona: asOwner,
          params: userParams(p.user.id),
          body: json({ password: 'Second-Hand2' }),
          kinds: { password: 'credential' },
        }),
        { email: false },
      ),
    ],
    'DELETE /api/users/{userId}': [
      onPerson(
        (p) => ({ persona: asOwner, params: userParams(p.user.id), body: { type: 'none' } }),
        { password: false },
      ),
    ],
    'POST /api/invitation/inspect': [
      async () => ({
        persona: 'anonymous',
        params: {},
        query: {},
        body: json({ token: await invitationToken() }),
        kinds: { token: 'credential' },
      }),
    ],
    'POST /api/invitation/accept': [
      async () => ({
        persona: 'anonymous',
        params: {},
        query: {},
        body: json({ token: await invitationToken(), password: PASSWORD, accept_terms: true }),
        kinds: { token: 'credential', password: 'credential' },
      }),
    ],
    'POST /api/user/first-password': [
      async () => {
        const handed = await createUser(t, { password: PASSWORD });
        await db.update(users).set({ mustChangePassword: true }).where(eq(users.id, handed.id));
        const response = await postForm(t, TOKEN_PATH, {
          grant_type: 'password',
          client_id: WEB_CLIENT_ID,
          username: handed.email,
          password: PASSWORD,
        });
        return {
          persona: asOwner,
          token: response.json<{ access_token: string }>().access_token,
          params: {},
          query: {},
          body: json({ current_password: PASSWORD, password: `Own-${randomUUID().slice(0, 8)}A1` }),
          kinds: { current_password: 'credential', password: 'credential' },
        };
      },
    ],
  };
}
