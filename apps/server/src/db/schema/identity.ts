import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import { users } from './users.js';

/** Signing keys of the built-in identity provider; the newest active one signs. */
export const signingKeys = pgTable('idp_signing_keys', {
  kid: text('kid').primaryKey(),
  algorithm: text('algorithm').notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** A sign-in: ends at expiresAt (8 hours) whatever the refreshes, or when revoked. */
export const sessions = pgTable(
  'idp_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    clientId: text('client_id').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastRefreshAt: timestamptz('last_refresh_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('idp_sessions_user_idx').on(t.userId)],
);

/** Refresh tokens are stored as SHA-256 hashes; each is used once (rotation). */
export const refreshTokens = pgTable(
  'idp_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    issuedAt: timestamptz('issued_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('idp_refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * Failed sign-ins per account and client address ('pair:<id>:<addr>'), per account across
 * addresses ('user:<id>') and per client address ('ip:<addr>'); docs/security.md.
 */
export const authFailures = pgTable('auth_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamptz('last_failure_at').notNull(),
  lockedUntil: timestamptz('locked_until'),
  /** When the account's owner was last mailed that the account is under attack. */
  notifiedAt: timestamptz('notified_at'),
});

/**
 * Addresses an account signed in from successfully: they keep signing in while the account is
 * throttled for everyone else (a guesser hammering from elsewhere cannot keep its owner out).
 */
export const knownSignInAddresses = pgTable(
  'auth_known_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSuccessAt: timestamptz('last_success_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

/**
 * Request counters of the rate limit, shared by every server on the database: one row per key
 * (an account or a client address, and a route for routes with limits of their own). Created
 * UNLOGGED by migration 0008 (Drizzle cannot say it): a crash resets the current windows.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamptz('window_ends_at').notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowEndsAt)],
);

/**
 * The account's single-use mailed links, stored hashed: password recovery (short-lived) and
 * invitations (an admin's, valid longer; the person sets a password and accepts the terms).
 * A link of one purpose is never accepted for the other.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: ['reset', 'invitation'] })
      .notNull()
      .default('reset'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
