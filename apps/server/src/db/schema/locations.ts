import {
  foreignKey,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { LocationKind, Section } from '@barnboard/domain';
import { timestamptz } from './columns.js';
import { siteOwnedColumns, siteOwnedKeys } from './site-owned.js';
import { buildings } from './tenancy.js';

/**
 * A place of a site below its buildings (docs/locations.md): a room in a building; a pen,
 * stall or farrowing crate in a room; a feeding station in a room, pen or crate. Herd records
 * name locations (`move.location`), so a name is unique on its site.
 */
export const locations = pgTable(
  'locations',
  {
    ...siteOwnedColumns(),
    kind: text('kind').$type<LocationKind>().notNull(),
    name: text('name').notNull(),
    /** Rooms: the building they are in. */
    buildingId: uuid('building_id'),
    /** Every other kind: the location they are in. */
    parentId: uuid('parent_id'),
    section: text('section').$type<Section>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    ...siteOwnedKeys(t),
    foreignKey({
      columns: [t.tenantId, t.buildingId],
      foreignColumns: [buildings.tenantId, buildings.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.parentId],
      foreignColumns: [t.tenantId, t.id] as [AnyPgColumn, AnyPgColumn],
    }),
    uniqueIndex('locations_site_name_key').on(t.tenantId, t.siteId, t.name),
  ],
);
