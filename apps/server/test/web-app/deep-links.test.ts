import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { ManualClock } from '../../src/lib/clock.js';
import { loadConfig } from '../../src/config.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';

/** The app shell for deep links, and JSON 404s for API paths, with a built web app in place. */

const SHELL = '<!doctype html><title>Barnboard</title>';
/** Above the requests of the deep-link cases, below those plus the asset requests. */
const RATE_LIMIT = 20;
let webDist: string;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'barnboard-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), SHELL);
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'export {};');
  // The build's Brotli copy, as vite-plugin-compression2 writes it.
  fs.writeFileSync(
    path.join(webDist, 'assets', 'index-abc123.js.br'),
    zlib.brotliCompressSync('export {};'),
  );
  database = await openTestDatabase();
  const config = loadConfig({
    DATA_DIR: '.test-data',
    SEED: 'none',
    WEB_DIST: webDist,
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
  });
  app = await buildApp(
    { config, db: database.db, clock: new ManualClock() },
    { serveWebApp: true },
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const getHtml = (url: string) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('deep links', () => {
  it.each(['/feeding', '/feeding?from=2026-11-01', '/gestation-live', '/favorites/Ma-page'])(
    'answers %s with the app shell',
    async (url) => {
      const response = await getHtml(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
    },
  );

  it.each(['/feed', '/feed/nothing', '/api/nothing?x=1', '/ingest/nothing', '/realms/x'])(
    'keeps the JSON 404 of the API path %s',
    async (url) => {
      const response = await getHtml(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    },
  );
});

describe('the web app files', () => {
  it('are sent as the Brotli copy the build made to a browser that accepts it', async () => {
    const url = '/assets/index-abc123.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('export {};');
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('export {};');
  });

  it('are not counted by the per-address limit: a fresh load fetches dozens', async () => {
    for (let i = 0; i < RATE_LIMIT * 2; i++) {
      const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toContain('immutable');
    }
    expect((await getHtml('/dashboard')).statusCode).toBe(200);
  });
});
