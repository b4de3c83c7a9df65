import { afterEach, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { ManualClock } from '../../src/lib/clock.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';
import { CapturingMailer } from '../support/test-app.js';

let database: TestDatabase | undefined;
afterEach(() => database?.dispose());

it('refuses to start when a route declares no access policy', async () => {
  database = await openTestDatabase();
  const app = await buildApp({
    config: loadConfig({ SEED: 'none' }),
    db: database.db,
    clock: new ManualClock(),
    mailer: new CapturingMailer(),
  });
  app.get('/api/forgotten', async () => ({ oops: true }));
  await expect(app.ready()).rejects.toThrow('Route GET /api/forgotten declares no access policy');
});

it('serves the API documentation publicly', async () => {
  database = await openTestDatabase();
  const app = await buildApp({
    config: loadConfig({ SEED: 'none' }),
    db: database.db,
    clock: new ManualClock(),
    mailer: new CapturingMailer(),
  });
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  expect(response.json<{ paths: Record<string, unknown> }>().paths).toHaveProperty(
    '/api/sites/vision-web',
  );
  await app.close();
});
