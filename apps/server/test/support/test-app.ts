import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import { ManualClock } from '../../src/lib/clock.js';
import type { Mail, Mailer } from '../../src/lib/mailer.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

/** Mail is the one outside-world edge tests replace: messages are kept for assertions. */
export class CapturingMailer implements Mailer {
  readonly sent: Mail[] = [];
  send(mail: Mail): Promise<void> {
    this.sent.push(mail);
    return Promise.resolve();
  }
}

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  clock: ManualClock;
  mailer: CapturingMailer;
  config: Config;
  close(): Promise<void>;
};

/**
 * A real app on a real database (the embedded PostgreSQL or a PostgreSQL server), with a manual
 * clock and captured mail. `beforeReady` may add hooks that watch the app (never that change it).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const database = await openTestDatabase();
  const parts = { database, db: database.db, clock: new ManualClock() };
  return testAppOn({ ...parts, release: () => database.dispose() }, env, beforeReady);
}

/**
 * The app of a TestApp on `db` (the test database's own pool, or another one on it); `release`
 * closes what was opened for it once the app is closed.
 */
export async function testAppOn(
  parts: { database: TestDatabase; db: Database; clock: ManualClock; release(): Promise<void> },
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const { database, clock } = parts;
  const mailer = new CapturingMailer();
  const config = loadConfig({ DATA_DIR: '.test-data', SEED: 'none', ...env });
  const app = await buildApp({ config, db: parts.db, clock, mailer });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    mailer,
    config,
    async close() {
      await app.close();
      await parts.release();
    },
  };
}
