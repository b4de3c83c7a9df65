import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loggerOptions } from '../../src/lib/logger.js';
import { loggingApp } from '../support/logging-app.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** The server's log at `info`: one line per request, readable at a terminal (issue 12 §5). */
let t: TestApp;
let app: FastifyInstance;
let lines: Record<string, unknown>[];

beforeAll(async () => {
  t = await createTestApp();
  ({ app, lines } = await loggingApp(t, 'info'));
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('the request log', () => {
  it('writes one line per request, without the query string', async () => {
    lines.length = 0;
    await app.inject({ url: '/healthz' });
    await app.inject({ url: '/api/ping?token=secret-in-a-link' });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/healthz', status: 200 });
    expect(lines[0]!.msg).toMatch(/^GET \/healthz 200 [\d.]+ ms$/);
    expect(lines[1]).toMatchObject({ path: '/api/ping', status: 401 });
    expect(JSON.stringify(lines)).not.toContain('secret-in-a-link');
  });

  it('is printed by pino-pretty for a terminal, and stays JSON otherwise', () => {
    const pretty = loggerOptions({ level: 'info', pretty: true });
    expect(pretty).toMatchObject({ transport: { target: 'pino-pretty' } });
    expect(loggerOptions({ level: 'info' })).not.toHaveProperty('transport');
    // The transport is loaded by name in a worker: the package must be a dependency of the server.
    expect(() => createRequire(import.meta.url).resolve('pino-pretty')).not.toThrow();
  });
});
