import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RecordType } from '@barnboard/domain';
import { timestamptz } from './columns.js';
import { siteOwnedColumns, siteOwnedKeys } from './site-owned.js';

/** A female of a site, known by her identity (ear tag) on that site. */
export const animals = pgTable(
  'animals',
  {
    ...siteOwnedColumns(),
    identity: text('identity').notNull(),
    /**
     * Her identity's search key (animalSearchKey, docs/animals.md), set by a trigger of migration
     * 0023 (animal_search_key): the sow search compares it without computing it for every female.
     */
    searchKey: text('search_key'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    ...siteOwnedKeys(t),
    uniqueIndex('animals_site_identity_key').on(t.tenantId, t.siteId, t.identity),
  ],
);

/**
 * One herd record (docs/records.md): the truth every report derives from. Nothing derived
 * (parity, status) is stored; imports never delete.
 */
export const herdEvents = pgTable(
  'herd_events',
  {
    ...siteOwnedColumns(),
    animalId: uuid('animal_id').notNull(),
    type: text('type').$type<RecordType>().notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** HH:MM, orders the events of one day. */
    time: text('time'),
    /** Order within the animal's day, as imported. */
    seq: integer('seq').notNull(),
    /** The record's `user` field. */
    recordedBy: text('recorded_by'),
    location: text('location'),
    /** The record's `id` (the source system's event id). */
    sourceId: text('source_id'),
    /** The type's own fields (defaults applied). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** Hash of the record without its id: finds the same record again when it has no id. */
    fingerprint: text('fingerprint').notNull(),
    /** The account that entered it in Barnboard (docs/records.md); null for imported events. */
    enteredBy: uuid('entered_by'),
    /**
     * An entry's RFID search key (animalSearchKey of `data->>'rfid'`, docs/animals.md), set by a
     * trigger of migration 0023; null for the other types and entries without an RFID.
     */
    rfidSearchKey: text('rfid_search_key'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    ...siteOwnedKeys(t),
    foreignKey({
      columns: [t.tenantId, t.animalId],
      foreignColumns: [animals.tenantId, animals.id],
    }),
    index('herd_events_site_date_idx').on(t.tenantId, t.siteId, t.date),
    // The site's last update (last-update-repository.ts): max(created_at) without a scan.
    index('herd_events_site_created_idx').on(t.tenantId, t.siteId, t.createdAt),
    // Records entered late (docs/records.md): the events entered here over a period, without
    // reading the imported ones (most of a site's history).
    index('herd_events_site_entered_idx')
      .on(t.tenantId, t.siteId, t.createdAt)
      .where(sql`${t.enteredBy} is not null`),
    index('herd_events_animal_idx').on(t.tenantId, t.animalId, t.date, t.seq),
    // The sow search's RFIDs of a site, read from the index alone (docs/animals.md).
    index('herd_events_rfid_search_idx')
      .on(t.tenantId, t.siteId, t.rfidSearchKey, t.animalId)
      .where(sql`${t.rfidSearchKey} is not null`),
    // The records of one type over a period, read without scanning the others: pregnancy
    // checks (users report, reproduction analysis), services and their boars (reproduction
    // analysis), piglet deaths and farrowings (piglet mortality).
    index('herd_events_site_type_date_idx').on(t.tenantId, t.siteId, t.type, t.date),
    uniqueIndex('herd_events_source_key')
      .on(t.tenantId, t.siteId, t.sourceId)
      .where(sql`${t.sourceId} is not null`),
    uniqueIndex('herd_events_fingerprint_key')
      .on(t.tenantId, t.siteId, t.fingerprint)
      .where(sql`${t.sourceId} is null`),
  ],
);
