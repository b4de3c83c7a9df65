import { randomBytes, randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signIn } from '../support/browser.js';
import { setUpJourney } from '../support/journey.js';

/**
 * Issue 14's journey of the sites and dictionary managers (docs/administration.md): an admin adds
 * a site, a building, a dictionary item offered on that site and an L-Track holding it; the
 * L-Track's first uplink, posted through the ingest route with the tenant's key as a network
 * server would, shows on the silos page. A member is told the pages need more privileges.
 */
// A server of its own: the site it adds to Ferme du Bocage shows in every Bocage user's site
// selector.
const journey = setUpJourney({}, { ownServer: true });

/** DEMO_INGEST_KEY of apps/server/src/seed/demo-bins.ts: Ferme du Bocage's. */
const DEMO_INGEST_KEY =
  'bbk_de300000b0ca4e008000000000000001_DemoLTrack-FermeDuBocage-NotForProduction-1';

/** An L-Track payload v1 (fPort 1): distance mm, battery mV, temperature 0.1 °C, firmware. */
function ltrackPayload(distanceMm: number, batteryMv: number): string {
  const bytes = Buffer.alloc(8);
  bytes.writeUInt8(1, 0);
  bytes.writeUInt16BE(distanceMm, 1);
  bytes.writeUInt16BE(batteryMv, 3);
  bytes.writeInt16BE(45, 5);
  bytes.writeUInt8(0x23, 7);
  return bytes.toString('base64');
}

/** Chooses an option of a Mantine Select or MultiSelect by its label. */
async function choose(page: Page, testId: string, label: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

const suffix = randomBytes(3).toString('hex');
const SITE = `Ferme des Saules ${suffix}`;
const BUILDING = 'Engraissement Est';
const ITEM = `Moulée croissance ${suffix}`;
const BIN = `Silo E-${suffix}`;
const DEV_EUI = `a84041${randomBytes(5).toString('hex')}`;

it('adds a site, a building, a dictionary item and an L-Track whose first uplink shows on the silos page', async () => {
  const page = await journey.openLastingPage();
  await signIn(page, 'admin@bocage.demo');
  await page.getByTestId('app-shell').waitFor();

  // A site: its name is required, then saved with the tenant's defaults.
  await page.goto('/sites-manager');
  await page.getByTestId('site-panel').waitFor();
  await page.getByTestId('site-add').click();
  await page.getByTestId('site-form-save').click();
  await expect
    .poll(() => page.getByTestId('site-form').textContent())
    .toContain('This field is required');
  await page.getByTestId('site-form-name').fill(SITE);
  await page.getByTestId('site-form-type').selectOption('finishing');
  await page.getByTestId('site-form-city').fill('Saint-Pie');
  await page.getByTestId('site-form-save').click();
  await page.locator(`[data-testid="site-panel"][data-site-name="${SITE}"]`).waitFor();
  expect(await page.getByTestId('buildings-empty').textContent()).toContain('No building yet');

  // A building of the new site.
  await page.getByTestId('building-add').click();
  await page.getByTestId('building-form-name').fill(BUILDING);
  await page.getByTestId('building-form-type').selectOption('finishing');
  await page.getByTestId('building-form-save').click();
  await page.locator(`[data-testid="building-row"][data-building-name="${BUILDING}"]`).waitFor();
  // Its L-Tracks: none yet, and the site's dictionary is empty.
  await page.getByTestId('bins-empty').waitFor();

  // A feed of the dictionary, offered on the new site only.
  await page.goto('/dictionary-manager');
  await page.getByTestId('dictionary-add').click();
  await page.getByTestId('item-form-name').fill(ITEM);
  await page.getByTestId('item-form-recipe').fill('MC-3');
  await page.getByTestId('item-form-density').fill('640');
  await page.getByTestId('item-form-save').click();
  await expect
    .poll(() => page.getByTestId('item-form').textContent())
    .toContain('Choose at least one site');
  await choose(page, 'item-form-sites', SITE);
  await page.keyboard.press('Escape');
  await page.getByTestId('item-form-save').click();
  const row = page.locator(`[data-testid="dictionary-row"][data-item-name="${ITEM}"]`);
  await row.waitFor();
  expect(await row.textContent()).toContain(SITE);
  expect(await row.getByTestId('dictionary-density').textContent()).toBe('640 kg/m³');

  // The L-Track, holding the new feed: the content picker offers the site's dictionary.
  await page.goto('/sites-manager');
  await choose(page, 'site-picker', SITE);
  await page.locator(`[data-testid="site-panel"][data-site-name="${SITE}"]`).waitFor();
  await page.getByTestId('bin-add').click();
  const field = (name: string) => page.getByTestId(`bin-form-${name}`);
  await field('name').waitFor();
  // The site's dictionary comes with its own request: the picker fills in once it answers.
  await expect
    .poll(() => field('content_id').locator('option').allTextContents())
    .toEqual(['Choose a content', ITEM]);
  await field('name').fill(BIN);
  await field('mac_address').fill(DEV_EUI.match(/../g)!.join(':').toUpperCase());
  await field('content_id').selectOption({ label: ITEM });
  await field('diameter').fill('2.75');
  await field('vertical_height').fill('5');
  await field('roof_height').fill('0.8');
  await field('offset').fill('0.3');
  await field('save').click();
  const binRow = page.locator(`[data-testid="bin-row"][data-bin-name="${BIN}"]`);
  await binRow.waitFor();
  expect(await binRow.getByTestId('bin-state').textContent()).toBe('Active');
  expect(await binRow.getByTestId('bin-last-reading').textContent()).toBe('Never');

  // Its first uplink, as ChirpStack posts it.
  const measuredAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  const answer = await page.request.post('/ingest/chirpstack?event=up', {
    headers: { Authorization: `Bearer ${DEMO_INGEST_KEY}` },
    data: {
      deduplicationId: randomUUID(),
      time: measuredAt.toISOString(),
      deviceInfo: { tenantName: 'Barnboard e2e', applicationName: 'L-Track', devEui: DEV_EUI },
      devAddr: 'e2e0c001',
      fCnt: 1,
      fPort: 1,
      data: ltrackPayload(2500, 3600),
      rxInfo: [{ gatewayId: '0016c001f1b0ca01', rssi: -88, snr: 8, channel: 3 }],
    },
  });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ stored: 1, unknown: 0 });

  await page.goto('/silos');
  const card = page.locator(`[data-testid="silo-card"][data-bin-name="${BIN}"]`);
  await card.waitFor();
  expect(Date.parse((await card.getAttribute('data-last-sync'))!)).toBe(measuredAt.getTime());
  expect(await card.textContent()).toContain(ITEM);

  // In use by the L-Track, the feed cannot be deleted; the dictionary says by which.
  await page.goto('/dictionary-manager');
  const used = page.locator(`[data-testid="dictionary-row"][data-item-name="${ITEM}"]`);
  await used.waitFor();
  expect(await used.getByTestId('dictionary-delete').isDisabled()).toBe(true);
}, 120_000);

