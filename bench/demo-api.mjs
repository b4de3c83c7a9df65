// What the benchmarks do as a user of the demo would: sign in, find a site, send records, and
// keep several clients asking while something else happens.
import path from 'node:path';
import { request } from './http-client.mjs';
import { root, startServer, summary } from './support.mjs';

const PASSWORD = 'Barnboard-2026';

const { simulateHerd } = await import(
  path.join(root, 'apps/server/dist/simulator/index.js').toString()
);

/** @param {string} url @param {string} username @returns {Promise<string>} */
export async function signIn(url, username) {
  const response = await request(`${url}/realms/barnboard/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'barnboard-web',
      username,
      password: PASSWORD,
    }).toString(),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} failed: ${response.text}`);
  return JSON.parse(response.text).access_token;
}

/** @param {string} url @param {string} token @param {string} route */
export async function getJson(url, token, route) {
  const response = await request(`${url}${route}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${response.text}`);
  return JSON.parse(response.text);
}

/** @param {string} url @param {string} token @param {string} type */
export async function siteOf(url, token, type) {
  const { data: sites } = await getJson(url, token, '/api/sites/vision-web');
  const site = sites.find((/** @type {{ type: string }} */ s) => s.type === type);
  if (!site) throw new Error(`no ${type} site among ${JSON.stringify(sites)}`);
  return /** @type {string} */ (site.id);
}

/**
 * The first `count` herd records of a simulated 2,000-sow herd: a prefix of a history in date
 * order is a valid history. @param {number} count @returns {Record<string, unknown>[]}
 */
export function simulatedRecords(count) {
  const records = simulateHerd({ sows: 2000, years: 3, seed: 7, endDate: '2026-10-31' });
  if (records.length < count) throw new Error(`only ${records.length} records simulated`);
  return records.slice(0, count);
}

/**
 * Sends `routes` in turn from `clients` senders until `until()` says stop; every answer must be
 * a success. @param {string} url @param {string} token @param {string[]} routes
 * @param {number} clients @param {() => boolean} until
 */
export async function load(url, token, routes, clients, until) {
  const samples = /** @type {number[]} */ ([]);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (!until()) {
        const route = /** @type {string} */ (routes[next++ % routes.length]);
        const t0 = performance.now();
        const response = await request(`${url}${route}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (!response.ok) throw new Error(`${route} answered ${response.status}`);
        samples.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    ...summary(samples, 1),
    answers_per_second: Number((samples.length / seconds).toFixed(1)),
  };
}

/**
 * The built server on `dataDir` (demo data loaded into an empty database).
 * @param {string} dataDir @param {Record<string, string>} env
 */
export async function startDemoServer(dataDir, env) {
  const started = performance.now();
  const server = await startServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
    // One sign-in per account serves the whole run, however slow the engine.
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    ...env,
  });
  /** From spawning to ready (loading the demo data when the database was empty). */
  return { ...server, startSeconds: (performance.now() - started) / 1000 };
}
