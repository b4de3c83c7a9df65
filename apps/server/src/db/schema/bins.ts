import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BinType } from '@barnboard/domain';
import { tenantIdColumn, timestamptz } from './columns.js';
import { siteOwnedColumns, siteOwnedKeys } from './site-owned.js';
import { buildings, sites, tenants } from './tenancy.js';
import { users } from './users.js';

/** Feed bins with L-Track level sensors (docs/bins.md, docs/ingestion.md). */

/** A feed of the tenant's dictionary (spec §3 "Content / dictionary item"). */
export const feeds = pgTable(
  'feeds',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    recipe: text('recipe').notNull(),
    /** Bulk density, kg/m³: never assumed (domain notes §5). */
    densityKgM3: real('density_kg_m3').notNull(),
    utility: text('utility'),
    /**
     * The account that created the item, shown in the dictionary manager. The item belongs to its
     * tenant (`tenant_id`): only that tenant's administrators of every site it is offered on edit
     * or delete it (docs/administration.md, "Dictionary manager"); this column grants nothing.
     */
    ownerId: uuid('owner_id').references(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }),
  ],
);

/** The sites a dictionary item is offered on. */
export const feedSites = pgTable(
  'feed_sites',
  {
    tenantId: tenantIdColumn(),
    feedId: uuid('feed_id').notNull(),
    siteId: uuid('site_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.feedId, t.siteId] }),
    foreignKey({ columns: [t.tenantId, t.feedId], foreignColumns: [feeds.tenantId, feeds.id] }),
    foreignKey({ columns: [t.tenantId, t.siteId], foreignColumns: [sites.tenantId, sites.id] }),
  ],
);

/**
 * A feed bin (silo) in a building, with its L-Track sensor. Lengths in metres; the geometry is
 * packages/domain/src/bins/geometry.ts.
 *
 * A deleted bin is kept (`deleted_at` set) with its readings, for the tenant's history
 * (docs/administration.md, "Sites manager"): it leaves every list, its DevEUI is free for a new
 * bin, and once its building is deleted it stays on its site without one (`building_id` null).
 */
export const bins = pgTable(
  'bins',
  {
    ...siteOwnedColumns(),
    /** Null only for a deleted bin whose building was deleted after it. */
    buildingId: uuid('building_id'),
    name: text('name').notNull(),
    /** The sensor's LoRaWAN DevEUI (the spec's "MAC address"), 16 lowercase hex digits. */
    devEui: text('dev_eui').notNull(),
    type: text('type').$type<BinType>().notNull(),
    feedId: uuid('feed_id'),
    diameterM: real('diameter_m').notNull(),
    verticalHeightM: real('vertical_height_m').notNull(),
    bottomHeightM: real('bottom_height_m').notNull(),
    roofHeightM: real('roof_height_m').notNull(),
    flatHeightM: real('flat_height_m').notNull().default(0),
    outletDiameterM: real('outlet_diameter_m').notNull().default(0),
    /** How far below the roof peak the sensor's face is. */
    offsetM: real('offset_m').notNull(),
    disabledAt: timestamptz('disabled_at'),
    /** End of the subscription: past it the bin is expired (spec §4). */
    expiresAt: timestamptz('expires_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** Set when an admin deletes the bin (only a disabled one): its readings are kept. */
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    ...siteOwnedKeys(t),
    foreignKey({
      columns: [t.tenantId, t.buildingId],
      foreignColumns: [buildings.tenantId, buildings.id],
    }),
    foreignKey({ columns: [t.tenantId, t.feedId], foreignColumns: [feeds.tenantId, feeds.id] }),
    check(
      'bins_building_unless_deleted',
      sql`${t.buildingId} is not null or ${t.deletedAt} is not null`,
    ),
    // One bin in service per sensor; deleted bins keep the DevEUI their readings came with.
    uniqueIndex('bins_dev_eui_key')
      .on(t.tenantId, t.devEui)
      .where(sql`${t.deletedAt} is null`),
    index('bins_building_idx').on(t.tenantId, t.buildingId),
  ],
);

/**
 * Which tenant and bin a sensor belongs to, looked up by DevEUI alone when an uplink arrives:
 * the tenant comes from the device, never from the payload. A lookup table keyed by the
 * device (a Citus reference table when the tenant tables are distributed).
 */
export const sensorDevices = pgTable('sensor_devices', {
  devEui: text('dev_eui').primaryKey(),
  tenantId: uuid('tenant_id').notNull(),
  binId: uuid('bin_id').notNull(),
});

/**
 * One L-Track reading, stored once per (device, session, frame counter): that frame is the key,
 * so a second copy can never make a second row. The network's message id, when it gives one, is
 * unique too, to answer its retries as duplicates; a source without one leaves it null and the
 * frame alone identifies the reading (docs/ingestion.md, "Never twice"). Ordered by the network's
 * time. No surrogate id: nothing refers to a reading, and every index costs each insert
 * (docs/ingestion.md, "Speed").
 */
export const binReadings = pgTable(
  'bin_readings',
  {
    tenantId: tenantIdColumn(),
    binId: uuid('bin_id').notNull(),
    devEui: text('dev_eui').notNull(),
    /** ChirpStack devAddr, The Things Stack session key id: frame counters restart with it. */
    session: text('session').notNull(),
    frameCounter: bigint('frame_counter', { mode: 'number' }).notNull(),
    messageId: text('message_id'),
    measuredAt: timestamptz('measured_at').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    /** Null: no echo (0xFFFF). */
    distanceMm: integer('distance_mm'),
    batteryMv: integer('battery_mv'),
    temperatureC: real('temperature_c'),
    firmware: text('firmware'),
    rssi: real('rssi'),
    snr: real('snr'),
    gatewayCount: smallint('gateway_count').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'bin_readings_frame_pk',
      columns: [t.tenantId, t.devEui, t.session, t.frameCounter],
    }),
    foreignKey({ columns: [t.tenantId, t.binId], foreignColumns: [bins.tenantId, bins.id] }),
    uniqueIndex('bin_readings_message_key')
      .on(t.tenantId, t.messageId)
      .where(sql`${t.messageId} is not null`),
    index('bin_readings_bin_time_idx').on(t.tenantId, t.binId, t.measuredAt),
  ],
);

