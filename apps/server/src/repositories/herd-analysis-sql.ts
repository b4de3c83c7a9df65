import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database.js';

/**
 * SQL pieces the herd reports share (docs/herd-analysis.md). The reports read the derived facts
 * (herd-facts-repository.ts) and go back to herd_events only for what the facts do not keep (a
 * cause, a boar, a place).
 */

/**
 * A day number written as a literal, as the KPI query does (kpi-repository.ts): the planner
 * then sees constant bounds. Only whole numbers are written.
 */
export function dayLiteral(day: number): SQL {
  if (!Number.isSafeInteger(day)) throw new RangeError(`not a day number: ${day}`);
  return sql.raw(String(day));
}

/** The calendar date of a facts day number. */
export const dateOfDaySql = (day: SQL) => sql`(date '1970-01-01' + ${day})`;

/**
 * `join lateral (…) <alias>`: one row of a female's own table for each row of the query. A
 * lateral subquery with a limit is never flattened into a join, so the lookup goes through the
 * table's key whatever the planner estimates: right after a large import, before ANALYZE, a
 * plain join was planned as a scan of every female for each row.
 */
export function perFemaleJoin(options: { table: SQL; where: SQL; alias: string }): SQL {
  return sql`join lateral (select * from ${options.table} where ${options.where} limit 1) ${sql.raw(
    options.alias,
  )} on true`;
}

/** Her animal row (its identity, the ear tag) as `<alias>`. */
export const animalJoin = (tenantId: string, animal: SQL, alias: string) =>
  perFemaleJoin({
    table: sql`animals`,
    where: sql`tenant_id = ${tenantId} and id = ${animal}`,
    alias,
  });

/**
 * Runs a report's query in a transaction of its own with settings fit for it: a few sorts and
 * window passes over the period's rows (some 100,000 for a year of a 5,000-sow site).
 * - JIT compilation off: their estimated cost on a large site passes `jit_above_cost`, and
 *   compiling took two seconds for a 400 ms query (bench/kpis.mjs);
 * - no parallel workers: gathering the sorted rows from them cost more than it saved;
 * - 64 MB for sorts, which otherwise spilled to disk.
 * `set local` ends with the transaction.
 */
export function withReportSettings<T>(db: Executor, run: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    return run(tx);
  });
}
