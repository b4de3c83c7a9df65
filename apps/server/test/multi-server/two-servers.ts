import { openDatabase } from '../../src/db/database.js';
import type { ManualClock } from '../../src/lib/clock.js';
import { testAppOn, type TestApp } from '../support/test-app.js';
import type { TestDatabase } from '../support/test-database.js';

/**
 * A server as one of several behind a load balancer (docs/operations.md, "Several servers"): an
 * app of its own, with a connection pool of its own, on the shared PostgreSQL database. It is a
 * TestApp, so the sign-in and setup helpers work on it; `database` is the shared one (for setup
 * written straight into the tables), `app` goes through this server's pool only.
 */
export async function startServerOn(
  database: TestDatabase,
  clock: ManualClock,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const own = await openDatabase({ databaseUrl: database.url });
  return testAppOn(
    { database, db: own.db, clock, release: () => own.close() },
    {
      DATABASE_URL: database.url,
      ...env,
    },
  );
}