/**
 * An uplink of a registered sensor on another port than L-Track's: not a reading, but the sign of
 * a module set up for another application, which raises the bin's wrong-channel warning. Kept
 * once per frame, like readings.
 */
export const offPortUplinks = pgTable(
  'off_port_uplinks',
  {
    tenantId: tenantIdColumn(),
    binId: uuid('bin_id').notNull(),
    devEui: text('dev_eui').notNull(),
    session: text('session').notNull(),
    frameCounter: bigint('frame_counter', { mode: 'number' }).notNull(),
    fPort: smallint('f_port').notNull(),
    measuredAt: timestamptz('measured_at').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.devEui, t.session, t.frameCounter] }),
    foreignKey({ columns: [t.tenantId, t.binId], foreignColumns: [bins.tenantId, bins.id] }),
    index('off_port_uplinks_bin_time_idx').on(t.tenantId, t.binId, t.measuredAt),
  ],
);

/** A subscription credit of a tenant; assigned to a bin when used (spec §3 "Licence"). */
export const licences = pgTable(
  'licences',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    binId: uuid('bin_id'),
    assignedAt: timestamptz('assigned_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }),
    foreignKey({ columns: [t.tenantId, t.binId], foreignColumns: [bins.tenantId, bins.id] }),
    index('licences_available_idx')
      .on(t.tenantId)
      .where(sql`${t.binId} is null`),
  ],
);

/**
 * A tenant's key for the ingest routes. Only a SHA-256 of the secret is stored; the key's id is
 * in the key itself, so the lookup is by id and the secret is compared in constant time.
 */
export const ingestKeys = pgTable(
  'ingest_keys',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }),
    index('ingest_keys_id_idx').on(t.id),
  ],
);
