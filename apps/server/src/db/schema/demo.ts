import { check, pgTable, smallint } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz } from './columns.js';

/**
 * The demo's one row (docs/simulator.md, "The live demo"): when the demo data was loaded, which
 * fixes its simulated histories, and how far the live demo has written them since.
 */
export const demoState = pgTable(
  'demo_state',
  {
    id: smallint('id').primaryKey().default(1),
    seededAt: timestamptz('seeded_at').notNull(),
    advancedTo: timestamptz('advanced_to').notNull(),
  },
  (t) => [check('demo_state_one_row', sql`${t.id} = 1`)],
);
