import pg from 'pg';

/**
 * Runs `migrate` while holding a PostgreSQL advisory lock, so that servers starting together on
 * one database migrate it one after the other: without it, both see the same migration pending,
 * both apply it, and the second stops on "duplicate key value violates unique constraint" (the
 * table the first just created). The next one in finds nothing pending.
 *
 * The lock is taken by a transaction of a connection of its own (pg_advisory_xact_lock), held
 * while the migrator works on its own connections and released by the commit: a transaction keeps
 * its server connection under PgBouncer's transaction mode too, where a session lock would not.
 */
export async function withMigrationLock<T>(
  databaseUrl: string,
  migrate: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtext('barnboard:migrations'))`);
    const result = await migrate();
    await client.query('commit');
    return result;
  } finally {
    await client.end();
  }
}