it('disables and deletes the L-Track, keeping its readings among the deleted ones', async () => {
  const page = await journey.openLastingPage();
  await signIn(page, 'owner@bocage.demo');
  await page.getByTestId('app-shell').waitFor();
  await page.goto('/sites-manager');
  await choose(page, 'site-picker', SITE);
  const binRow = page.locator(`[data-testid="bin-row"][data-bin-name="${BIN}"]`);
  await binRow.waitFor();
  expect(await binRow.getByTestId('bin-delete').isDisabled()).toBe(true);
  await binRow.getByTestId('bin-disable').click();
  await page.getByTestId('silo-state-confirm').click();
  await expect.poll(() => binRow.getByTestId('bin-state').textContent()).toBe('Disabled');
  await binRow.getByTestId('bin-delete').click();
  await page.getByTestId('bin-delete-modal-confirm').click();
  await page.getByTestId('bins-empty').waitFor();
  const deleted = page.locator(`[data-testid="deleted-bin-row"][data-bin-name="${BIN}"]`);
  await deleted.waitFor();
  expect(await deleted.textContent()).toContain('1');
  const download = page.waitForEvent('download');
  await deleted.getByTestId('deleted-bin-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${BIN} ${DEV_EUI} readings.csv`);

  // The site still has its building: it cannot be deleted, and the refusal says why.
  await page.getByTestId('site-delete').click();
  await page.getByTestId('admin-delete-modal-confirm').click();
  await expect
    .poll(() => page.getByTestId('admin-delete-modal-refusal').textContent())
    .toContain(`This site still has buildings (${BUILDING})`);
});

it('tells a member that the managers need additional privileges', async () => {
  const page = await journey.openPage();
  await signIn(page, 'member@bocage.demo');
  await page.getByTestId('app-shell').waitFor();
  for (const path of ['/sites-manager', '/dictionary-manager']) {
    await page.goto(path);
    await page.getByTestId('needs-privileges').waitFor();
    expect(await page.getByTestId('sites-manager-page').count()).toBe(0);
  }
});
