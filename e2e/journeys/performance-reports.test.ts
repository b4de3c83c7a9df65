import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  columnValues,
  monitoringRows,
  viewRows,
  type MonitoringRow,
  type MonitoringView,
  type PerformanceAnswer,
} from '@barnboard/domain';
import { apiGet } from '../support/api.js';
import { maternityOfApi } from '../support/demo-site.js';
import { formatAll } from '../support/figures.js';
import { opaque, scrollGrids } from '../support/grid-scroll.js';
import { setUpJourney } from '../support/journey.js';
import { userSessions, type JourneyUser } from '../support/user-sessions.js';

/**
 * The herd-performance screens (docs/performance.md) on Maternité Saint-Hyacinthe: performance
 * monitoring, herd reproduction, farrowing to weaning and historical performances. Every figure
 * and cell shown is checked against GET …/performances for the period and columns the screen
 * shows; the view, the columns and the custom rows are saved in the user's preferences and
 * still there after a reload. The manager reads in English at 1280 px; the admin in French with
 * DD-MM-YYYY, on a 390 px phone.
 */
const journey = setUpJourney();

type User = JourneyUser;

const MANAGER: User = { email: 'manager@bocage.demo', language: 'en', width: 1280, prefs: {} };
const ADMIN_IN_FRENCH_ON_A_PHONE: User = {
  email: 'admin@bocage.demo',
  language: 'fr',
  width: 390,
  prefs: { Language: 'fr', DateFormat: 'DMY' },
};

const pageOf = userSessions(journey);

// --- What the screen shows --------------------------------------------------------------------

const tileOf = (page: Page, key: string) =>
  page.locator(`[data-testid="report-tile"][data-tile-key="${key}"]`);

/** Opens a performance screen and waits for its grid. */
async function openScreen(page: Page, key: string): Promise<Locator> {
  await page.goto(`/${key}`);
  const tile = tileOf(page, key);
  await tile.getByTestId('report-grid').locator('tbody tr').first().waitFor();
  return tile;
}

type ShownRow = {
  key: string;
  /** Column id → the value as written (without its n or its not-final mark). */
  values: Record<string, string>;
  /** Column id → the n under the value. */
  counts: Record<string, string>;
  /** Columns whose value is marked not final. */
  provisional: string[];
};

/** The grid's rows as shown, top to bottom. */
function shownRows(tile: Locator): Promise<ShownRow[]> {
  return tile
    .getByTestId('report-grid')
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const cells = Array.from(row.querySelectorAll<HTMLElement>('td[data-column]'));
        const column = (cell: HTMLElement) => cell.dataset.column ?? '';
        return {
          key: (row as HTMLElement).dataset.row ?? '',
          // The value is the cell's first text; its n and mark follow in elements of their own.
          values: Object.fromEntries(
            cells.map((cell) => [column(cell), cell.childNodes[0]?.textContent?.trim() ?? '']),
          ),
          counts: Object.fromEntries(
            cells.flatMap((cell) => {
              const note = cell.querySelector('[data-testid="grid-cell-note"]');
              return note ? [[column(cell), note.textContent ?? '']] : [];
            }),
          ),
          provisional: cells.filter((cell) => cell.hasAttribute('data-provisional')).map(column),
        };
      }),
    );
}

/** The headline figures on screen: figure id → text. */
function figuresShown(tile: Locator): Promise<Record<string, string>> {
  return tile
    .getByTestId('report-figure')
    .evaluateAll((figures) =>
      Object.fromEntries(
        figures.map((figure) => [
          (figure as HTMLElement).dataset.figure ?? '',
          figure.querySelector('[data-testid="report-figure-value"]')?.textContent ?? '',
        ]),
      ),
    );
}

/** The period the tile's subtitle names, in YYYY-MM-DD (the French user reads DD-MM-YYYY). */
async function periodShown(tile: Locator, dateFormat: 'YMD' | 'DMY') {
  const text = (await tile.getByTestId('report-period').textContent()) ?? '';
  const dates =
    dateFormat === 'YMD'
      ? [...text.matchAll(/\b(\d{4}-\d{2}-\d{2})\b/g)].map(([, iso]) => iso!)
      : [...text.matchAll(/\b(\d{2})-(\d{2})-(\d{4})\b/g)].map(
          ([, day, month, year]) => `${year}-${month}-${day}`,
        );
  expect(dates, text).toHaveLength(2);
  return { from: dates[0]!, to: dates[1]! };
}

