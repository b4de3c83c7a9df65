import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signIn } from '../support/browser.js';
import { setUpJourney } from '../support/journey.js';
import { chirpstackUplink, DEMO_INGEST_KEY } from '../support/uplinks.js';

/**
 * The L-Track silos page against the demo data (apps/server/src/seed/demo-bins.ts): seven bins of
 * Ferme du Bocage's maternity, Silo B-2 with an expired subscription, and the tenant's public
 * demo ingest key.
 */
// A server of its own: the bin it renames and the reading it posts show on other files' silos
// pages.
const journey = setUpJourney({}, { ownServer: true });

/** Silo B-1's sensor in the demo data. */
const B1_DEV_EUI = '1ac0b0ca9e000006';
/**
 * The server pushes the change on the page's live stream (docs/live.md); polling, every 30 s,
 * is only the fallback while no stream is open.
 */
const PUSHED_WITHIN_MS = 5_000;

const card = (page: Page, name: string) =>
  page.locator(`[data-testid="silo-card"][data-bin-name="${name}"]`);

async function openSilos(page: Page, user = 'admin@bocage.demo'): Promise<void> {
  await signIn(page, user);
  await page.waitForURL(/\/(dashboard|silos)$/);
  await page.goto('/silos');
  await page.getByTestId('silo-card').first().waitFor();
}

it('shows a reading posted through /ingest/chirpstack within 5 s, pushed, without reloading', async () => {
  const page = await journey.openPage();
  await openSilos(page, 'owner@bocage.demo');
  await page.locator('[data-testid="app-shell"][data-live="open"]').waitFor();
  const b1 = card(page, 'Silo B-1');
  const before = await b1.getAttribute('data-last-sync');
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads += 1;
  });

  const measuredAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  const answer = await page.request.post('/ingest/chirpstack?event=up', {
    headers: { Authorization: `Bearer ${DEMO_INGEST_KEY}` },
    data: chirpstackUplink(B1_DEV_EUI, measuredAt, {
      distanceMm: 3000,
      batteryMv: 3123,
      deviceName: 'Silo B-1',
    }),
  });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ stored: 1, duplicates: 0, unknown: 0 });

  await expect
    .poll(() => b1.getAttribute('data-last-sync'), { timeout: PUSHED_WITHIN_MS, interval: 100 })
    .not.toBe(before);
  expect(Date.parse((await b1.getAttribute('data-last-sync'))!)).toBe(measuredAt.getTime());
  expect(await b1.getByTestId('silo-battery').getAttribute('data-battery-mv')).toBe('3123');
  expect(await b1.getByTestId('silo-battery').textContent()).toContain('3.12 V');
  // The low battery of the new reading raises its warning, in the modal's words.
  await b1.getByTestId('silo-warnings').click();
  await expect
    .poll(() => page.getByTestId('silo-warning').allTextContents())
    .toContain("Low battery: replace the sensor's battery soon");
  expect(reloads).toBe(0);
});

