import { foreignKey, primaryKey, uuid, type PgColumn } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from './columns.js';
import { sites } from './tenancy.js';

/**
 * Tables owned by a site (animals, events, feeding) start with these columns: the tenant (the
 * Citus distribution key), the row's own id and its site…
 */
export const siteOwnedColumns = () => ({
  tenantId: tenantIdColumn(),
  id: uuid('id').notNull().defaultRandom(),
  siteId: uuid('site_id').notNull(),
});

/** …and have these keys, both led by tenant_id so rows and joins stay on one shard. */
export const siteOwnedKeys = (t: { tenantId: PgColumn; id: PgColumn; siteId: PgColumn }) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  foreignKey({ columns: [t.tenantId, t.siteId], foreignColumns: [sites.tenantId, sites.id] }),
];
