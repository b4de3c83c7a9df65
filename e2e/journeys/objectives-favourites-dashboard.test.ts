import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { goInApp } from '../support/browser.js';
import { MATERNITY } from '../support/demo-site.js';
import { downloaded } from '../support/download.js';
import { readPdf } from '../support/pdf.js';
import { setUpJourney } from '../support/journey.js';
import { openOnMaternity } from '../support/signed-in.js';

/**
 * Favourites pages, the dashboard's tile order and objectives, as manager@bocage.demo on
 * Maternité Saint-Hyacinthe (the demo site with every area). The user's preferences persist on
 * the server between tests, so each test names its own favourites page.
 */
const journey = setUpJourney();

async function openDashboard(page: Page): Promise<void> {
  await openOnMaternity(page, 'manager@bocage.demo');
  await page.getByTestId('dashboard-greeting').filter({ hasText: MATERNITY }).waitFor();
}

const ZOOTECH_DASHBOARD = '/dashboard?area=zootech';

/** The tiles of the dashboard area (or favourites page) on screen, in their order. */
const tileOrder = (page: Page) =>
  page
    .getByTestId('sortable-tile')
    .evaluateAll((tiles) => tiles.map((tile) => (tile as HTMLElement).dataset.tileKey));

const tile = (page: Page, key: string) =>
  page.locator(`[data-testid="sortable-tile"][data-tile-key="${key}"]`);

/** A user-preferences save reaching the server (the UI shows changes before it answers). */
const prefsSaved = (page: Page) =>
  page.waitForResponse(
    (answer) => answer.url().endsWith('/api/user') && answer.request().method() === 'PATCH',
  );

async function addToFavourites(page: Page, tileOnScreen: Locator, pageName: string) {
  await tileOnScreen.getByTestId('add-to-favourites').click();
  const form = page.getByTestId('add-to-favourites-form');
  await form.getByTestId('favourite-page-select').selectOption(pageName);
  await form.getByTestId('favourite-add-submit').click();
  const message = form.getByTestId('favourite-message');
  await message.waitFor();
  const shown = {
    code: await message.getAttribute('data-code'),
    text: await message.textContent(),
  };
  await page.keyboard.press('Escape');
  await form.waitFor({ state: 'hidden' });
  return shown;
}

async function addFavouritesPage(page: Page, name: string): Promise<void> {
  await page.getByTestId('favourite-add-page').click();
  await page.getByTestId('favourite-page-name').fill(name);
  await page.getByTestId('favourite-page-name').press('Enter');
}

