import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { onServer } from './on-server.js';

/**
 * Server tests run on the embedded PostgreSQL the server runs by default (TEST_DB=embedded, one
 * cluster for the run, see test-databases.global.ts), and the `*.sql.test.ts` files also on a
 * PostgreSQL server (TEST_DB=postgres, TEST_DATABASE_URL). Either way each test file gets a
 * database of its own, migrated, dropped after.
 */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'embedded';

export type TestDatabase = DatabaseHandle & {
  /** The database's URL, for another process or app to open it. */
  url: string;
  dispose(): Promise<void>;
};

/** A URL of the test leg's PostgreSQL, on a maintenance database: for creating databases. */
export function testServerUrl(): string {
  return inject('testServerUrl');
}

/**
 * A new database on the test leg's server, empty or a copy of the run's migrated template; its URL
 * and a drop.
 */
export async function createScratchDatabase({ migrated = false } = {}): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const serverUrl = testServerUrl();
  const name = `bb_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await onServer(
    serverUrl,
    migrated
      ? `create database ${name} template ${inject('templateDatabase')}`
      : `create database ${name}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const scratch = await createScratchDatabase({ migrated: true });
  const handle = await openDatabase({ databaseUrl: scratch.url });
  // Nothing left to apply, but the server's own start-up step: it also takes the statistics,
  // which a copied database does not carry.
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
