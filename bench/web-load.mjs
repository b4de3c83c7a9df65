// The web app's first load on a farm's connection (issue 12 §4): headless Chromium with the
// slow-4G network and 4× CPU slowdown of Lighthouse's mobile profile, against the built server
// with the demo data. For the sign-in page and the dashboard, each from a cold HTTP cache:
// Largest Contentful Paint, total blocking time and the bytes transferred.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startDemoServer } from './demo-api.mjs';
import { summary, writeResults } from './support.mjs';

const RUNS = 3;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse's "slow 4G" as DevTools applies it (150 ms RTT × 3.75, 1.6 Mbit/s × 0.9 down). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/**
 * Runs in the page before its own scripts: collects LCP candidates, long tasks and the first
 * contentful paint into globalThis.__webLoad (browser code, kept as text: the bench has no DOM types).
 */
const OBSERVE_PAINTS = `
  const seen = { lcp: 0, fcp: 0, longTasks: [] };
  globalThis.__webLoad = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
`;

/**
 * LCP, and total blocking time as Lighthouse counts it (the part over 50 ms of each long task
 * after the first contentful paint), up to the moment the page went quiet.
 * @param {import('playwright-core').Page} page
 */
async function pageTimings(page) {
  const seen = /** @type {{ lcp: number, fcp: number, longTasks: [number, number][] }} */ (
    await page.evaluate('globalThis.__webLoad')
  );
  const blocking = seen.longTasks
    .filter(([start]) => start >= seen.fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { lcp_ms: seen.lcp, tbt_ms: blocking };
}

/**
 * One cold load of `route` under the throttling profile; `prepare` runs first, unthrottled (e.g.
 * signing in), and the HTTP cache is emptied after it.
 * @param {import('playwright-core').Browser} browser @param {string} url @param {string} route
 * @param {(page: import('playwright-core').Page) => Promise<void>} prepare
 */
async function coldLoad(browser, url, route, prepare) {
  const context = await browser.newContext({ baseURL: url, locale: 'en-US' });
  // A signed-in page keeps its live stream open (docs/live.md), and `networkidle` would never
  // come: the stream is refused here, which the page meets by polling and by trying again only
  // after 15 to 30 s. What a first load costs is measured without it.
  await context.route('**/api/live', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 403, code: 'forbidden', message: 'bench' }),
    }),
  );
  const page = await context.newPage();
  await prepare(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const transferred = { total: 0, script: 0 };
  /** @type {Map<string, string>} */ const types = new Map();
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    transferred.total += event.encodedDataLength;
    if (types.get(event.requestId) === 'Script') transferred.script += event.encodedDataLength;
  });
  await page.addInitScript({ content: OBSERVE_PAINTS });
  await page.goto(route, { waitUntil: 'networkidle', timeout: 180_000 });
  const timings = await pageTimings(page);
  await context.close();
  return { ...timings, bytes: transferred.total, script_bytes: transferred.script };
}

/** @param {import('playwright-core').Page} page */
async function signIn(page) {
  await page.goto('/login');
  await page.getByTestId('login-identifier').fill('manager@bocage.demo');
  await page.getByTestId('login-password').fill('Barnboard-2026');
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/dashboard');
  await page.waitForLoadState('networkidle');
}

/** @param {Awaited<ReturnType<typeof coldLoad>>[]} runs */
function report(runs) {
  const median = (/** @type {number[]} */ values) => summary(values, 0).median_ms;
  return {
    runs: runs.length,
    lcp: summary(
      runs.map((run) => run.lcp_ms),
      0,
    ),
    tbt: summary(
      runs.map((run) => run.tbt_ms),
      0,
    ),
    transferred_kb: Number((median(runs.map((run) => run.bytes)) / 1000).toFixed(1)),
    transferred_script_kb: Number((median(runs.map((run) => run.script_bytes)) / 1000).toFixed(1)),
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barnboard-bench-web-'));
const server = await startDemoServer(dataDir, {});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  const signInPage = [];
  const dashboard = [];
  for (let run = 0; run < RUNS; run += 1) {
    signInPage.push(await coldLoad(browser, server.url, '/login', async () => {}));
    dashboard.push(await coldLoad(browser, server.url, '/dashboard', signIn));
  }
  const results = {
    profile: {
      network: 'slow 4G (Lighthouse DevTools throttling: 562.5 ms RTT, 1.47 Mbit/s down)',
      cpu_slowdown: CPU_SLOWDOWN,
      cache: 'cold (emptied before each load); dashboard signed in beforehand, unthrottled',
      tbt: 'long tasks after first contentful paint, until the network was idle for 500 ms',
    },
    sign_in_page: report(signInPage),
    dashboard: report(dashboard),
  };
  console.log(JSON.stringify(results, null, 2));
  writeResults('web-load', results);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
