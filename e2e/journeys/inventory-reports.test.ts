import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { FarrowingInventory, HerdInventory, LocationUse } from '@barnboard/domain';
import { apiGet } from '../support/api.js';
import { goInApp, signIn } from '../support/browser.js';
import { MATERNITY, type Site } from '../support/demo-site.js';
import { formatAll, formatCounts, formatFigures } from '../support/figures.js';
import { setUpJourney } from '../support/journey.js';
import { openOnMaternity } from '../support/signed-in.js';
import {
  figuresLoaded,
  figuresShown,
  gridRows,
  readEveryRow,
  showView,
  tileOf,
} from '../support/report-tile.js';

/**
 * The inventory screens (docs/inventory.md) on the demo's herds: the herd inventory, the
 * farrowing inventory and location use, each figure and row shown equal to the API's answer for
 * the same site and day or period; in English at 1280 px and in French at 390 px; and real
 * figures on each of the demo's three herds.
 */
const journey = setUpJourney();

/** The period a tile's subtitle names (the default date format, YYYY-MM-DD). */
async function periodShown(tile: Locator): Promise<{ from: string; to: string }> {
  const text = (await tile.getByTestId('report-period').textContent()) ?? '';
  const dates = text.match(/\d{4}-\d{2}-\d{2}/g) ?? [];
  expect(dates, text).toHaveLength(2);
  return { from: dates[0]!, to: dates[1]! };
}

/** The day a live tile's subtitle names. */
async function dayShown(tile: Locator): Promise<string> {
  const text = (await tile.getByTestId('report-period').textContent()) ?? '';
  const [day] = text.match(/\d{4}-\d{2}-\d{2}/) ?? [];
  expect(day, text).toBeDefined();
  return day!;
}

/** A data attribute of each row of the grid shown. */
function rowAttributes(grid: Locator, testId: string, attribute: string): Promise<string[]> {
  return readEveryRow(grid.page(), () =>
    grid
      .locator(`tbody tr[data-testid="${testId}"]`)
      .evaluateAll(
        (rows, name) => rows.map((row) => row.getAttribute(name) ?? ''),
        `data-${attribute}`,
      ),
  );
}

async function openReport(page: Page, path: string): Promise<{ site: Site; tile: Locator }> {
  const site = await openOnMaternity(page, 'manager@bocage.demo', path);
  const tile = tileOf(page, path.slice(1)).first();
  await figuresLoaded(tile);
  return { site, tile };
}

