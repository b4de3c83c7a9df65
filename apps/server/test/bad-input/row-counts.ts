import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../src/db/database.js';

/** Both drivers answer `execute` with `{ rows }`; the shared Database type does not say so. */
async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Rows per table of the public schema: what a refused request must leave as it was. */
export async function tableRowCounts(db: Executor): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = Number(row!.n);
  }
  return counts;
}
