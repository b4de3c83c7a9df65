import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiGet } from '../support/api.js';
import { launchBrowser, newContext, signIn } from '../support/browser.js';
import { MATERNITY, maternityOfApi } from '../support/demo-site.js';
import { startServer, type RunningServer } from '../support/server.js';

/**
 * The demo tells the truth about today (issue 12 §1): a server whose clock starts at 01:00, 08:00
 * or 20:00 in the sites' time zone, and a browser on the same clock. The manager signs in, lands
 * on the site with the farm's data, and nothing the product answers is dated after now. Each server
 * starts on a copy of the run's demo, loaded at the real time: its first live-demo round brings the
 * farm from there to the server's clock, as a server restarted later in the day would.
 */
const ZONE = 'America/Montreal';
/** The next time it is `hour` o'clock on the sites' clock: ahead of the database's own clock. */
function nextHour(hour: number): DateTime {
  const now = DateTime.now().setZone(ZONE);
  const today = now.set({ hour, minute: 0, second: 0, millisecond: 0 });
  return today > now ? today : today.plus({ days: 1 });
}

/** Every date-time (with an offset) and every calendar date anywhere in a JSON answer. */
function datesIn(value: unknown, found: { instants: string[]; days: string[] }) {
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) found.instants.push(value);
    else if (/^\d{4}-\d{2}-\d{2}$/.test(value)) found.days.push(value);
  } else if (Array.isArray(value)) value.forEach((item) => datesIn(item, found));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => datesIn(v, found));
  return found;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([1, 8, 20])('the demo at %i:00 site time', (hour) => {
  const now = nextHour(hour);
  let server: RunningServer;
  let startedAt: number;
  /** The server's clock: `now` when it started, running on since. */
  const serverNow = () => now.toMillis() + (Date.now() - startedAt);
  beforeAll(async () => {
    startedAt = Date.now();
    server = await startServer({ CLOCK_START: now.toISO()! }, inject('demoData'));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('opens on the maternity, and holds nothing dated after now', async () => {
    const context = await newContext(browser, server.url);
    await context.clock.install({ time: now.toJSDate() });
    const page = await context.newPage();
    await signIn(page, 'manager@bocage.demo');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByTestId('site-selector').textContent()).toContain(MATERNITY);

    const site = await maternityOfApi(page);
    const today = now.toISODate()!;
    const answers = await Promise.all(
      [
        `/api/sites/${site.id}/feeding/notifications?page=1&per_page=1000`,
        `/api/sites/${site.id}/feeding/gestation/live`,
        `/api/sites/${site.id}/feeding/lactation/live`,
        `/api/sites/${site.id}/feeding/gestation/visits?from=${today}&to=${today}`,
        `/api/sites/${site.id}/last-update`,
      ].map((path) => apiGet<unknown>(page, path)),
    );
    const found = datesIn(answers, { instants: [], days: [] });
    expect(found.instants.length).toBeGreaterThan(0);
    const limit = serverNow();
    for (const instant of found.instants) {
      expect(Date.parse(instant), instant).toBeLessThanOrEqual(limit);
    }
    for (const day of found.days) expect(day <= today, day).toBe(true);

    // Gestation live: today's feeding day has gone as far as the hour, no further.
    const live = answers[1] as { date: string; percent: number | null };
    expect(live.date).toBe(today);
    const share = (live.percent ?? 0) / 100;
    expect(share).toBeLessThanOrEqual(hour / 24 + 0.1);
    expect(share).toBeGreaterThanOrEqual(hour / 24 - 0.15);
    await context.close();
  });
});