/** Drags with the pointer, in small steps, as a hand would (dnd-kit starts after 5 px). */
async function drag(page: Page, handle: Locator, onto: Locator): Promise<void> {
  const from = (await handle.boundingBox())!;
  const to = (await onto.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
}

it('builds a favourites page up to its limit of 4 tiles, then refuses a fifth', async () => {
  const page = await journey.openPage();
  await openDashboard(page);
  await addFavouritesPage(page, 'Morning round');
  const link = page.getByTestId('favourite-page-link').filter({ hasText: 'Morning-round' });
  await link.waitFor();

  const home = await tileOrder(page);
  expect(home).toHaveLength(4);
  for (const key of home) {
    const { code } = await addToFavourites(page, tile(page, key!), 'Morning-round');
    expect(code).toBe('addSuccess');
  }
  await page.getByTestId('dashboard-area').filter({ hasText: 'Feeding' }).click();
  const fifth = await addToFavourites(page, tile(page, 'feedintakes'), 'Morning-round');
  expect(fifth.code).toBe('maxreached');
  expect(fifth.text).toBe('This page already holds 4 tiles, the most a page can hold.');

  await link.click();
  await page.waitForURL('**/favorites/Morning-round');
  await expect.poll(() => tileOrder(page)).toEqual(home);
  await page.getByTestId('favourite-remove-tile').first().click();
  await expect
    .poll(() => page.getByTestId('favourite-message').getAttribute('data-code'))
    .toBe('removeSuccess');
  await expect.poll(() => tileOrder(page)).toEqual(home.slice(1));
});

it('reorders the dashboard tiles by drag and keyboard, and keeps the order after a reload', async () => {
  const page = await journey.openPage();
  await openDashboard(page);
  const [a, b, c, d] = await tileOrder(page);
  expect(d).toBeDefined();

  // Pointer: the second tile of the first row dropped onto the first.
  const dragged = prefsSaved(page);
  await drag(page, tile(page, b!).getByTestId('drag-handle'), tile(page, a!));
  await expect.poll(() => tileOrder(page)).toEqual([b, a, c, d]);
  await dragged;

  // Keyboard: the third tile picked up, moved one place on, dropped.
  const keyed = prefsSaved(page);
  // Each key waits for the previous one's effect, as a person would: dnd-kit says where the tile
  // is in its live region. It listens for the arrows from an effect that runs after the pick-up
  // shows, so on a busy machine an arrow pressed at once can come before it: the arrow is pressed
  // again until it is heard (the fourth place is the last, so an extra press moves nothing).
  const handle = tile(page, c!).getByTestId('drag-handle');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
  const movedLast = page.locator('[id^="DndLiveRegion"]', {
    hasText: 'moved to position 4 of 4',
  });
  await expect
    .poll(
      async () => {
        if ((await movedLast.count()) === 0) await page.keyboard.press('ArrowRight');
        return movedLast.count();
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(1);
  await page.keyboard.press('Space');
  await expect.poll(() => tileOrder(page)).toEqual([b, a, d, c]);
  await keyed;

  await page.reload();
  await page.getByTestId('sortable-tile').first().waitFor();
  expect(await tileOrder(page)).toEqual([b, a, d, c]);
});

it("recolours a tile's figure from the user's own objective once the goals toggle says Users", async () => {
  const page = await journey.openPage();
  await openDashboard(page);
  // A final figure: the live feeding tiles' today is not judged until its end (docs/feeding.md,
  // "The day so far"), nor a rate whose latest services may still farrow (the farrowing rate of
  // a period to today); the litters' born alive of the last 12 months are.
  await goInApp(page, ZOOTECH_DASHBOARD);
  const bornAlive = page.locator(
    '[data-tile-key="kpi-farrowing"] [data-figure="born_alive"] [data-colour-state]',
  );
  await bornAlive.waitFor();
  // The site's objective (the default: green from 13 born alive a litter).
  const bySite = await bornAlive.getAttribute('data-colour-state');
  expect(bySite).not.toBe('blue-blue');

  await goInApp(page, '/objectives');
  await page.getByTestId('objectives-source').getByText('My objectives').click();
  const row = page.locator('[data-testid="objective-row"][data-metric="born_alive"]');
  await row.getByTestId('objective-type').selectOption('lower');
  // "Lower is better", with the green band above 200 piglets: every real litter is blue.
  for (const [index, value] of [
    [1, '200'],
    [2, ''],
    [3, '300'],
    [4, '400'],
  ] as const) {
    await row.locator(`[data-testid="objective-threshold"][data-index="${index}"]`).fill(value);
  }
  await row.getByTestId('objective-sample').fill('97');
  await expect
    .poll(() => row.getByTestId('objective-preview').getAttribute('data-colour-state'))
    .toBe('blue-blue');
  const saved = prefsSaved(page);
  await page.getByTestId('objectives-save').click();
  await saved;

  await goInApp(page, ZOOTECH_DASHBOARD);
  await bornAlive.waitFor();
  expect(await bornAlive.getAttribute('data-colour-state')).toBe(bySite);
  await page.getByTestId('goals-toggle').getByText('Users').filter({ visible: true }).click();
  await expect.poll(() => bornAlive.getAttribute('data-colour-state')).toBe('blue-blue');
  await page.getByTestId('goals-toggle').getByText('Sites').filter({ visible: true }).click();
  await expect.poll(() => bornAlive.getAttribute('data-colour-state')).toBe(bySite);
});

it('works at phone width in French: one column, a favourites page from the menu', async () => {
  const page = await journey.openPage({ width: 390, height: 844, locale: 'fr-CA' });
  await openDashboard(page);
  await page.getByTestId('sortable-tile').nth(1).waitFor();
  const lefts = await page
    .getByTestId('sortable-tile')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getBoundingClientRect().left));
  expect(new Set(lefts).size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByTestId('menu-toggle').click();
  await addFavouritesPage(page, 'Tournée du soir');
  await page.getByTestId('favourite-page-link').filter({ hasText: 'Tournée-du-soir' }).waitFor();
  await page.getByTestId('menu-toggle').click();
  const added = await addToFavourites(page, tile(page, 'gestation-live'), 'Tournée-du-soir');
  expect(added).toEqual({ code: 'addSuccess', text: 'La tuile a été ajoutée à la page.' });

  await goInApp(page, '/objectives');
  await page.getByTestId('objectives-cards').waitFor();
  expect(await page.getByTestId('objectives-source').textContent()).toContain('Objectifs du site');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

it('exports a favourites page as one PDF in French: a section per tile, each from a new page', async () => {
  const page = await journey.openPage({ locale: 'fr-CA' });
  await openDashboard(page);
  await addFavouritesPage(page, 'Bilan PDF');
  await page.getByTestId('favourite-page-link').filter({ hasText: 'Bilan-PDF' }).waitFor();
  const tiles = [
    ['feeding', 'gestation-live'],
    ['zootech', 'kpi-farrowing'],
  ] as const;
  for (const [area, key] of tiles) {
    await goInApp(page, `/dashboard?area=${area}`);
    expect((await addToFavourites(page, tile(page, key), 'Bilan-PDF')).code).toBe('addSuccess');
  }

  await page.goto('/favorites/Bilan-PDF');
  const titles = ['Alimentation en gestation en direct', 'Mise bas et sevrage'];
  await expect
    .poll(() =>
      page
        .getByTestId('report-title')
        .evaluateAll((all) => all.map((title) => title.textContent ?? '')),
    )
    .toEqual(titles);
  const kpiGrid = tile(page, 'kpi-farrowing').getByTestId('report-grid');
  await kpiGrid.waitFor();
  // French numbers as the screen writes them, thousands apart with a narrow no-break space.
  const kpiCells = await kpiGrid
    .locator('tbody td')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent ?? ''));
  const thousands = kpiCells.filter((text) => /^\d{1,3}(\u202f\d{3})+$/.test(text));
  expect(thousands.length).toBeGreaterThan(0);

  const button = page.getByTestId('favourites-export-pdf');
  await expect.poll(() => button.isEnabled()).toBe(true);
  const pdf = await downloaded(button);
  expect(pdf.file.suggestedFilename()).toMatch(/^bilan-pdf_\d{4}-\d{2}-\d{2}\.pdf$/);
  const read = await readPdf(pdf.bytes);
  expect(read.title).toBe('Bilan-PDF');
  expect(read.pages[0]!.lines.slice(0, 2)).toEqual(['Bilan-PDF', MATERNITY]);
  // Each tile's section, in the page's order, each starting a page of its own.
  const startsOn = titles.map((title) => read.pages.findIndex((one) => one.lines.includes(title)));
  expect(startsOn[0]).toBe(0);
  expect(startsOn[1]).toBeGreaterThan(startsOn[0]!);
  const kpiLines = read.pages.slice(startsOn[1]).flatMap((one) => one.lines);
  expect(kpiLines).toContain('Âge au sevrage (jours)');
  const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  expect(kpiLines.map(spaced)).toEqual(expect.arrayContaining(thousands.map(spaced)));
  read.pages.forEach((one, index) => {
    expect(one.lines).toContain(`Page ${index + 1} sur ${read.pages.length}`);
  });
});