it('lets an admin edit a bin, with the validation messages of the form and of the server', async () => {
  const page = await journey.openPage();
  await openSilos(page);
  await card(page, 'Silo B-1').getByTestId('silo-edit').click();
  const field = (name: string) => page.getByTestId(`bin-form-${name}`);
  /** The field's error message (Mantine links it through aria-describedby), null without one. */
  const errorOf = async (name: string) => {
    const ids = (await field(name).getAttribute('aria-describedby'))?.split(' ') ?? [];
    const id = ids.find((x) => x.endsWith('-error'));
    return id ? page.locator(`[id="${id}"]`) : null;
  };
  await field('name').waitFor();

  // Unchanged data: the same-information message, nothing sent.
  await page.getByTestId('bin-form-save').click();
  await expect
    .poll(() => page.getByTestId('bin-form-same').textContent())
    .toContain('Nothing has changed');

  // Name required, a valid MAC address, the L-Track offset below the roof height.
  await field('name').fill('');
  await field('mac_address').fill('12:34');
  await page.getByTestId('bin-form-save').click();
  await expect
    .poll(() => page.getByTestId('bin-form-invalid').textContent())
    .toContain('Some fields are invalid');
  await expect
    .poll(async () => (await errorOf('name'))?.textContent())
    .toBe('This field is required');
  await expect
    .poll(async () => (await errorOf('mac_address'))?.textContent())
    .toContain('Enter a valid MAC address');

  await field('name').fill('Silo B-1');
  await field('mac_address').fill('1A:C0:B0:CA:9E:00:00:06');
  await field('offset').fill('5');
  await page.getByTestId('bin-form-save').click();
  await expect
    .poll(async () => (await errorOf('offset'))?.textContent())
    .toBe('The L-Track offset must be smaller than the roof height');

  // A height or a volume: a bin of diameter 0 holds nothing.
  await field('offset').fill('0.3');
  await field('diameter').fill('0');
  await page.getByTestId('bin-form-save').click();
  await expect
    .poll(() => page.getByTestId('bin-form-notice').allTextContents())
    .toContain('A silo needs a height or a volume: enter its diameter and heights');
  await field('diameter').fill('2.75');

  // The server's own check: another bin's sensor.
  const updates: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'PUT' && response.url().includes('/feed/bins/')) {
      updates.push(response.status());
    }
  });
  await field('mac_address').fill('1ac0b0ca9e000001');
  await page.getByTestId('bin-form-save').click();
  await expect
    .poll(async () => (await errorOf('mac_address'))?.textContent())
    .toBe('This MAC address is already used by another silo');
  expect(updates).toEqual([409]);

  // A real change is saved, announced and shown.
  await field('mac_address').fill('1ac0b0ca9e000006');
  await field('name').fill('Silo B-1 (north)');
  await page.getByTestId('bin-form-save').click();
  await card(page, 'Silo B-1 (north)').waitFor();
  expect(updates).toEqual([409, 200]);
  await expect
    .poll(() => page.locator('.mantine-Notification-root').allTextContents())
    .toContainEqual(expect.stringContaining('The silo has been updated'));
});

it('cannot chart or edit the expired bin, and the server refuses its chart too', async () => {
  const page = await journey.openPage();
  await openSilos(page);
  const b2 = card(page, 'Silo B-2');
  expect(await b2.getAttribute('data-state')).toBe('expired');
  expect(await b2.getByTestId('silo-chart').isDisabled()).toBe(true);
  expect(await b2.getByTestId('silo-edit').isDisabled()).toBe(true);
  expect(await b2.getByTestId('silo-locked-reason').textContent()).toBe(
    'Subscription expired, contact the representative',
  );

  const binId = (await b2.getAttribute('data-bin-id'))!;
  const status = await page.evaluate(async (id) => {
    const token = window.localStorage.getItem('barnboard.token');
    const response = await fetch(`/feed/bins/${id}/chart`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return response.status;
  }, binId);
  expect(status).toBe(409);

  // An active bin charts: the lazily loaded ECharts draws both series.
  const a2 = card(page, 'Silo A-2');
  await a2.getByTestId('silo-chart').click();
  await page.locator('[data-testid="silo-chart-quantity"][data-ready="true"] svg').waitFor();
  await page.locator('[data-testid="silo-chart-battery"][data-ready="true"] svg').waitFor();
});

it('lays the page out at phone width', async () => {
  const page = await journey.openPage({ width: 390, height: 844 });
  await openSilos(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await card(page, 'Silo B-2').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});

it('shows the tenant licences to an admin, and keeps users without silo access out', async () => {
  const page = await journey.openPage();
  await signIn(page, 'admin@bocage.demo');
  await page.waitForURL(/\/(dashboard|silos)$/);
  await page.goto('/l-track-subscriptions');
  const tenant = page.getByTestId('licences-tenant').first();
  await tenant.waitFor();
  // The demo tenant holds 14 licences, 10 of them on its running bins (demo-bins.ts).
  expect(await tenant.getByTestId('licences-total').textContent()).toBe('14');
  expect(await tenant.getByTestId('licences-available').textContent()).toBe('4');
  const used = tenant.locator('[data-testid="licence-item"][data-used="true"]');
  await expect.poll(() => used.count()).toBe(10);
  expect(await used.allTextContents()).toContainEqual(expect.stringContaining('Silo G1-1'));

  const manager = await journey.openPage();
  await signIn(manager, 'manager@bocage.demo');
  await manager.waitForURL('**/dashboard');
  await manager.goto('/l-track-subscriptions');
  // Told why, on the page asked for, and shown no licence.
  await manager.getByTestId('needs-privileges').waitFor();
  expect(new URL(manager.url()).pathname).toBe('/l-track-subscriptions');
  expect(await manager.getByTestId('licences-tenant').count()).toBe(0);
});
