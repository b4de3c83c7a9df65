import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { ActionLists, AnimalCard, AnimalEvent, RecordsToFix } from '@barnboard/domain';
import { apiGet, apiRequest } from '../support/api.js';
import { setUpJourney } from '../support/journey.js';
import { openOnMaternity } from '../support/signed-in.js';
import { tileOf } from '../support/report-tile.js';

/**
 * The sow at the centre (issue 29, docs/animals.md, docs/records.md "Entries and corrections"):
 * found by her scanned tag, her card opened, her pregnancy check recorded from the action list,
 * the demo's forgotten weaning recorded from the records to fix, both read in the history of
 * changes; by keyboard alone on a desktop, then on a French phone.
 */
// A server of its own: the records entered here change the lists and figures other files read.
const journey = setUpJourney({}, { ownServer: true });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
type Catalogue = {
  actionLists: { lists: Record<string, string> };
  barnEntry: { options: { result: Record<string, string> } };
};
const catalogue = (language: string) =>
  JSON.parse(
    fs.readFileSync(path.join(root, `apps/web/src/i18n/locales/${language}.json`), 'utf8'),
  ) as Catalogue;

/** The first sow of the day's pregnancy checks, in the walk's order, and her card. */
async function sowToCheck(page: Page, siteId: string) {
  const lists = await apiGet<ActionLists>(page, `/api/sites/${siteId}/action-lists`);
  const sow = lists.lists.preg_check[0]!;
  const card = await apiGet<AnimalCard>(
    page,
    `/api/sites/${siteId}/animals/${encodeURIComponent(sow.animal)}`,
  );
  return { animal: sow.animal, rfid: card.entry.rfid! };
}

/** The demo's forgotten weaning (docs/simulator.md, "Recording mistakes"). */
async function forgottenWeaning(page: Page, siteId: string) {
  const answer = await apiGet<RecordsToFix>(page, `/api/sites/${siteId}/records-to-fix`);
  const finding = answer.records.find((one) => one.check === 'missing_weaning')!;
  const biasing = answer.records.filter((one) =>
    one.reports.includes('reproduction-analysis'),
  ).length;
  return { animal: finding.animal, biasing };
}

const onThePregnancyList = async (page: Page, siteId: string, animal: string) =>
  (await apiGet<ActionLists>(page, `/api/sites/${siteId}/action-lists`)).lists.preg_check.some(
    (item) => item.animal === animal,
  );

const rowOf = (tile: Locator, testId: string, animal: string) =>
  tile.locator(`[data-testid="${testId}"][data-animal="${animal}"]`);

const noWiderThanScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Her events entered here today by the journey, newest last. */
async function enteredEvents(page: Page, siteId: string, animal: string): Promise<AnimalEvent[]> {
  const card = await apiGet<AnimalCard>(
    page,
    `/api/sites/${siteId}/animals/${encodeURIComponent(animal)}`,
  );
  return card.events.filter((event) => event.entered_here);
}

/** Presses Tab until the focus is on an element matching `selector`; fails after `limit`. */
async function tabTo(page: Page, selector: string, limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted), selector)) return;
  }
  throw new Error(`Tab did not reach ${selector} in ${limit} presses`);
}