/** Picks an option of one of the screen's selects (columns, rows). */
async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => page.getByTestId(testId).inputValue()).toBe(option);
}

// --- What the API says, as the screen should write it -----------------------------------------

async function performancesOf(
  page: Page,
  columns: string,
  period: { from: string; to: string },
): Promise<PerformanceAnswer> {
  const site = await maternityOfApi(page);
  return apiGet<PerformanceAnswer>(
    page,
    `/api/sites/${site.id}/performances?columns=${columns}&from=${period.from}&to=${period.to}`,
  );
}

/** Each row of the answer as the grid should show it: total, then the columns oldest first. */
async function expectedRows(
  page: Page,
  language: string,
  answer: PerformanceAnswer,
  rows: readonly MonitoringRow[],
): Promise<Pick<ShownRow, 'key' | 'values'>[]> {
  return Promise.all(
    rows.map(async (row) => {
      // A column without data reads "no data" in every row (columns-with-data.ts).
      const values = [
        row.value(answer.total),
        ...answer.columns.map((column) => row.value(columnValues(column))),
      ];
      const texts = await formatAll(
        page,
        language,
        values.map((value) => [value, row.kind] as const),
      );
      const ids = ['total', ...answer.columns.map((_, index) => `c${index}`)];
      return { key: row.key, values: Object.fromEntries(ids.map((id, i) => [id, texts[i]!])) };
    }),
  );
}

/** The shown rows without the columns the API does not answer (indicator, target). */
const valuesOf = (rows: ShownRow[]) =>
  rows.map(({ key, values: { row: _name, target: _target, ...values } }) => ({ key, values }));

async function savedPrefs(page: Page): Promise<Record<string, unknown>> {
  const user = await apiGet<{ prefs: string }>(page, '/api/user');
  return JSON.parse(user.prefs) as Record<string, unknown>;
}

/** The screen's grid equals the API's answer for the same period and columns. */
async function expectScreenEqualsApi(
  page: Page,
  tile: Locator,
  user: User,
  columns: string,
  rows: readonly MonitoringRow[],
): Promise<PerformanceAnswer> {
  const period = await periodShown(tile, user.language === 'fr' ? 'DMY' : 'YMD');
  const answer = await performancesOf(page, columns, period);
  const headers = await tile.getByTestId('report-grid').locator('thead th').count();
  expect(headers).toBe(3 + answer.columns.length);
  expect(valuesOf(await shownRows(tile))).toEqual(
    await expectedRows(page, user.language, answer, rows),
  );
  // The headline figures: the first rows over the whole span.
  const figures = rows.slice(0, 6);
  const texts = await formatAll(
    page,
    user.language,
    figures.map((row) => [row.value(answer.total), row.kind] as const),
  );
  expect(await figuresShown(tile)).toEqual(
    Object.fromEntries(figures.map((row, index) => [row.key, texts[index]!])),
  );
  return answer;
}

