import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goInApp } from '../support/browser.js';
import { MATERNITY, maternityOfApi } from '../support/demo-site.js';
import { opaque, scrollGrids } from '../support/grid-scroll.js';
import { setUpJourney } from '../support/journey.js';
import { openOnMaternity } from '../support/signed-in.js';

/**
 * Issue 12 §2: report tiles and silo cards that read well from a 390 px phone to a 1920 px
 * screen, in French and Spanish (the longest labels), light and dark, and one clock — the
 * site's — with a browser in another time zone. Measured in the page, on the demo data.
 */
const journey = setUpJourney();

/** Far from the demo sites (Montréal): any time read from the browser's clock would show. */
const BROWSER_ZONE = 'Asia/Tokyo';

/** The longest dates the app writes: month in words, 12-hour clock, 1000-day cycle and day. */
const LONGEST_DATES = {
  DateFormat: 'human',
  TimeFormat: '12',
  thousandDayCalendar: true,
  thousandDayCalendarFormat: 'CC-TTT',
};

type Screen = { width: 390 | 1920; language: 'fr' | 'es'; colorScheme: 'light' | 'dark' };
const SCREENS: Screen[] = [
  { width: 390, language: 'fr', colorScheme: 'light' },
  { width: 1920, language: 'es', colorScheme: 'dark' },
];

/** Signs in with the screen's language and the longest date formats, on the maternity at `address`. */
async function openAs(user: string, screen: Screen, address: string): Promise<Page> {
  const page = await journey.openPage({
    width: screen.width,
    height: 900,
    colorScheme: screen.colorScheme,
    locale: screen.language,
    timezoneId: BROWSER_ZONE,
  });
  await openOnMaternity(page, user, address, {
    prefs: { Language: screen.language, ...LONGEST_DATES },
  });
  await page.locator(`html[lang="${screen.language}"]`).waitFor({ state: 'attached' });
  return page;
}

/** The left edges of the items, one per column of their grid. */
const columnsOf = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .evaluateAll(
      (items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size,
    );

/** Nothing wider than the screen: the page itself never scrolls sideways. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Labels whose text is cut: wider or taller than the box that shows them. */
const cutLabels = (page: Page) =>
  page
    .getByTestId('report-figure-label')
    .evaluateAll((labels) =>
      labels
        .filter(
          (label) =>
            label.scrollWidth > label.clientWidth || label.scrollHeight > label.clientHeight,
        )
        .map((label) => label.textContent),
    );

describe.each(SCREENS)('at $width px in $language ($colorScheme)', (screen) => {
  it('shows every KPI label whole and scrolls wide grids inside their tiles, first column in view', async () => {
    const page = await openAs('owner@bocage.demo', screen, '/dashboard?area=home');
    for (const area of ['home', 'zootech']) {
      await goInApp(page, `/dashboard?area=${area}`);
      await page.getByTestId('dashboard-greeting').filter({ hasText: MATERNITY }).waitFor();
      // Every tile's grid, not the first ones to answer: zootech has three KPI tiles.
      await expect
        .poll(() => page.getByTestId('report-grid').count())
        .toBeGreaterThanOrEqual(area === 'zootech' ? 3 : 2);
      await expect.poll(() => page.getByTestId('report-figure-label').count()).toBeGreaterThan(3);

      expect(await cutLabels(page)).toEqual([]);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      // One column of tiles on a phone; three side by side on a 1920 px screen.
      expect(await columnsOf(page, 'sortable-tile')).toBe(screen.width === 390 ? 1 : 3);

      const grids = await scrollGrids(page);
      const wide = grids.filter((grid) => grid.overflows);
      // The three KPI grids (a column per month) are wider than their tiles at any width; how
      // many of the area's other reports are depends on the width and the language.
      if (area === 'zootech') expect(wide.length).toBeGreaterThanOrEqual(3);
      for (const grid of wide) {
        expect(grid.scrolledBy).toBeGreaterThan(0);
        expect(grid.firstColumnInView).toBe(true);
        expect(grid.secondColumnUnderFirst).toBe(true);
        expect(grid.lastColumnInView).toBe(true);
      }
      for (const colour of grids.flatMap((grid) => grid.stickyBackgrounds)) {
        expect(colour, 'a sticky cell lets the scrolled cells show through').toSatisfy(opaque);
      }
    }
  });

  it("lays out every silo card's facts apart and inside the card, on the site's clock", async () => {
    const page = await openAs('admin@bocage.demo', screen, '/silos');
    await page.getByTestId('silo-card').first().waitFor();
    const site = await maternityOfApi(page);

    const faults = await page.getByTestId('silo-card').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const name = (card as HTMLElement).dataset.binName;
        const box = card.getBoundingClientRect();
        const facts = Array.from(card.querySelectorAll('[data-testid="silo-fact"]')).map(
          (fact) => ({
            text: fact.textContent,
            box: fact.getBoundingClientRect(),
            overflow: fact.scrollWidth - fact.clientWidth,
          }),
        );
        const found: string[] = [];
        if (card.scrollWidth > card.clientWidth) found.push(`${name}: card overflows`);
        facts.forEach((fact, index) => {
          if (fact.overflow > 0) found.push(`${name}: "${fact.text}" overflows its column`);
          if (fact.box.left < box.left || fact.box.right > box.right)
            found.push(`${name}: "${fact.text}" runs out of the card`);
          for (const other of facts.slice(index + 1)) {
            const apart =
              fact.box.right <= other.box.left ||
              other.box.right <= fact.box.left ||
              fact.box.bottom <= other.box.top ||
              other.box.bottom <= fact.box.top;
            if (!apart) found.push(`${name}: "${fact.text}" overlaps "${other.text}"`);
          }
        });
        return found;
      }),
    );
    expect(faults).toEqual([]);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    // A phone: one card a row. A wide screen: buildings side by side, five cards in the first row.
    const cardsInFirstRow = await page.getByTestId('silo-card').evaluateAll((cards) => {
      const top = Math.min(...cards.map((card) => card.getBoundingClientRect().top));
      return cards.filter((card) => Math.abs(card.getBoundingClientRect().top - top) < 2).length;
    });
    expect(cardsInFirstRow).toBe(screen.width === 390 ? 1 : 5);

    // "Updated at" and the readings on the site's clock, not the browser's (Tokyo).
    const clockAt = (ms: number) => {
      const parts = new Intl.DateTimeFormat('en-GB', {
        timeZone: site.timezone,
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h12',
      }).formatToParts(new Date(ms));
      const part = (type: string) => Number(parts.find((one) => one.type === type)!.value);
      return `${part('hour') === 0 ? 12 : part('hour')}:${String(part('minute')).padStart(2, '0')}`;
    };
    const hourMinute = (text: string | null) => /(\d{1,2}:\d{2})/.exec(text ?? '')?.[1];
    const before = Date.now();
    const updated = hourMinute(await page.getByTestId('silos-updated-at').textContent());
    const after = Date.now();
    expect([clockAt(before - 60_000), clockAt(before), clockAt(after)]).toContain(updated);
    const card = page.getByTestId('silo-card').first();
    const lastSync = Date.parse((await card.getAttribute('data-last-sync'))!);
    expect(hourMinute(await card.getByTestId('silo-last-sync').textContent())).toBe(
      clockAt(lastSync),
    );
  });
});
