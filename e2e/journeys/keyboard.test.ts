import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { waitForSettledPage } from '../support/accessibility.js';
import { setUpJourney } from '../support/journey.js';
import { openOnMaternity } from '../support/signed-in.js';
import { markTabStops, tab, type TabStop } from '../support/keyboard.js';

/**
 * The dashboard from the keyboard alone (issue 12 §3, docs/accessibility.md): Tab reaches every
 * action, and whatever has the focus shows it.
 */
const journey = setUpJourney();

/** Controls that must be among the tab stops, by selector; each may match several. */
const KEY_ACTIONS = [
  '[data-testid="menu-toggle"]',
  '[data-testid="site-selector"]',
  '[data-testid="goals-toggle"] input:checked',
  '[data-testid="user-badge"]',
  '[data-menu-entry="dashboard"]',
  '[data-menu-entry="feeding"]',
  '[data-menu-entry="gestationLosses"]',
  '[data-menu-entry="silos"]',
  '[data-menu-entry="settings"]',
  '[data-menu-entry="objectives"]',
  '[data-menu-entry="logout"]',
  '[data-testid="favourite-add-page"]',
  '[data-testid="dashboard-area"][aria-selected="true"]',
  '[data-testid="drag-handle"]',
  '[data-testid="add-to-favourites"]',
  '[data-testid="report-menu-toggle"]',
];

async function openDashboard(page: Page): Promise<void> {
  await openOnMaternity(page, 'owner@bocage.demo');
  await page.getByTestId('sortable-tile').first().waitFor();
  await waitForSettledPage(page);
}

/** Tabs from the top of the page until the focus comes back round; every stop in order. */
async function tabThroughPage(page: Page, limit: number): Promise<TabStop[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stops: TabStop[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    const stop = await tab(page);
    if (stop.mark !== null && stops.some((seen) => seen.mark === stop.mark)) return stops;
    stops.push(stop);
  }
  throw new Error(`Tab did not come back round in ${limit} presses`);
}

it('reaches every action of the dashboard with Tab, each showing its focus', async () => {
  const page = await journey.openPage();
  await openDashboard(page);
  const names = await markTabStops(page);
  const stops = await tabThroughPage(page, Object.keys(names).length + 20);

  const reached = new Set(stops.map((stop) => stop.mark));
  const unreached = Object.entries(names)
    .filter(([mark]) => !reached.has(mark))
    .map(([, name]) => name);
  expect(unreached, 'controls Tab never reaches').toEqual([]);

  const withoutRing = stops.filter((stop) => stop.mark !== null && !stop.ring);
  expect(
    withoutRing.map((stop) => stop.name),
    'focused controls with no visible focus',
  ).toEqual([]);

  for (const selector of KEY_ACTIONS) {
    const marks = await page
      .locator(selector)
      .evaluateAll((elements) =>
        elements.map((element) => (element as HTMLElement).dataset.tabStop),
      );
    expect(marks.length, `${selector} is on the dashboard`).toBeGreaterThan(0);
    expect(
      marks.every((mark) => mark !== undefined && reached.has(mark)),
      `${selector} is reached`,
    ).toBe(true);
  }
});

it('opens the account menu and the site selector from the keyboard, and gives the focus back', async () => {
  const page = await journey.openPage();
  await openDashboard(page);

  await page.getByTestId('user-badge').focus();
  await page.keyboard.press('Enter');
  // A menu button puts the focus on the first item; arrows move it; Escape gives it back.
  const first = page.getByRole('menuitem').first();
  await expect.poll(() => first.evaluate((item) => item === document.activeElement)).toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect
    .poll(() =>
      page
        .getByRole('menuitem')
        .nth(1)
        .evaluate((item) => item === document.activeElement),
    )
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect
    .poll(() =>
      page.getByTestId('user-badge').evaluate((badge) => badge === document.activeElement),
    )
    .toBe(true);

  await page.getByTestId('site-selector').focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() =>
      page.getByTestId('site-search').evaluate((search) => search === document.activeElement),
    )
    .toBe(true);
  await page.keyboard.type('erables');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.getByTestId('site-selector').textContent())
    .toContain('Engraissement Les Érables');
});
