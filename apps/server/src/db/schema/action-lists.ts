import { foreignKey, jsonb, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import type { ActionWindows } from '@barnboard/domain';
import { tenantIdColumn, timestamptz } from './columns.js';
import { sites } from './tenancy.js';

/**
 * The windows of a site's action lists (docs/action-lists.md), once its manager has changed
 * them; a site without a row keeps the defaults. `updated_at` is the version an edit names.
 */
export const siteActionWindows = pgTable(
  'site_action_windows',
  {
    tenantId: tenantIdColumn(),
    siteId: uuid('site_id').notNull(),
    windows: jsonb('windows').$type<ActionWindows>().notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.siteId] }),
    // A setting, not a record: it goes with its site.
    foreignKey({
      columns: [t.tenantId, t.siteId],
      foreignColumns: [sites.tenantId, sites.id],
    }).onDelete('cascade'),
  ],
);
