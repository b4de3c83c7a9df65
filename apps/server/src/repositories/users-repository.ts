import { and, eq, exists, inArray, ne, or, sql } from 'drizzle-orm';
import type { User } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { memberships, users } from '../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** E-mail addresses and usernames are matched without regard to case. */
export async function findUserByLogin(db: Executor, identifier: string): Promise<UserRow | null> {
  const value = identifier.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${value} or lower(${users.username}) = ${value}`)
    .limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** Another account with this address (case ignored), for an address change to collide with. */
export async function findOtherUserByEmail(
  db: Executor,
  email: string,
  exceptId: string,
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, ne(users.id, exceptId)))
    .limit(1);
  return row ?? null;
}

export type PersonNames = Pick<UserRow, 'email' | 'username' | 'firstName' | 'lastName'>;

/**
 * The people of a tenant (a membership of it, expired or not: who recorded last year's events
 * may have left since) whose e-mail or username is one of `logins`, case ignored.
 */
export async function findTenantPeopleByLogin(
  db: Executor,
  tenantId: string,
  logins: readonly string[],
): Promise<PersonNames[]> {
  const keys = [...new Set(logins.map((login) => login.trim().toLowerCase()))];
  if (keys.length === 0) return [];
  const ofTenant = db
    .select({ one: sql`1` })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, users.id)));
  return db
    .select({
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(
      and(
        or(inArray(sql`lower(${users.email})`, keys), inArray(sql`lower(${users.username})`, keys)),
        exists(ofTenant),
      ),
    );
}

/** The account's row, locked until the end of the transaction (a profile save reads it so). */
export async function lockUser(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

export type UserUpdate = Partial<
  Pick<
    UserRow,
    | 'prefs'
    | 'agreedTermsPolicy'
    | 'neverLogin'
    | 'locale'
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phone'
    | 'phoneCountry'
    | 'smsOptIn'
    | 'passwordHash'
    | 'mustChangePassword'
    | 'deactivatedAt'
  >
>;

/**
 * Fields whose change does not move `updated_at`, the version of the account record that the
 * profile form and the users manager send back (docs/administration.md, "Two people editing one
 * record"): preferences are saved on every site switch, drag or toggle, and the password hash on
 * a change or an upgrade at sign-in; neither is part of what those forms show, so neither may
 * make them stale.
 */
const UNVERSIONED_FIELDS = new Set<keyof UserUpdate>(['prefs', 'passwordHash']);

export async function updateUser(
  db: Executor,
  id: string,
  update: UserUpdate,
  now: Date,
): Promise<UserRow> {
  const fields = Object.keys(update) as (keyof UserUpdate)[];
  // An empty update only marks the account as changed (a resent invitation).
  const versioned = fields.length === 0 || fields.some((field) => !UNVERSIONED_FIELDS.has(field));
  const [row] = await db
    .update(users)
    .set({ ...update, ...(versioned ? { updatedAt: now } : {}) })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished during an update`);
  return row;
}

/** The API shape of spec §3. */
export function toApiUser(row: UserRow): User {
  return {
    cloud_id: row.id,
    email: row.email,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    never_login: row.neverLogin,
    agreed_terms_policy: row.agreedTermsPolicy,
    prefs: row.prefs,
    locale: row.locale,
    phone: row.phone,
    phone_country: row.phoneCountry,
    sms_opt_in: row.smsOptIn,
    updated_at: row.updatedAt.toISOString(),
    must_change_password: row.mustChangePassword,
  };
}
