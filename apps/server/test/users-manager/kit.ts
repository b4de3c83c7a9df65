import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { ManagedUser, MembershipFields, UserWrite, UsersPage } from '@barnboard/domain';
import { auditEvents, sites, tenants, users } from '../../src/db/schema/index.js';
import { createMembership } from '../../src/repositories/memberships-repository.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { demoToken } from '../support/demo.js';
import { createUser, randomAddress, signIn, type TestUser } from '../support/sign-in.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The demo as the users-manager tests use it: its tenants and sites, its people's tokens, and
 * the calls of the users manager.
 */
export type Kit = Awaited<ReturnType<typeof usersManagerKit>>;

export const DEMO_LOGINS = {
  staff: 'staff@barnboard.demo',
  owner: 'owner@bocage.demo',
  admin: 'admin@bocage.demo',
  manager: 'manager@bocage.demo',
  member: 'member@bocage.demo',
} as const;

export async function usersManagerKit(t: TestApp) {
  const db = t.database.db;
  await seedDemo(db, t.clock.now());
  const tenantId = async (name: string) =>
    (await db.select().from(tenants).where(eq(tenants.name, name)))[0]!.id;
  const siteId = async (name: string) =>
    (await db.select().from(sites).where(eq(sites.name, name)))[0]!.id;
  const bocage = await tenantId('Ferme du Bocage');
  const horizon = await tenantId('Porcs Horizon');
  const site = {
    maternity: await siteId('Maternité Saint-Hyacinthe'),
    nursery: await siteId('Pouponnière du Ruisseau'),
    finishing: await siteId('Engraissement Les Érables'),
    gdu: await siteId('Horizon GDU'),
    horizonMaternity: await siteId('Maternité Horizon'),
  };
  const tokens: Record<keyof typeof DEMO_LOGINS, string> = {
    staff: await demoToken(t, DEMO_LOGINS.staff),
    owner: await demoToken(t, DEMO_LOGINS.owner),
    admin: await demoToken(t, DEMO_LOGINS.admin),
    manager: await demoToken(t, DEMO_LOGINS.manager),
    member: await demoToken(t, DEMO_LOGINS.member),
  };

  async function call(
    token: string | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
      remoteAddress: randomAddress(),
    });
  }

  const membership = (extra: Partial<MembershipFields> = {}): MembershipFields => ({
    role: 'member',
    sites: [site.maternity],
    access_type: { feeding: ['gestation'], zootech: false, silo: false },
    expires_at: null,
    use_sharing_name: false,
    sharing_name: null,
    ...extra,
  });

  let invited = 0;
  /** A fresh address for each invitation. */
  const newEmail = (prefix = 'invited') => `${prefix}-${++invited}-${Date.now()}@farm.test`;

  /** The link of the newest mail to `to`, its token. */
  function mailedToken(to: string): string {
    const mail = [...t.mailer.sent].reverse().find((m) => m.to === to);
    if (!mail) throw new Error(`no mail to ${to}`);
    const match = /invitation\?token=([\w-]+)/.exec(mail.text);
    if (!match) throw new Error(`no invitation link in the mail to ${to}: ${mail.text}`);
    return match[1]!;
  }

  async function invite(
    token: string,
    input: {
      email?: string;
      tenant?: string;
      membership?: MembershipFields;
      locale?: 'en' | 'fr' | 'es';
    },
  ): Promise<{ response: LightMyRequestResponse; email: string; user: ManagedUser }> {
    const email = input.email ?? newEmail();
    const response = await call(
      token,
      'POST',
      `/api/tenants/${input.tenant ?? bocage}/invitations`,
      {
        email,
        membership: input.membership ?? membership(),
        ...(input.locale ? { locale: input.locale } : {}),
      },
    );
    return { response, email, user: response.json<UserWrite>().user };
  }

  async function list(token: string, query = ''): Promise<UsersPage> {
    const response = await call(token, 'GET', `/api/users${query}`);
    if (response.statusCode !== 200)
      throw new Error(`list: ${response.statusCode} ${response.body}`);
    return response.json<UsersPage>();
  }

  async function person(token: string, login: string): Promise<ManagedUser> {
    const found = (await list(token, `?per_page=1000`)).data.find(
      (p) => p.email === login || p.username === login,
    );
    if (!found) throw new Error(`${login} is not in the list`);
    return found;
  }

  /** A new account (argon2 password) with one membership straight in the database. */
  async function newPerson(
    fields: Partial<Parameters<typeof createMembership>[1]> & { tenantId?: string } = {},
  ): Promise<TestUser & { membershipId: string }> {
    const user = await createUser(t);
    const membershipId = await createMembership(db, {
      tenantId: fields.tenantId ?? bocage,
      userId: user.id,
      role: fields.role ?? 'member',
      sites: fields.sites ?? [site.maternity],
      accessType: fields.accessType ?? { feeding: ['gestation'], zootech: true, silo: false },
      expiresAt: fields.expiresAt ?? null,
    });
    return { ...user, membershipId };
  }

  async function tokenOf(user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
    return (await signIn(t, user)).access_token;
  }

  async function auditOf(tenant: string, entityId: string) {
    return db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, tenant), eq(auditEvents.entityId, entityId)))
      .orderBy(auditEvents.at);
  }

  async function userRow(id: string) {
    return (await db.select().from(users).where(eq(users.id, id)))[0]!;
  }

  return {
    t,
    db,
    bocage,
    horizon,
    site,
    tokens,
    call,
    membership,
    newEmail,
    mailedToken,
    invite,
    list,
    person,
    newPerson,
    tokenOf,
    auditOf,
    userRow,
  };
}
