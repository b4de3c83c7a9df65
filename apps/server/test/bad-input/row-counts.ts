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
 * A digest of every row of every table of the public schema, in one query: unlike row counts it
 * also sees a row changed in place (a user's name, a bin's settings).
 */
export async function tableDigests(db: Executor): Promise<Record<string, string>> {
  const digests = sql.join(
    (await publicTables(db)).map(
      (name) =>
        sql`select ${name} as name, md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as digest
              from ${sql.identifier(name)} t`,
    ),
    sql` union all `,
  );
  const rows = await rowsOf<{ name: string; digest: string }>(db, digests);
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}
