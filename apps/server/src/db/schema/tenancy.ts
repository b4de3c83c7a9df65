import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FeedingArea, SiteAccess, SiteType } from '@barnboard/domain';
import { tenantIdColumn, timestamptz } from './columns.js';
import { users } from './users.js';

export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  ltrackAccess: boolean('ltrack_access').notNull().default(false),
  /**
   * Delivery planning's settings (docs/bins.md, "Delivery planning"): the mill's truck, the days
   * an order takes to arrive and where orders are e-mailed; the defaults are DEFAULT_DELIVERY_SETTINGS.
   */
  truckCapacityKg: integer('truck_capacity_kg').notNull().default(24_000),
  truckCompartments: integer('truck_compartments').notNull().default(3),
  deliveryLeadDays: integer('delivery_lead_days').notNull().default(1),
  millEmail: text('mill_email'),
  /** The settings' own version, so that renaming the tenant does not make their edit stale. */
  deliverySettingsUpdatedAt: timestamptz('delivery_settings_updated_at').notNull().defaultNow(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const sites = pgTable(
  'sites',
  {
    tenantId: tenantIdColumn().references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    /** The short numeric id of spec §3, shown to operators. */
    siteNumber: bigint('site_id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    sharingName: text('sharing_name'),
    address: text('address'),
    apartment: text('apartment'),
    city: text('city'),
    region: text('region'),
    country: text('country'),
    zip: text('zip'),
    type: text('type').$type<SiteType>().notNull(),
    timezone: text('timezone').notNull().default('America/Montreal'),
    access: jsonb('access')
      .$type<SiteAccess>()
      .notNull()
      .default(sql`'"all"'::jsonb`),
    accessCode: text('access_code'),
    expiresAt: timestamptz('expires_at'),
    preferences: text('preferences').notNull().default('{}'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sites_id_idx').on(t.id),
    index('sites_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

export const buildings = pgTable(
  'buildings',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    siteId: uuid('site_id').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.siteId], foreignColumns: [sites.tenantId, sites.id] }),
    index('buildings_site_idx').on(t.tenantId, t.siteId),
  ],
);

export type AccessTypeColumn = { feeding: FeedingArea[]; zootech: boolean; silo: boolean };

export const memberships = pgTable(
  'memberships',
  {
    tenantId: tenantIdColumn().references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role', { enum: ['owner', 'admin', 'manager', 'member'] }).notNull(),
    /** True: every site of the tenant, present and future. False: the sites in membership_sites. */
    allSites: boolean('all_sites').notNull().default(false),
    accessType: jsonb('access_type').$type<AccessTypeColumn>().notNull(),
    expiresAt: timestamptz('expires_at'),
    useSharingName: boolean('use_sharing_name').notNull().default(false),
    sharingName: text('sharing_name'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('memberships_user_idx').on(t.userId)],
);

export const membershipSites = pgTable(
  'membership_sites',
  {
    tenantId: tenantIdColumn(),
    membershipId: uuid('membership_id').notNull(),
    siteId: uuid('site_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.membershipId, t.siteId] }),
    foreignKey({
      columns: [t.tenantId, t.membershipId],
      foreignColumns: [memberships.tenantId, memberships.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.siteId], foreignColumns: [sites.tenantId, sites.id] }),
  ],
);
