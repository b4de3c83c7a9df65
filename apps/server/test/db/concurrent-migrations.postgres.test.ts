import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { openDatabase } from '../../src/db/database.js';
import { withMigrationLock } from '../../src/db/migration-lock.js';
import { migrationsFolder } from '../../src/db/migrations-folder.js';

/**
 * Several servers started at once on a new (or older) PostgreSQL database each run the
 * migrations at start (docs/operations.md, "Several servers, one database"). Without the lock
 * one of them stops: "duplicate key value violates unique constraint pg_class_relname_nsp_index".
 */

const serverUrl = process.env.TEST_DATABASE_URL!;
const databases: string[] = [];

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database of its own. */
async function emptyDatabase(): Promise<string> {
  const name = `bb_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await admin((client) => client.query(`create database ${name}`));
  databases.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

beforeAll(() => {
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
});

afterAll(async () => {
  for (const name of databases) {
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
  }
});

/** Three servers' database handles migrating one database at the same time, under the lock. */
async function migrateTogether(url: string): Promise<PromiseSettledResult<void>[]> {
  const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url })));
  try {
    return await Promise.allSettled(
      handles.map((handle) => withMigrationLock(url, () => handle.migrate())),
    );
  } finally {
    await Promise.all(handles.map((handle) => handle.close()));
  }
}

it('lets servers migrating a new database together all start, each migration run once', async () => {
  const url = await emptyDatabase();
  const results = await migrateTogether(url);
  expect(results).toEqual([1, 2, 3].map(() => ({ status: 'fulfilled', value: undefined })));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ created_at: string }>(
      'select created_at from drizzle.__drizzle_migrations order by created_at',
    );
    const committed = readMigrationFiles({ migrationsFolder }).map((m) => String(m.folderMillis));
    expect(rows.map((row) => row.created_at)).toEqual(committed);
  } finally {
    await client.end();
  }
});