/** The page is no wider than the screen: grids scroll inside their tile. */
async function fitsTheScreen(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

it('shows the herd inventory of the demo maternity as the API answers it', async () => {
  const page = await journey.openPage();
  const { site, tile } = await openReport(page, '/active-sows');
  const period = await periodShown(tile);
  const answer = await apiGet<HerdInventory>(
    page,
    `/api/sites/${site.id}/herd-inventory?from=${period.from}&to=${period.to}&maturity_age=240`,
  );
  expect(answer.females).toBeGreaterThan(500);

  expect(await figuresShown(tile)).toEqual(
    await formatFigures(page, 'en', {
      females: [answer.females, 'count'],
      avg_females: [answer.avg_females, 'count'],
      avg_mated_females: [answer.avg_mated_females, 'count'],
      mean_parity: [answer.mean_parity, 'number'],
      gestating: [answer.statuses.gestating, 'count'],
      lactating: [answer.statuses.lactating, 'count'],
      gilt: [answer.statuses.gilt, 'count'],
      gilts_under_maturity: [answer.gilts_under_maturity, 'count'],
    }),
  );
  // The parity distribution and its expected profile are drawn.
  await tile.getByTestId('report-chart').waitFor();

  const byStatus = tile.getByTestId('report-grid');
  const statuses = await rowAttributes(byStatus, 'status-row', 'status');
  const counts = await gridRows(byStatus, ['females']);
  expect(counts.map(([count]) => count)).toEqual(
    Object.values(
      await formatFigures(
        page,
        'en',
        Object.fromEntries(
          statuses.map((status) => [
            status,
            [answer.statuses[status as keyof HerdInventory['statuses']], 'count'] as const,
          ]),
        ),
      ),
    ),
  );

  const byParity = await showView(tile, 'Parity', 'parity');
  const totals = await formatCounts(
    page,
    answer.by_parity.map((row) => row.total),
  );
  expect(
    (await gridRows(byParity, ['parity', 'total'])).map(([parity, total]) => [parity, total]),
  ).toEqual(answer.by_parity.map((row, i) => [row.parity, totals[i]]));

  const females = await showView(tile, 'Females', 'animal');
  expect((await rowAttributes(females, 'animal-row', 'animal')).sort()).toEqual(
    answer.animals.map((row) => row.animal).sort(),
  );
  const first = answer.animals[0]!;
  expect(
    await females
      .locator(`tr[data-animal="${first.animal}"] [data-column="days_in_status"]`)
      .textContent(),
  ).toBe(String(first.days_in_status));
});

it('shows the litters on hand in French at phone width, as the API answers them', async () => {
  const page = await journey.openPage({ locale: 'fr-CA', width: 390, height: 844 });
  const { site, tile } = await openReport(page, '/sows-piglets');
  expect(await tile.getByTestId('report-title').textContent()).toBe('Inventaire en maternité');
  const day = await dayShown(tile);
  const answer = await apiGet<FarrowingInventory>(
    page,
    `/api/sites/${site.id}/farrowing-inventory?date=${day}`,
  );
  expect(answer.litters).toBeGreaterThan(20);

  const shown = await figuresShown(tile);
  expect(shown).toMatchObject(
    await formatFigures(page, 'fr', {
      litters: [answer.litters, 'count'],
      alive: [answer.alive, 'count'],
      mean_lactation_day: [answer.mean_lactation_day, 'number'],
      due_to_wean: [answer.due_to_wean, 'count'],
      overdue: [answer.overdue, 'count'],
      fostered_in: [answer.fostered_in, 'count'],
      fostered_out: [answer.fostered_out, 'count'],
    }),
  );

  const grid = tile.getByTestId('report-grid');
  expect((await rowAttributes(grid, 'litter-row', 'animal')).sort()).toEqual(
    answer.rows.map((row) => row.animal).sort(),
  );
  const rows = await readEveryRow(page, () =>
    grid
      .locator('tbody tr[data-testid="litter-row"]')
      .evaluateAll((trs) =>
        trs.map((tr) => [
          tr.getAttribute('data-animal') ?? '',
          tr.querySelector('[data-column="crate"]')?.textContent ?? '',
          tr.querySelector('[data-column="alive"]')?.textContent ?? '',
          tr.querySelector('[data-column="due_weaning"]')?.textContent ?? '',
        ]),
      ),
  );
  const expected = new Map(
    answer.rows.map((row) => [
      row.animal,
      [row.animal, row.crate ?? '—', String(row.alive), row.due_weaning],
    ]),
  );
  for (const row of rows) expect(row).toEqual(expected.get(row[0]!));
  await fitsTheScreen(page);
});

it('shows location use and the crate calendar in French at phone width', async () => {
  const page = await journey.openPage({ locale: 'fr-CA', width: 390, height: 844 });
  const { site, tile } = await openReport(page, '/locations');
  const period = await periodShown(tile);
  const answer = await apiGet<LocationUse>(
    page,
    `/api/sites/${site.id}/location-use?from=${period.from}&to=${period.to}`,
  );
  expect(answer.crates).toBeGreaterThan(100);

  expect(await figuresShown(tile)).toEqual(
    await formatFigures(page, 'fr', {
      crates: [answer.crates, 'count'],
      crates_occupied: [answer.crates_occupied, 'count'],
      crate_occupancy: [answer.crate_occupancy, 'percent'],
      crate_empty_days: [answer.crate_empty_days, 'number'],
      litters: [answer.litters, 'count'],
      litters_per_crate_year: [answer.litters_per_crate_year, 'number'],
      mixed_pens: [answer.mixed_pens, 'count'],
      pen_returns_up_to_7: [answer.pen_returns.up_to_7, 'count'],
      pen_returns_days_8_28: [answer.pen_returns.days_8_28, 'count'],
      pen_returns_from_29: [answer.pen_returns.from_29, 'count'],
    }),
  );
  await tile.getByTestId('report-chart').waitFor();

  const rooms = tile.getByTestId('report-grid');
  // Counts as the French user reads them: a room of a thousand sows shows "1 000".
  const present = await formatAll(
    page,
    'fr',
    answer.rooms.map((room) => [room.present, 'count'] as const),
  );
  expect(await gridRows(rooms, ['room', 'present'])).toEqual(
    answer.rooms.map((room, index) => [room.room, present[index]]),
  );

  const calendar = await showView(tile, 'Calendrier', 'crate');
  expect(await rowAttributes(calendar, 'calendar-row', 'crate')).toEqual(
    answer.calendar.crates.map((crate) => crate.crate),
  );
  const busy = answer.calendar.crates.find((crate) => crate.cells.some(Number.isInteger))!;
  const cells = await readEveryRow(page, () =>
    calendar
      .locator(`tr[data-crate="${busy.crate}"] td`)
      .evaluateAll((tds) => tds.slice(2).map((td) => td.textContent ?? '')),
  );
  expect(cells).toEqual(
    busy.cells.map((cell) => (cell === null ? '—' : cell === 'sow' ? '•' : String(cell))),
  );
  await fitsTheScreen(page);
});

it('shows real figures on each of the demo’s three herds', async () => {
  const page = await journey.openPage();
  await signIn(page, 'staff@barnboard.demo');
  await page.waitForURL('**/dashboard');
  const { data: sites } = await apiGet<{ data: Site[] }>(
    page,
    '/api/staff/sites/vision-web?page=1&per_page=1000',
  );
  for (const name of [MATERNITY, 'Maternité Horizon', 'Horizon GDU']) {
    const site = sites.find((one) => one.name === name)!;
    const selector = page.getByTestId('site-selector');
    await selector.click();
    await page.keyboard.type(name);
    await page.getByTestId('site-option').filter({ hasText: name }).first().click();
    await selector.filter({ hasText: name }).waitFor();

    const litters = await apiGet<FarrowingInventory>(
      page,
      `/api/sites/${site.id}/farrowing-inventory`,
    );
    const places = await apiGet<LocationUse>(page, `/api/sites/${site.id}/location-use`);
    expect(litters.litters, name).toBeGreaterThan(0);
    expect(places.crates_occupied, name).toBeGreaterThan(0);

    await goInApp(page, '/active-sows');
    const tile = tileOf(page, 'active-sows').first();
    await figuresLoaded(tile);
    const period = await periodShown(tile);
    const herd = await apiGet<HerdInventory>(
      page,
      `/api/sites/${site.id}/herd-inventory?from=${period.from}&to=${period.to}`,
    );
    expect(herd.females, name).toBeGreaterThan(100);
    expect((await figuresShown(tile))['females'], name).toBe(
      (await formatFigures(page, 'en', { females: [herd.females, 'count'] }))['females'],
    );
    await goInApp(page, '/dashboard');
  }
});
