import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { ManualClock } from '../../src/lib/clock.js';
import { CapturingMailer } from '../support/test-app.js';
import { expectUnavailable, signIn } from './outage-answers.js';

/** Issue 11 §2: a PostgreSQL server that refuses connections answers 503, not 500. */
describe('a PostgreSQL server that refuses connections', () => {
  it('answers 503 with Retry-After', async () => {
    // Port 1 of this machine: nothing listens there, so the connection is refused at once.
    const handle = await openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/barnboard',
    });
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: '.test-data', SEED: 'none' }),
      db: handle.db,
      clock: new ManualClock(),
      mailer: new CapturingMailer(),
    });
    try {
      const response = await app.inject(signIn);
      expectUnavailable(response);
      expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
