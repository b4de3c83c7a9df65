import {
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeliveryOrderState } from '@barnboard/domain';
import { tenantIdColumn, timestamptz } from './columns.js';
import { feeds } from './bins.js';
import { sites } from './tenancy.js';
import { users } from './users.js';

/**
 * Feed deliveries a manager asked the mill for (docs/bins.md, "Orders"): one feed for some bins of
 * one site, on a wished day of the site's calendar. What was delivered is not stored: it is read
 * from the fills the sensors see around that day.
 */
export const deliveryOrders = pgTable(
  'delivery_orders',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    siteId: uuid('site_id').notNull(),
    feedId: uuid('feed_id').notNull(),
    quantityKg: integer('quantity_kg').notNull(),
    binIds: jsonb('bin_ids').$type<string[]>().notNull(),
    wishedDate: date('wished_date', { mode: 'string' }).notNull(),
    state: text('state').$type<DeliveryOrderState>().notNull(),
    requestedBy: uuid('requested_by').references(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.siteId], foreignColumns: [sites.tenantId, sites.id] }),
    foreignKey({ columns: [t.tenantId, t.feedId], foreignColumns: [feeds.tenantId, feeds.id] }),
    index('delivery_orders_site_idx').on(t.tenantId, t.siteId, t.wishedDate),
    index('delivery_orders_id_idx').on(t.id),
  ],
);
