import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

/** One type for both engines: repositories never know which one they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A transaction, accepted wherever a Database is (repositories take either). */
export type Executor = Transaction | Database;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up message (a password in a URL is masked). */
  location: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/** Committed SQL migrations, found from src/ and from dist/ alike (both are two levels down). */
const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

export type DatabaseOptions = { databaseUrl?: string | undefined; dataDir?: string | undefined };

/**
 * With a URL: a node-postgres pool. Without: PGlite, on disk under dataDir/pglite, or in memory
 * when dataDir is undefined (tests).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection can be cut by the server (restart, failover, an administrator): the pool
  // drops it and opens another for the next query. Without a listener, Node would treat the
  // pool's 'error' event as fatal and stop the whole server.
  pool.on('error', (error) =>
    console.warn(`PostgreSQL closed an idle connection: ${error.message}`),
  );
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    location: url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@'),
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let location = 'memory';
  let client: PGlite;
  if (dataDir) {
    location = path.join(dataDir, 'pglite');
    fs.mkdirSync(location, { recursive: true });
    client = await PGlite.create(location);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    location,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
