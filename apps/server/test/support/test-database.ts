import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';

/**
 * Server tests run twice: on the embedded PostgreSQL the server runs by default (TEST_DB=embedded,
 * one cluster for the run, see embedded-cluster.global.ts) and on a PostgreSQL server
 * (TEST_DB=postgres, TEST_DATABASE_URL). Either way each test file gets a database of its own,
 * dropped after.
 */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'embedded';

export type TestDatabase = DatabaseHandle & {
  /** The database's URL, for another process or app to open it. */
  url: string;
  dispose(): Promise<void>;
};

/** A URL of the test leg's PostgreSQL, on a maintenance database: for creating databases. */
export function testServerUrl(): string {
  if (testDbKind === 'embedded') return inject('embeddedClusterUrl');
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

/** A new, empty database on the test leg's server; its URL and a drop. */
export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = testServerUrl();
  const name = `bb_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const scratch = await createScratchDatabase();
  const handle = await openDatabase({ databaseUrl: scratch.url });
  await handle.migrate();
  // A test may close the database under the app (an outage); dispose then only drops it.
  let closing: Promise<void> | null = null;
  const close = () => (closing ??= handle.close());
  return {
    ...handle,
    kind: testDbKind === 'embedded' ? 'embedded' : 'postgres',
    url: scratch.url,
    close,
    async dispose() {
      await close();
      await scratch.drop();
    },
  };
}