it('finds her, records her check from the list and the forgotten weaning, by keyboard alone on a desktop', async () => {
  const page = await journey.openPage({ width: 1280, height: 900 });
  const site = await openOnMaternity(page, 'admin@bocage.demo', '/dashboard');
  const en = catalogue('en');
  const sow = await sowToCheck(page, site.id);

  // "/" reaches the search; her id and Enter open her card.
  await page.getByTestId('sortable-tile').first().waitFor();
  await page.keyboard.press('/');
  await page.keyboard.type(sow.animal);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/animals/${encodeURIComponent(sow.animal)}`);
  await page.getByTestId('animal-card').waitFor();

  await tabTo(page, '[data-menu-entry="actionLists"]');
  await page.keyboard.press('Enter');
  const lists = tileOf(page, 'action-lists');
  await lists.getByTestId('action-row').first().waitFor();
  // The lists are radios: Tab reaches the one chosen, arrows move to the pregnancy checks.
  await tabTo(page, '[data-testid="report-views"] input:checked');
  const checks = lists.getByTestId('report-views').locator('input[value="preg_check"]');
  while (!(await checks.isChecked())) await page.keyboard.press('ArrowRight');
  const row = rowOf(lists, 'action-row', sow.animal);
  await row.waitFor();
  await tabTo(page, `[data-animal="${sow.animal}"] [data-testid="action-tick"]`);
  await page.keyboard.press('Enter');
  const form = page.getByTestId('record-event-form');
  await form.waitFor();
  await tabTo(page, '[data-testid="record-event-form"] [data-testid="entry-field-result"] input');
  const positive = form.getByLabel(en.barnEntry.options.result.positive!, { exact: true });
  while (!(await positive.isChecked())) await page.keyboard.press('ArrowRight');
  await tabTo(page, '[data-testid="entry-save"]');
  await page.keyboard.press('Enter');
  await row.waitFor({ state: 'detached' });
  expect(await onThePregnancyList(page, site.id, sow.animal)).toBe(false);

  const weaning = await forgottenWeaning(page, site.id);
  await tabTo(page, '[data-menu-entry="recordsToFix"]');
  await page.keyboard.press('Enter');
  const finding = rowOf(tileOf(page, 'records-to-fix'), 'record-to-fix-row', weaning.animal);
  await finding.waitFor();
  await tabTo(page, `[data-animal="${weaning.animal}"] [data-testid="record-fix"]`);
  await page.keyboard.press('Enter');
  await page.getByTestId('record-event-form').waitFor();
  await tabTo(page, '[data-testid="record-event-form"] [data-testid="entry-field-count"]');
  await page.keyboard.type('11');
  await tabTo(page, '[data-testid="entry-save"]');
  await page.keyboard.press('Enter');
  await finding.waitFor({ state: 'detached' });

  // Put back as the demo had it for the phone below, by a manager's deletion with its reason.
  const [entered] = (await enteredEvents(page, site.id, weaning.animal)).filter(
    (event) => event.type === 'weaning',
  );
  const deleted = await apiRequest(page, `/api/sites/${site.id}/records/${entered!.id}`, {
    method: 'DELETE',
    body: { reason: 'Journey: the demo keeps its forgotten weaning' },
  });
  expect(deleted.status).toBe(204);
  expect((await forgottenWeaning(page, site.id)).animal).toBe(weaning.animal);
});

it('finds her by a scanned tag, records her check from the list and the forgotten weaning, on a French phone', async () => {
  const page = await journey.openPage({ locale: 'fr-FR', width: 390, height: 844 });
  const site = await openOnMaternity(page, 'admin@bocage.demo', '/dashboard', {
    prefs: { Language: 'fr', DateFormat: 'DMY' },
  });
  const fr = catalogue('fr');
  const sow = await sowToCheck(page, site.id);

  // A reader types her RFID number and Enter: her card opens.
  await page.getByTestId('animal-search-open').click();
  await page.getByTestId('animal-search-window').getByTestId('animal-search').fill(sow.rfid);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/animals/${encodeURIComponent(sow.animal)}`);
  const card = page.getByTestId('animal-card');
  await card.waitFor();
  expect(await card.getAttribute('data-animal')).toBe(sow.animal);
  expect(await page.getByTestId('animal-rfid').textContent()).toContain(sow.rfid);
  expect(await noWiderThanScreen(page)).toBe(true);

  // Her pregnancy check, ticked off the list: her row leaves it.
  await page.getByTestId('menu-toggle').click();
  await page.locator('[data-menu-entry="actionLists"]').click();
  const lists = tileOf(page, 'action-lists');
  await lists.getByTestId('report-views').getByText(fr.actionLists.lists.preg_check!).click();
  const row = rowOf(lists, 'action-row', sow.animal);
  await row.getByTestId('action-tick').click();
  const form = page.getByTestId('record-event-form');
  expect(await form.getAttribute('data-type')).toBe('preg_check');
  await form.getByText(fr.barnEntry.options.result.positive!, { exact: true }).click();
  await form.getByTestId('entry-save').click();
  await row.waitFor({ state: 'detached' });
  expect(await onThePregnancyList(page, site.id, sow.animal)).toBe(false);
  expect(await noWiderThanScreen(page)).toBe(true);

  // The forgotten weaning, from the warning of a report it biases.
  const weaning = await forgottenWeaning(page, site.id);
  await page.goto('/reproduction-analysis');
  const badge = page.getByTestId('records-to-fix-badge');
  await expect.poll(() => badge.getAttribute('data-count')).toBe(String(weaning.biasing));
  await badge.click();
  const finding = rowOf(tileOf(page, 'records-to-fix'), 'record-to-fix-row', weaning.animal);
  await finding.getByTestId('record-fix').click();
  const weaningForm = page.getByTestId('record-event-form');
  expect(await weaningForm.getAttribute('data-type')).toBe('weaning');
  await weaningForm.getByTestId('entry-field-count').fill('11');
  await weaningForm.getByTestId('entry-save').click();
  await finding.waitFor({ state: 'detached' });
  await page.goto('/reproduction-analysis');
  await tileOf(page, 'reproduction-analysis').getByTestId('report-figure').first().waitFor();
  const after = weaning.biasing - 1;
  if (after === 0) await badge.waitFor({ state: 'detached' });
  else await expect.poll(() => badge.getAttribute('data-count')).toBe(String(after));

  // Both, in the history of changes, by whom.
  await page.goto('/audit-trail');
  const events = page.getByTestId('audit-event');
  await events.first().waitFor();
  const recent = (await events.allTextContents()).slice(0, 2).join(' ');
  expect(recent).toContain(sow.animal);
  expect(recent).toContain(weaning.animal);
  expect(await noWiderThanScreen(page)).toBe(true);
});
