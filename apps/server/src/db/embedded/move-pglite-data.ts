import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle, Transaction } from '../database.js';
import { migrationsFolder } from '../migrations-folder.js';
import { oldEngineFolder } from './old-engine.js';

const ROWS_PER_BATCH = 5_000;

export type MovedTable = { table: string; rows: number };

/**
 * Copies every row of the old PGlite database in DATA_DIR/pglite into `target` (already migrated
 * and empty), in one transaction: all of it or nothing. The old database is first brought to the
 * current migrations, so both sides have the same tables and columns; rows travel as JSON, which
 * keeps every type as it was (dates, numbers, JSON, arrays). Foreign keys are checked by the
 * source, which held them: the copy sets session_replication_role to replica so tables can come in
 * any order. When done the old folder is renamed `pglite.moved-<date>`, kept as a backup.
 */
export async function movePgliteData(
  dataDir: string,
  target: DatabaseHandle,
  now: Date,
): Promise<MovedTable[]> {
  const folder = oldEngineFolder(dataDir);
  if (!fs.existsSync(folder)) throw new Error(`There is no old database in ${folder}`);
  const source = await PGlite.create(folder);
  try {
    await migrate(drizzle({ client: source }), { migrationsFolder });
    const { rows: tables } = await source.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    const moved = await target.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      const counts: MovedTable[] = [];
      for (const { name } of tables) {
        const table = sql.identifier(name);
        const [stored] = (await tx.execute(sql`select exists (select from ${table}) as any`)).rows;
        if (stored?.any) throw new Error(`The new database is not empty (table ${name} has rows)`);
        let after = '(0,0)';
        let rows = 0;
        for (;;) {
          const batch = await source.query<{ at: string; row: string }>(
            `select ctid::text as at, row_to_json(t)::text as row from "${name}" t
              where ctid > $1::tid order by ctid limit ${ROWS_PER_BATCH}`,
            [after],
          );
          if (batch.rows.length === 0) break;
          const json = `[${batch.rows.map((r) => r.row).join(',')}]`;
          await tx.execute(
            sql`insert into ${table} overriding system value
                select * from json_populate_recordset(null::${table}, ${json}::json)`,
          );
          rows += batch.rows.length;
          after = batch.rows[batch.rows.length - 1]!.at;
        }
        counts.push({ table: name, rows });
      }
      await restartIdentities(tx);
      return counts;
    });
    await target.db.execute(sql`analyze`);
    await source.close();
    fs.renameSync(folder, `${folder}.moved-${now.toISOString().slice(0, 10)}`);
    return moved;
  } finally {
    if (!source.closed) await source.close();
  }
}

/** Identity columns continue after the highest value copied. */
async function restartIdentities(tx: Transaction): Promise<void> {
  const { rows } = await tx.execute<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns
         where table_schema = 'public' and is_identity = 'YES'`,
  );
  for (const { table_name: table, column_name: column } of rows) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, ${column}),
                 coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}
