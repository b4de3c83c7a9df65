import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiGet, apiRequest } from '../support/api.js';
import { signIn } from '../support/browser.js';
import { chooseMaternity, maternityOfApi } from '../support/demo-site.js';
import { setUpJourney } from '../support/journey.js';
import { tileOf } from '../support/report-tile.js';

/**
 * Live screens without reload (docs/live.md): a station's alarm and a sow's intake, imported as a
 * farm's feeding system would, show on the open pages within 5 s, pushed on the page's live
 * stream; the pages' polling (every 5 minutes) is only the fallback while no stream is open.
 * The silos page's case is in silos.test.ts.
 */
// A server of its own: the alarm and feed intake it imports change the maternity's notifications
// and feeding.
const journey = setUpJourney({}, { ownServer: true });

const PUSHED_WITHIN_MS = 5_000;

/** Signs the manager in on the maternity, and counts the page's reloads from then on. */
async function openLive(page: Page, path: string): Promise<{ reloads: () => number }> {
  await signIn(page, 'manager@bocage.demo');
  await page.waitForURL('**/dashboard');
  await chooseMaternity(page);
  if (path !== '/dashboard') await page.goto(path);
  await page.locator('[data-testid="app-shell"][data-live="open"]').waitFor();
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads += 1;
  });
  return { reloads: () => reloads };
}

it("counts a station's new alarm on the dashboard's notifications tile within 5 s", async () => {
  const page = await journey.openPage();
  const { reloads } = await openLive(page, '/dashboard');
  const tile = tileOf(page, 'notifications');
  // Just after midnight on the site's clock, the day has no alarm yet: the tile says so, with no
  // figure, and the alarm below is the day's first.
  await tile
    .locator('[data-testid="report-figure"], [data-testid="report-empty"]')
    .first()
    .waitFor();
  const unseen = tile.locator('[data-figure="unseen"] [data-testid="report-figure-value"]');
  const unseenShown = async () =>
    (await unseen.count()) === 0 ? 0 : Number(await unseen.textContent());
  const before = await unseenShown();

  const site = await maternityOfApi(page);
  // A station that raised an alarm in the demo's month of feeding (today may have none yet).
  const monthAgo = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const listed = await apiGet<{ data: { station: string }[] }>(
    page,
    `/api/sites/${site.id}/feeding/notifications?per_page=1&from=${monthAgo}`,
  );
  const alarm = {
    station: listed.data[0]!.station,
    code: 102,
    time: new Date(Date.now() - 5_000).toISOString(),
  };
  const imported = await apiRequest(page, `/api/sites/${site.id}/feeding/notifications/import`, {
    method: 'POST',
    body: { notifications: [alarm] },
  });
  expect(imported.body).toMatchObject({ created: 1 });

  await expect
    .poll(unseenShown, {
      timeout: PUSHED_WITHIN_MS,
      interval: 100,
    })
    .toBe(before + 1);
  expect(reloads()).toBe(0);
});

type GestationLive = { date: string };
type Intake = {
  animal: string;
  date: string;
  target_g: number;
  day: number;
  station: string | null;
};

it('takes a sow off the not-fed list of gestation live within 5 s of her intake', async () => {
  const page = await journey.openPage();
  const { reloads } = await openLive(page, '/gestation-live');
  const site = await maternityOfApi(page);
  const live = await apiGet<GestationLive>(page, `/api/sites/${site.id}/feeding/gestation/live`);
  const notFed = page.locator('[data-testid="attention-row"][data-status="not_fed"]');
  const sow = (await notFed.first().getAttribute('data-animal'))!;
  const row = page.locator(`[data-testid="attention-row"][data-animal="${sow}"]`);

  const { data } = await apiGet<{ data: Intake[] }>(
    page,
    `/api/sites/${site.id}/feed-intakes?from=${live.date}&to=${live.date}&kind=gestation&per_page=1000`,
  );
  const intake = data.find((one) => one.animal === sow)!;
  const fed = {
    animal: sow,
    date: intake.date,
    kind: 'gestation',
    target_g: intake.target_g,
    distributed_g: intake.target_g,
    day: intake.day,
    ...(intake.station === null ? {} : { station: intake.station }),
  };
  const imported = await apiRequest(page, `/api/sites/${site.id}/feed-intakes/import`, {
    method: 'POST',
    body: { intakes: [fed] },
  });
  expect(imported.body).toMatchObject({ updated: 1 });

  await expect.poll(() => row.count(), { timeout: PUSHED_WITHIN_MS, interval: 100 }).toBe(0);
  expect(reloads()).toBe(0);
});
