import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Timestamps are stored with time zone and read as JS dates. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every tenant-owned table starts with this column and puts it first in its primary key and
 * foreign keys, so the table can be distributed by tenant (Citus) and joins stay co-located.
 */
export const tenantIdColumn = () => uuid('tenant_id').notNull();

/** A set of day ranges, written and read by SQL only (its text form, e.g. '{[3,7),[9,12)}'). */
export const int4multirange = customType<{ data: string }>({ dataType: () => 'int4multirange' });
