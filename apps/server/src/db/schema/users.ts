import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';

/** Accounts are global (not tenant-owned): one person may belong to several tenants. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
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
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
  ],
);
