import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loggerOptions } from '../../src/lib/logger.js';
import { SLOW_REQUEST_MS } from '../../src/plugins/request-log.js';
import { loggingApp } from '../support/logging-app.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The server's log: one line per request at debug, readable at a terminal (issue 12 §5); at the
 * default level (info) only the slow and the failed ones (issue 27 §7).
 */
let t: TestApp;
let app: FastifyInstance;
let lines: Record<string, unknown>[];
let quiet: { app: FastifyInstance; lines: Record<string, unknown>[] };

/** Routes of the test's own: a slow answer and a server error. */
function addSlowAndFailing(instance: FastifyInstance) {
  const config = { access: { kind: 'public' as const } };
  instance.get('/test/slow', { config }, async () => {
    await sleep(SLOW_REQUEST_MS + 50);
    return { ok: true };
  });
  instance.get('/test/broken', { config }, () => {
    throw new Error('broken on purpose');
  });
}

beforeAll(async () => {
  t = await createTestApp();
  ({ app, lines } = await loggingApp(t, 'debug'));
  quiet = await loggingApp(t, 'info', addSlowAndFailing);
});
afterAll(async () => {
  await app?.close();
  await quiet?.app.close();
  await t?.close();
});

const requestLines = (all: Record<string, unknown>[]) => all.filter((line) => 'status' in line);

describe('the request log', () => {
  it('writes one line per request at debug, without the query string', async () => {
    lines.length = 0;
    await app.inject({ url: '/healthz' });
    await app.inject({ url: '/api/ping?token=secret-in-a-link' });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/healthz', status: 200 });
    expect(lines[0]!.msg).toMatch(/^GET \/healthz 200 [\d.]+ ms$/);
    expect(lines[1]).toMatchObject({ path: '/api/ping', status: 401 });
    expect(JSON.stringify(lines)).not.toContain('secret-in-a-link');
  });

  it('keeps only slow answers and server errors at the default level', async () => {
    quiet.lines.length = 0;
    await quiet.app.inject({ url: '/healthz' });
    await quiet.app.inject({ url: '/api/ping' });
    expect(quiet.lines).toEqual([]);
    await quiet.app.inject({ url: '/test/slow' });
    expect((await quiet.app.inject({ url: '/test/broken' })).statusCode).toBe(500);
    expect(requestLines(quiet.lines)).toEqual([
      expect.objectContaining({ path: '/test/slow', status: 200, level: 40 }),
      expect.objectContaining({ path: '/test/broken', status: 500, level: 50 }),
    ]);
  });

  it('is printed by pino-pretty for a terminal, and stays JSON otherwise', () => {
    const pretty = loggerOptions({ level: 'info', pretty: true });
    expect(pretty).toMatchObject({ transport: { target: 'pino-pretty' } });
    expect(loggerOptions({ level: 'info' })).not.toHaveProperty('transport');
    // The transport is loaded by name in a worker: the package must be a dependency of the server.
    expect(() => createRequire(import.meta.url).resolve('pino-pretty')).not.toThrow();
  });
});