/** A grid wider than its tile scrolls inside it, its first column staying in view. */
async function expectScrollsInsideTile(tile: Locator): Promise<void> {
  const [grid] = await scrollGrids(tile);
  expect(grid).toMatchObject({
    overflows: true,
    firstColumnInView: true,
    secondColumnUnderFirst: true,
    lastColumnInView: true,
  });
  expect(grid!.scrolledBy).toBeGreaterThan(0);
  for (const colour of grid!.stickyBackgrounds) expect(colour).toSatisfy(opaque);
  const overflow = await tile
    .page()
    .evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const rowKeys = (rows: readonly MonitoringRow[]) => rows.map((row) => row.key);

// --- Journeys ---------------------------------------------------------------------------------

it('shows 13 months of key figures as the API computes them, the grid scrolling inside its tile', async () => {
  const page = await pageOf(MANAGER);
  const tile = await openScreen(page, 'performances-monitoring');
  const answer = await expectScreenEqualsApi(page, tile, MANAGER, 'month', viewRows('simple'));
  expect(answer.columns).toHaveLength(13);
  expect(answer.total.kind).toBe('span');

  // Each rate shows its n: the farrowing rate's, the services 115 days before each month.
  const farRate = (await shownRows(tile)).find((row) => row.key === 'far_rate')!;
  const counts = await formatAll(
    page,
    'en',
    answer.columns.map((column) => [column.window_services.far_rate, 'count'] as const),
  );
  expect(answer.columns.map((_, index) => farRate.counts[`c${index}`])).toEqual(
    counts.map((count) => `n ${count}`),
  );
  await expectScrollsInsideTile(tile);
});

it('switches view and columns, and keeps them in the preferences', async () => {
  const page = await pageOf(MANAGER);
  let tile = await openScreen(page, 'performances-monitoring');
  await choose(page, 'monitoring-view', 'Detailed');
  await expect
    .poll(async () => (await shownRows(tile)).map((row) => row.key))
    .toEqual(rowKeys(viewRows('detailed')));
  await choose(page, 'monitoring-columns', 'Quarters');
  await expect
    .poll(() => tile.getByTestId('report-grid').locator('thead th').first().textContent())
    .toContain('Indicator');
  await expect
    .poll(async () => (await savedPrefs(page))['monitoringDisplay'])
    .toEqual({ view: 'detailed', columns: 'quarter' });

  await page.reload();
  tile = await openScreen(page, 'performances-monitoring');
  expect(await page.getByTestId('monitoring-view').inputValue()).toBe('Detailed');
  expect(await page.getByTestId('monitoring-columns').inputValue()).toBe('Quarters');
  const answer = await expectScreenEqualsApi(page, tile, MANAGER, 'quarter', viewRows('detailed'));
  // Twelve months cover five quarters: the one they start in, whole, to the current one.
  expect(answer.columns).toHaveLength(5);
});

it('keeps the rows chosen for the custom view, in their order', async () => {
  const page = await pageOf(MANAGER);
  let tile = await openScreen(page, 'performances-monitoring');
  await choose(page, 'monitoring-columns', 'Quarters');
  await choose(page, 'monitoring-view', 'My rows');
  await page.getByTestId('monitoring-choose-rows').click();
  const modal = page.getByTestId('custom-rows-modal');
  const select = modal.getByTestId('custom-rows-select');
  // Start from nothing, then pick three rows in this order.
  await select.click();
  for (let n = viewRows('simple').length; n > 0; n -= 1) await page.keyboard.press('Backspace');
  const wanted = [
    'Non-productive days per year',
    'Farrowing rate of the period’s services',
    'Culls',
  ];
  for (const name of wanted) {
    await select.fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }
  // The list stays open while one picks: a click beside it closes it, as a user would.
  await modal.getByText('Pick the rows to show').click();
  await modal.getByTestId('custom-rows-save').click();
  const custom = ['npd', 'service_far_rate', 'removals_cull'];
  await expect.poll(async () => (await shownRows(tile)).map((row) => row.key)).toEqual(custom);
  await expect.poll(async () => (await savedPrefs(page))['customMonitoring']).toEqual(custom);

  await page.reload();
  tile = await openScreen(page, 'performances-monitoring');
  expect(await page.getByTestId('monitoring-view').inputValue()).toBe('My rows');
  await expectScreenEqualsApi(page, tile, MANAGER, 'quarter', monitoringRows(custom));
});

it('shows herd reproduction in French on a phone, the rates of young services marked not final', async () => {
  const user = ADMIN_IN_FRENCH_ON_A_PHONE;
  const page = await pageOf(user);
  const tile = await openScreen(page, 'herd-reproduction');
  const answer = await expectScreenEqualsApi(page, tile, user, 'month', viewRows('reproduction'));
  await tile.getByTestId('report-chart').waitFor();

  // The farrowing rate of a month's own services is not final until they are 120 days old:
  // exactly the months the API says, the last ones.
  const notFinalOf = (rate: 'service_far_rate' | 'far_rate') =>
    answer.columns.flatMap((column, index) => (column.final[rate] ? [] : [`c${index}`]));
  const notFinal = notFinalOf('service_far_rate');
  expect(notFinal.length).toBeGreaterThanOrEqual(3);
  const shown = (await shownRows(tile)).find((row) => row.key === 'service_far_rate')!;
  expect(shown.provisional).toEqual(['total', ...notFinal]);
  expect(await tile.getByTestId('report-grid-footnote').textContent()).toMatch(/^\* Provisoire/);
  // The contract's farrowing rate reads services dated 115 days before each month: final once
  // the last of them is 120 days old, 5 days after the month; this month's (and the total's,
  // which ends today) is not yet.
  const farRate = (await shownRows(tile)).find((row) => row.key === 'far_rate')!;
  expect(notFinalOf('far_rate')).toContain(`c${answer.columns.length - 1}`);
  expect(farRate.provisional).toEqual(['total', ...notFinalOf('far_rate')]);
  await expectScrollsInsideTile(tile);
});

it('shows farrowing to weaning in French on a phone, as the API computes it', async () => {
  const user = ADMIN_IN_FRENCH_ON_A_PHONE;
  const page = await pageOf(user);
  const tile = await openScreen(page, 'farrow-wean-piglets');
  const rows = [...viewRows('farrowing'), ...viewRows('weaning')];
  await expectScreenEqualsApi(page, tile, user, 'month', rows);
  await tile.getByTestId('report-chart').waitFor();
  const headers = await tile.getByTestId('report-grid').locator('thead th').allTextContents();
  expect(headers.slice(0, 3).map((header) => header.trim())).toEqual([
    'Indicateur',
    'Objectif',
    'Total ou moyenne',
  ]);
  await expectScrollsInsideTile(tile);
});

it('shows historical performances year by year in the view chosen, in French', async () => {
  const user = ADMIN_IN_FRENCH_ON_A_PHONE;
  const page = await pageOf(user);
  let tile = await openScreen(page, 'historical-performances');
  await choose(page, 'monitoring-view', 'Sevrage');
  const view: MonitoringView = 'weaning';
  await expect
    .poll(async () => (await shownRows(tile)).map((row) => row.key))
    .toEqual(rowKeys(viewRows(view)));
  await page.reload();
  tile = await openScreen(page, 'historical-performances');
  const answer = await expectScreenEqualsApi(page, tile, user, 'year', viewRows(view));
  // Five years back and this one so far, each a column headed by its year.
  expect(answer.columns.length).toBe(6);
  const headers = await tile.getByTestId('report-grid').locator('thead th').allTextContents();
  expect(headers.at(-1)).toContain(`${answer.columns.at(-1)!.from.slice(0, 4)} (en cours)`);
});

it.each([MANAGER, ADMIN_IN_FRENCH_ON_A_PHONE])(
  'reads the same litters, services and weanings on the KPI tiles and the full reports ($language)',
  async (user) => {
    // One period, one number (docs/kpis.md): the tiles and the full reports state the same
    // twelve months, and give the same counts for them.
    const page = await pageOf(user);
    const dateFormat = user.language === 'fr' ? 'DMY' : 'YMD';
    await page.goto('/dashboard?area=zootech');
    const onTiles: Record<string, string> = {};
    let period: { from: string; to: string } | null = null;
    for (const [key, rows] of [
      ['kpi-reproduction', ['services']],
      ['kpi-farrowing', ['litters', 'weanings']],
    ] as const) {
      const tile = tileOf(page, key);
      await tile.getByTestId('report-grid').locator('tbody tr').first().waitFor();
      period ??= await periodShown(tile, dateFormat);
      expect(await periodShown(tile, dateFormat)).toEqual(period);
      const shown = await shownRows(tile);
      for (const row of rows)
        onTiles[row] = shown.find((one) => one.key === row)!.values['period']!;
    }
    const inReports: Record<string, string> = {};
    for (const [key, rows] of [
      ['herd-reproduction', ['services']],
      ['farrow-wean-piglets', ['litters', 'weanings']],
    ] as const) {
      const tile = await openScreen(page, key);
      expect(await periodShown(tile, dateFormat), key).toEqual(period);
      const shown = await shownRows(tile);
      for (const row of rows)
        inReports[row] = shown.find((one) => one.key === row)!.values['total']!;
    }
    expect(Object.values(onTiles).every((text) => /\d/.test(text))).toBe(true);
    expect(inReports).toEqual(onTiles);
  },
);

it('shows each performance tile on the zootech dashboard: its first rows and a way to its screen', async () => {
  const page = await pageOf(ADMIN_IN_FRENCH_ON_A_PHONE);
  await page.goto('/dashboard?area=zootech');
  const tile = tileOf(page, 'herd-reproduction');
  await tile.getByTestId('report-grid').locator('tbody tr').first().waitFor();
  expect(await tile.getByTestId('report-figure').count()).toBe(4);
  expect((await shownRows(tile)).map((row) => row.key)).toEqual(
    rowKeys(viewRows('reproduction')).slice(0, 6),
  );
  await tile.getByTestId('report-open').click();
  await page.waitForURL('**/herd-reproduction');
  await tileOf(page, 'herd-reproduction').getByTestId('report-grid').waitFor();
});
