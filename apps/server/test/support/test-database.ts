import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';

/**
 * Server tests run twice: on PGlite (in memory) and on PostgreSQL (TEST_DB=postgres, using
 * TEST_DATABASE_URL). On PostgreSQL each test file gets a database of its own, dropped after.
 */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export type TestDatabase = DatabaseHandle & {
  /** The PostgreSQL database's URL, for another process or app to open it; null on PGlite. */
  url: string | null;
  dispose(): Promise<void>;
};

export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDbKind === 'pglite') {
    const handle = await openDatabase({});
    await handle.migrate();
    return { ...handle, url: null, dispose: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `bb_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
