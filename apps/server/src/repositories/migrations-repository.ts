import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';

/**
 * The creation time (the journal's `when`, in ms) of the newest migration the database has
 * applied, as Drizzle's migrator records it in drizzle.__drizzle_migrations; null when none has
 * been (the table is not there yet). The migrator runs a committed migration when its time is
 * after this one, so this one number says what is pending.
 */
export async function newestAppliedMigration(db: Executor): Promise<number | null> {
  const found: unknown = await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!(found as { rows: { present: boolean }[] }).rows[0]?.present) return null;
  const result: unknown = await db.execute(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  const newest = (result as { rows: { newest: string | null }[] }).rows[0]?.newest;
  return newest == null ? null : Number(newest);
}
