import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn, timestamptz } from './columns.js';
import { bins } from './bins.js';
import { buildings, sites } from './tenancy.js';
import { users } from './users.js';

/**
 * An integrator's integration (docs/integration-api.md): a name, the url its webhooks are sent
 * to, and the secret they are signed with. Integrations belong to an integrator account, not to a
 * tenant: one integration is installed on the sites of many tenants, so this table stays a
 * reference table when the tenant-owned ones are distributed (Citus).
 */
export const integrations = pgTable(
  'integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /**
     * The Standard Webhooks signing secret (`whsec_…`). Kept readable because the server signs
     * with it; it is never written to logs nor to the audit trail, and rotating it replaces it.
     */
    signingSecret: text('signing_secret').notNull(),
    /** The code an integrator hands to a site's admin so they can install the integration. */
    installCode: text('install_code').notNull(),
    /**
     * When the integrator last changed `url`: the farms that installed it before then are shown
     * that their data now goes somewhere else (docs/integration-api.md, "Changes of address").
     */
    urlChangedAt: timestamptz('url_changed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** Removed integrations are kept (their installations' history and deliveries stay readable). */
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    uniqueIndex('integrations_install_code_key').on(t.installCode),
    index('integrations_owner_idx').on(t.ownerId),
  ],
);

/**
 * An integration installed on a site by that site's admin. Installing issues an access key
 * (`bbi_<installation id>_<secret>`, the format of ingest keys): only a SHA-256 of its secret is
 * stored. A building, when set, narrows what the key reads to that building.
 */
export const integrationInstallations = pgTable(
  'integration_installations',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    siteId: uuid('site_id').notNull(),
    buildingId: uuid('building_id'),
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => integrations.id),
    installedBy: uuid('installed_by').references(() => users.id),
    keySecretHash: text('key_secret_hash').notNull(),
    /** The first characters of the key, shown so people can tell keys apart. */
    keyPrefix: text('key_prefix').notNull(),
    keyRotatedAt: timestamptz('key_rotated_at'),
    /** The last time the access key was used (spec §7), written at most once a minute. */
    lastActiveAt: timestamptz('last_active_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** A revoked installation's key no longer opens anything and no webhook is sent for it. */
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.siteId], foreignColumns: [sites.tenantId, sites.id] }),
    foreignKey({
      columns: [t.tenantId, t.buildingId],
      foreignColumns: [buildings.tenantId, buildings.id],
    }),
    // The access key carries the installation id only, so the key's lookup is by id.
    index('integration_installations_id_idx').on(t.id),
    index('integration_installations_integration_idx').on(t.integrationId),
    uniqueIndex('integration_installations_live_key')
      .on(t.tenantId, t.siteId, t.integrationId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'abandoned';

/**
 * The webhook outbox (docs/integration-api.md, "Webhooks"): an event is written here in the
 * transaction that caused it, so a crash loses none, and the dispatcher delivers each
 * installation's events in `seq` order, retrying with back-off until it gives up.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    /** The order events happened in; an installation's events are delivered in this order. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    siteId: uuid('site_id').notNull(),
    installationId: uuid('installation_id').notNull(),
    /** e.g. `station.notification`, `bin.warning`, `test`. */
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastAttemptAt: timestamptz('last_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    deliveredAt: timestamptz('delivered_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.installationId],
      foreignColumns: [integrationInstallations.tenantId, integrationInstallations.id],
    }),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_installation_idx').on(t.tenantId, t.installationId, t.seq),
  ],
);

/**
 * The warnings each bin had at the last look (docs/integration-api.md, "bin.warning"): a
 * `bin.warning` event is sent when a bin gains a warning it did not have, not at every look.
 */
export const binWarningStates = pgTable(
  'bin_warning_states',
  {
    tenantId: tenantIdColumn(),
    binId: uuid('bin_id').notNull(),
    codes: text('codes').array().notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.binId] }),
    foreignKey({ columns: [t.tenantId, t.binId], foreignColumns: [bins.tenantId, bins.id] }),
  ],
);
