import { eq, sql } from 'drizzle-orm';
import type { User } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { users } from '../db/schema/index.js';

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

export type UserUpdate = Partial<
  Pick<
    UserRow,
    | 'prefs'
    | 'agreedTermsPolicy'
    | 'neverLogin'
    | 'locale'
    | 'firstName'
    | 'lastName'
    | 'passwordHash'
    | 'mustChangePassword'
    | 'deactivatedAt'
  >
>;

export async function updateUser(
  db: Executor,
  id: string,
  update: UserUpdate,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...update, updatedAt: now })
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
    must_change_password: row.mustChangePassword,
  };
}
