import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FeedKind, StationKind } from '@barnboard/domain';
import { timestamptz } from './columns.js';
import { siteOwnedColumns, siteOwnedKeys } from './site-owned.js';
import { animals } from './herd.js';

/** Electronic sow feeding (docs/feeding.md): stations, curves, daily intakes, visits, alarms. */

/** A gestation station (free-access ESF, ~20 sows) or a lactation feeder (one per crate). */
export const feedingStations = pgTable(
  'feeding_stations',
  {
    ...siteOwnedColumns(),
    kind: text('kind').$type<StationKind>().notNull(),
    name: text('name').notNull(),
    /** Where it stands, e.g. 'Gestation pen 3' or 'Farrowing A-12'. */
    location: text('location'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    ...siteOwnedKeys(t),
    uniqueIndex('feeding_stations_site_name_key').on(t.tenantId, t.siteId, t.name),
  ],
);

export type FeedCurvePoint = { day: number; grams: number };

/** A feed curve: grams per day by gestation or lactation day (linear between points). */
export const feedCurves = pgTable(
  'feed_curves',
  {
    ...siteOwnedColumns(),
    name: text('name').notNull(),
    kind: text('kind').$type<FeedKind>().notNull(),
    points: jsonb('points').$type<FeedCurvePoint[]>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    ...siteOwnedKeys(t),
    uniqueIndex('feed_curves_site_name_key').on(t.tenantId, t.siteId, t.name),
  ],
);

/** One sow's feed on one day from one kind of feeding: the exchange format's record. */
export const feedIntakes = pgTable(
  'feed_intakes',
  {
    ...siteOwnedColumns(),
    animalId: uuid('animal_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind').$type<FeedKind>().notNull(),
    targetG: integer('target_g').notNull(),
    distributedG: integer('distributed_g').notNull(),
    curvePercent: real('curve_percent'),
    /** Gestation day (kind gestation) or lactation day (kind lactation). */
    day: smallint('day').notNull(),
    stationId: uuid('station_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    ...siteOwnedKeys(t),
    foreignKey({
      columns: [t.tenantId, t.animalId],
      foreignColumns: [animals.tenantId, animals.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.stationId],
      foreignColumns: [feedingStations.tenantId, feedingStations.id],
    }),
    uniqueIndex('feed_intakes_site_animal_date_kind_key').on(
      t.tenantId,
      t.siteId,
      t.animalId,
      t.date,
      t.kind,
    ),
    index('feed_intakes_site_date_idx').on(t.tenantId, t.siteId, t.date, t.kind),
    // The site's last update (last-update-repository.ts): max(updated_at) without a scan.
    index('feed_intakes_site_updated_idx').on(t.tenantId, t.siteId, t.updatedAt),
  ],
);

/** A sow's visit to a gestation station and the feed it gave her. */
export const stationVisits = pgTable(
  'station_visits',
  {
    ...siteOwnedColumns(),
    animalId: uuid('animal_id').notNull(),
    stationId: uuid('station_id').notNull(),
    /** The site's calendar day of `at`. */
    date: date('date', { mode: 'string' }).notNull(),
    at: timestamptz('at').notNull(),
    quantityG: integer('quantity_g').notNull(),
  },
  (t) => [
    ...siteOwnedKeys(t),
    foreignKey({
      columns: [t.tenantId, t.animalId],
      foreignColumns: [animals.tenantId, animals.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.stationId],
      foreignColumns: [feedingStations.tenantId, feedingStations.id],
    }),
    index('station_visits_site_date_idx').on(t.tenantId, t.siteId, t.date),
    // One sow's visits over a few days (her card, docs/animals.md) without the site's others.
    index('station_visits_animal_date_idx').on(t.tenantId, t.animalId, t.date),
  ],
);

/** An alarm of a station or feeder: one of spec §8's notification codes. */
export const stationNotifications = pgTable(
  'station_notifications',
  {
    ...siteOwnedColumns(),
    stationId: uuid('station_id').notNull(),
    code: integer('code').notNull(),
    /** The site's calendar day of `at`. */
    date: date('date', { mode: 'string' }).notNull(),
    at: timestamptz('at').notNull(),
    seen: boolean('seen').notNull().default(false),
  },
  (t) => [
    ...siteOwnedKeys(t),
    foreignKey({
      columns: [t.tenantId, t.stationId],
      foreignColumns: [feedingStations.tenantId, feedingStations.id],
    }),
    index('station_notifications_site_date_idx').on(t.tenantId, t.siteId, t.date),
  ],
);
