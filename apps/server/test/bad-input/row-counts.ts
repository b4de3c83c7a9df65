import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../src/db/database.js';

async function rowsOf<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/**
 * Every request is counted against its rate limit (docs/security.md, "Rate limits"), refused or
 * not: that bookkeeping is not the request's data, so it is not compared.
 */
const REQUEST_BOOKKEEPING = ['rate_limit_hits'];

/** The tables of the public schema that hold the product's data. */
async function publicTables(db: Executor): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return tables.map((table) => table.name).filter((name) => !REQUEST_BOOKKEEPING.includes(name));
}

/** Rows per table of the public schema: what a refused request must leave as it was. */
export async function tableRowCounts(db: Executor): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await publicTables(db)) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = Number(row!.n);
  }
  return counts;
}

/**
 * A digest of every table of the public schema, in one query: its row count and the newest
 * transaction that wrote one of its rows (PostgreSQL's `xmin`, set on every row inserted and on
 * every new version an update makes). Unlike row counts it also sees a row changed in place (a
 * user's name, a bin's settings); a write rolled back leaves no row visible. It reads no row's
 * values: hashing each row's text took 40 ms a call over the test world's bin readings, most of
 * the write-route property's two minutes.
 */
export async function tableDigests(db: Executor): Promise<Record<string, string>> {
  const digests = sql.join(
    (await publicTables(db)).map(
      (name) =>
        sql`select ${name} as name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as digest
              from ${sql.identifier(name)}`,
    ),
    sql` union all `,
  );
  const rows = await rowsOf<{ name: string; digest: string }>(db, digests);
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}
