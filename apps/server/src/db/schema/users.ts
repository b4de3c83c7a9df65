import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';

/**
 * Accounts are global (not tenant-owned): one person may belong to several tenants. An account
 * has an e-mail address, a username, or both (spec §5): barn staff without e-mail get a
 * username-only account (docs/administration.md, "Users manager").
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    username: text('username'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role', { enum: ['staff', 'integrator', 'user'] })
      .notNull()
      .default('user'),
    passwordHash: text('password_hash'),
    neverLogin: boolean('never_login').notNull().default(true),
    agreedTermsPolicy: boolean('agreed_terms_policy').notNull().default(false),
    prefs: text('prefs').notNull().default('{}'),
    locale: text('locale', { enum: ['en', 'fr', 'es'] }),
    phone: text('phone'),
    phoneCountry: text('phone_country'),
    smsOptIn: boolean('sms_opt_in').notNull().default(false),
    /** Set by an admin: the account cannot sign in and its sessions were ended. */
    deactivatedAt: timestamptz('deactivated_at'),
    /**
     * The password was set by an admin to be handed over: until the person chooses their own,
     * the API answers only what the first-sign-in pages need (docs/security.md).
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    check('users_email_or_username', sql`${t.email} is not null or ${t.username} is not null`),
  ],
);
