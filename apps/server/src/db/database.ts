import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DatabaseWatch } from './database-watch.js';
import { startEmbeddedCluster } from './embedded/cluster.js';
import { refuseOldEngineData } from './embedded/old-engine.js';
import { withMigrationLock } from './migration-lock.js';
import { migrationsFolder } from './migrations-folder.js';
import * as schema from './schema/index.js';

/** Every engine is PostgreSQL reached through node-postgres: one pool type, typed query results. */
export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A transaction, accepted wherever a Database is (repositories take either). */
export type Executor = Transaction | Database;

/**
 * Where to open a connection of one's own to the database (the live streams' LISTEN, which holds
 * its connection): the settings of the pool drizzle was given (openPool), kept as its $client.
 */
export function connectionSettingsOf(db: Database): pg.ClientConfig {
  const { $client } = db as Database & { $client?: unknown };
  if (!($client instanceof pg.Pool)) throw new Error('This database has no connection pool');
  return $client.options;
}

export type DatabaseHandle = {
  db: Database;
  /** `embedded`: the PostgreSQL the server runs itself under DATA_DIR; `postgres`: DATABASE_URL. */
  kind: 'embedded' | 'postgres';
  /** Where the data lives, for the start-up message (a password in a URL is masked). */
  location: string;
  /** Applies the committed migrations, then refreshes the planner's statistics (ANALYZE). */
  migrate(): Promise<void>;
  /** How long the database has not answered the watch (`supervise`); 0 while it answers. */
  unreachableForMs(): number;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** Where the embedded PostgreSQL lives; needed when there is no URL. */
  dataDir?: string;
  /** `refuse` (the default) stops on a data directory of the old embedded engine (old-engine.ts). */
  oldEngineData?: 'refuse' | 'ignore';
  /**
   * The server's own: a DatabaseWatch tells how long the database has been unreachable and
   * restarts the embedded PostgreSQL when it dies. Commands and tests go without.
   */
  supervise?: boolean;
};

/**
 * With a URL: a pool on that PostgreSQL server. Without: the embedded PostgreSQL under
 * dataDir/postgres, started (or joined, when another process of this data directory runs it) here.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const handle = openPool(options.databaseUrl, 'postgres', options.databaseUrl);
    return options.supervise ? await watched(handle, options.databaseUrl) : handle;
  }
  const { dataDir } = options;
  if (!dataDir) throw new Error('openDatabase needs a DATABASE_URL or a data directory');
  if (options.oldEngineData !== 'ignore') refuseOldEngineData(dataDir);
  const cluster = await startEmbeddedCluster(dataDir);
  const pool = openPool(cluster.url, 'embedded', cluster.directory);
  const handle = options.supervise
    ? await watched(pool, cluster.url, async () => {
        const revived = await startEmbeddedCluster(dataDir, { port: cluster.port });
        // Started meanwhile by another process (a command) on another port: the pool cannot
        // follow it there, and /healthz soon asks for this server to be restarted.
        if (revived.port !== cluster.port) {
          throw new Error(`it runs on port ${revived.port} now: restart the server`);
        }
      })
    : pool;
  return {
    ...handle,
    async close() {
      await handle.close();
      await cluster.release();
    },
  };
}

/** `handle` with a DatabaseWatch on `url`, stopped before the pool closes. */
async function watched(
  handle: DatabaseHandle,
  url: string,
  revive?: () => Promise<void>,
): Promise<DatabaseHandle> {
  const watch = new DatabaseWatch({
    url,
    ...(revive ? { revive } : {}),
    log: (message) => console.warn(message),
  });
  await watch.start();
  return {
    ...handle,
    unreachableForMs: () => watch.unreachableForMs(),
    async close() {
      await watch.stop();
      await handle.close();
    },
  };
}

function openPool(url: string, kind: DatabaseHandle['kind'], location: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection can be cut by the server (restart, failover, an administrator): the pool
  // drops it and opens another for the next query. Without a listener, Node would treat the
  // pool's 'error' event as fatal and stop the whole server.
  pool.on('error', (error) =>
    console.warn(`PostgreSQL closed an idle connection: ${error.message}`),
  );
  // A connection in use can be cut as well (pg_terminate_backend, a failover, the database
  // killed): the query on it fails and is answered 503 (database-outage.ts), but the client also
  // emits 'error', which the pool listens to only while the client is idle. The pool drops the
  // broken client when it is released.
  pool.on('connect', (client) =>
    client.on('error', (error) =>
      console.warn(`PostgreSQL closed a connection in use: ${error.message}`),
    ),
  );
  const db = drizzle({ client: pool, schema });
  return {
    db,
    kind,
    location: location.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@'),
    migrate: async () => {
      // Servers starting together on one database migrate it one after the other.
      await withMigrationLock(url, () => migrate(db, { migrationsFolder }));
      await pool.query('analyze');
    },
    unreachableForMs: () => 0,
    close: () => pool.end(),
  };
}
