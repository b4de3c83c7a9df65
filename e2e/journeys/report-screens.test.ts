import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  KPI_KEYS,
  kpiKind,
  type GestationLosses,
  type GestationVisits,
  type KpiDrillDownResponse,
  type KpiKey,
  type KpiValues,
} from '@barnboard/domain';
import { apiGet } from '../support/api.js';
import { MATERNITY, maternityOfApi } from '../support/demo-site.js';
import { downloaded } from '../support/download.js';
import { formatAll, formatFigures } from '../support/figures.js';
import { readPdf } from '../support/pdf.js';
import { setUpJourney } from '../support/journey.js';
import { userSessions, type JourneyUser } from '../support/user-sessions.js';
import {
  figuresLoaded,
  figuresShown,
  gridRows,
  readEveryRow,
  showView,
  tileOf,
} from '../support/report-tile.js';

/**
 * Report screens and tiles that only unit tests covered: gestation visits and losses, the KPI
 * tiles, a comparison of periods and printing, on Maternité Saint-Hyacinthe (the demo site with a
 * herd and feeding). Each figure shown is checked against the API's answer for the same site and
 * period, written as docs/formatting.md says for the user's preferences.
 *
 * Two users, each signed in once for the file: the manager with the default preferences
 * (English, kg, YYYY-MM-DD), the admin with French and DD-MM-YYYY saved in their preferences.
 */
const journey = setUpJourney();

type User = JourneyUser;

const MANAGER: User = { email: 'manager@bocage.demo', language: 'en', prefs: {} };
/** Preferences unlike the browser's (en-US) and unlike the defaults: the tiles must read them. */
const ADMIN_IN_FRENCH: User = {
  email: 'admin@bocage.demo',
  language: 'fr',
  prefs: { Language: 'fr', DateFormat: 'DMY' },
};

type DateRange = { from: string; to: string };

type KpiAnswer = DateRange & { kpis: KpiValues };

/** A KPI key read off the page (a data attribute, a label): one of the catalogue's, or a failure. */
function asKpiKey(text: string): KpiKey {
  const key = KPI_KEYS.find((one) => one === text);
  if (!key) throw new Error(`"${text}" is not a KPI of the catalogue`);
  return key;
}

// --- Signing in -------------------------------------------------------------------------------

const pageOf = userSessions(journey);

// --- What the API says ------------------------------------------------------------------------

/** GET of the KPI route as the tiles ask it: the period's KPIs, and month by month. */
function kpisOf(page: Page, siteId: string, range: DateRange): Promise<KpiAnswer> {
  return apiGet<KpiAnswer>(
    page,
    `/api/sites/${siteId}/kpis?from=${range.from}&to=${range.to}&interval=month`,
  );
}

/** Today on the site's calendar, which dates every report (en-CA writes YYYY-MM-DD). */
function siteToday(page: Page, timeZone: string): Promise<string> {
  return page.evaluate(
    (zone) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(new Date()),
    timeZone,
  );
}

// --- How figures read (support/figures.ts; docs/formatting.md, docs/reports.md) --------------

/** A server percentage (18.5) as the fraction the screens show (docs/reports.md). */
const fraction = (percent: number | null) => (percent === null ? null : percent / 100);

/** YYYY-MM-DD as DD-MM-YYYY, the French user's DateFormat, and back. */
const dmy = (iso: string) => iso.split('-').reverse().join('-');

function dayBefore(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

const daysBetween = (range: DateRange) =>
  (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000;

/** The web app's catalogue of a language: the words a user reads for a KPI or a cause. */
function catalogue(language: string): {
  zootech: { kpis: Record<string, string> };
  feeding: { causes: Record<string, string> };
} {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const file = path.join(root, `apps/web/src/i18n/locales/${language}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ReturnType<typeof catalogue>;
}

/** The KPI a comparison row names: its label, with "(%)" after a percentage (docs/reports.md). */
function kpiOfLabel(label: string, language: string): KpiKey {
  const name = label.replace(/ \(%\)$/, '');
  const found = Object.entries(catalogue(language).zootech.kpis).find(([, one]) => one === name);
  if (!found) throw new Error(`no KPI is labelled "${label}"`);
  return asKpiKey(found[0]);
}

/** The period a tile's subtitle names, read back from the French user's DD-MM-YYYY. */
async function periodShownInDmy(tile: Locator): Promise<DateRange> {
  const text = (await tile.getByTestId('report-period').textContent()) ?? '';
  const dates = [...text.matchAll(/\b(\d{2})-(\d{2})-(\d{4})\b/g)].map(
    ([, day, month, year]) => `${year}-${month}-${day}`,
  );
  expect(dates, text).toHaveLength(2);
  return { from: dates[0]!, to: dates[1]! };
}

/**
 * From the tile's menu, the filter drawer: compare periods (the one just before is proposed),
 * then Apply. Answers the period proposed, as its date fields hold it.
 */
async function compareWithPeriodBefore(page: Page, tile: Locator, label: string) {
  await tile.getByTestId('report-menu-toggle').click();
  await page.getByTestId('report-menu-filters').click();
  const drawer = page.getByTestId('filter-drawer');
  await drawer.getByTestId('compare-mode').getByText(label, { exact: true }).click();
  // The date pickers, once loaded, show the French user's DD-MM-YYYY (issue 28 §6).
  const fields = drawer.getByTestId('compare-range').locator('input[data-dates-input]');
  await fields.nth(1).waitFor();
  const [from, to] = (
    await fields.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
  ).map(dmy);
  await drawer.getByTestId('filter-apply').click();
  await drawer.waitFor({ state: 'detached' });
  return { from: from!, to: to! };
}

/** Replaces window.print (a dialog) with a counter; answers how to read the count. */
async function countPrintCalls(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counted = window as Window & { printCalls?: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls = (counted.printCalls ?? 0) + 1;
    };
  });
  return () => page.evaluate(() => (window as Window & { printCalls?: number }).printCalls ?? 0);
}

// --- Journeys ---------------------------------------------------------------------------------

it('shows gestation visits as the API counts them, for the same 7 days', async () => {
  const page = await pageOf(MANAGER);
  await page.goto('/gestation-visits');
  const tile = tileOf(page, 'gestation-visits');
  await figuresLoaded(tile);
  const site = await maternityOfApi(page);
  // Without dates the API answers the tile's default period (docs/feeding.md): the one shown.
  const api = await apiGet<GestationVisits>(page, `/api/sites/${site.id}/feeding/gestation/visits`);
  expect(api.days).toHaveLength(7);
  expect(await tile.getByTestId('report-period').textContent()).toContain(
    `${api.from} to ${api.to}`,
  );

  const sum = (pick: (day: GestationVisits['days'][number]) => number) =>
    api.days.reduce((total, day) => total + pick(day), 0);
  const visits = sum((day) => day.visits);
  const visited = sum((day) => day.visited);
  expect(visits).toBeGreaterThan(0);
  expect(await figuresShown(tile)).toEqual(
    await formatFigures(page, 'en', {
      visits: [visits, 'count'],
      visited_rate: [visited / sum((day) => day.expected), 'percent'],
      visits_per_sow: [visits / visited, 'number'],
      distributed: [sum((day) => day.distributed_g) / 1000, 'number'],
      not_visited: [api.not_visited.length, 'count'],
    }),
  );

  const byDay = tile.getByTestId('report-grid');
  const columns = ['date', 'expected', 'visited', 'visits', 'per_sow', 'distributed'];
  const expectedDays = await Promise.all(
    api.days.map(async (day) => [
      day.date,
      ...(await formatAll(page, 'en', [
        [day.expected, 'count'],
        [day.visited, 'count'],
        [day.visits, 'count'],
        [day.visits_per_sow, 'number'],
        [day.distributed_g / 1000, 'number'],
      ])),
    ]),
  );
  expect(await gridRows(byDay, columns)).toEqual(expectedDays);

  const notVisited = await showView(tile, 'Not visited', 'animal');
  const animals = (await readEveryRow(page, () => gridRows(notVisited, ['animal']))).map(
    ([animal]) => animal,
  );
  expect(animals.sort()).toEqual(api.not_visited.map((row) => row.animal).sort());
});

it('shows gestation losses as the API counts them, for the same 3 months', async () => {
  const page = await pageOf(MANAGER);
  await page.goto('/gestation-losses');
  const tile = tileOf(page, 'gestation-losses');
  await figuresLoaded(tile);
  const site = await maternityOfApi(page);
  const api = await apiGet<GestationLosses>(page, `/api/sites/${site.id}/feeding/gestation/losses`);
  expect(api.services).toBeGreaterThan(0);
  expect(await tile.getByTestId('report-period').textContent()).toContain(
    `${api.from} to ${api.to}`,
  );

  expect(await figuresShown(tile)).toEqual(
    await formatFigures(page, 'en', {
      services: [api.services, 'count'],
      farrowed: [api.farrowed, 'count'],
      lost: [api.lost, 'count'],
      percent_lost: [fraction(api.percent_lost), 'percent'],
      mean_day_lost: [api.mean_day_lost, 'number'],
      pending: [api.pending, 'count'],
      transferred: [api.transferred, 'count'],
    }),
  );

  const causes = catalogue('en').feeding.causes;
  const byCause = tile.getByTestId('report-grid');
  const expectedCauses = await Promise.all(
    api.causes.map(async (row) => [
      causes[row.cause],
      ...(await formatAll(page, 'en', [
        [row.count, 'count'],
        [fraction(row.percent), 'percent'],
        [row.mean_day, 'number'],
      ])),
    ]),
  );
  expect(await gridRows(byCause, ['cause', 'count', 'percent', 'mean_day'])).toEqual(
    expectedCauses,
  );

  // Every lost service, in the API's order (service date, then animal).
  const lost = await showView(tile, 'Lost services', 'animal');
  expect(
    await readEveryRow(page, () =>
      gridRows(lost, ['animal', 'service_date', 'cause', 'lost_date', 'day_lost']),
    ),
  ).toEqual(
    api.losses.map((row) => [
      row.animal,
      row.service_date,
      causes[row.cause],
      row.lost_date,
      String(row.day_lost),
    ]),
  );
});

/** Text as a reader copies it: the no-break spaces of French numbers as plain spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

it('exports every lost service as a French PDF: title block, figures, the header row on every page', async () => {
  const page = await pageOf(ADMIN_IN_FRENCH);
  await page.goto('/gestation-losses');
  const tile = tileOf(page, 'gestation-losses');
  await figuresLoaded(tile);
  const site = await maternityOfApi(page);
  const api = await apiGet<GestationLosses>(page, `/api/sites/${site.id}/feeding/gestation/losses`);
  const figures = Object.values(await figuresShown(tile)).map(spaced);
  const lost = await showView(tile, 'Saillies perdues', 'animal');
  const headers = await lost
    .locator('thead th')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));

  const pdf = await downloaded(tile.getByTestId('report-action-pdf'));
  expect(pdf.file.suggestedFilename()).toBe(`pertes-en-gestation_${api.from}_${api.to}.pdf`);
  const read = await readPdf(pdf.bytes);
  expect(read.title).toBe('Pertes en gestation');
  const first = read.pages[0]!.lines.map(spaced);
  expect(first.slice(0, 2)).toEqual(['Pertes en gestation', MATERNITY]);
  expect(first.join('\n')).toContain(`du ${dmy(api.from)} au ${dmy(api.to)}`);
  expect(first.some((line) => line.startsWith('Imprimé le '))).toBe(true);
  expect(first).toEqual(expect.arrayContaining(figures));

  // A long list: it runs over pages, each naming the columns again and its number.
  expect(api.losses.length).toBeGreaterThan(60);
  expect(read.pages.length).toBeGreaterThan(1);
  read.pages.forEach((one, index) => {
    const text = spaced(one.lines.join(' '));
    for (const header of headers) expect(text).toContain(header);
    expect(one.lines).toContain(`Page ${index + 1} sur ${read.pages.length}`);
  });
  // The first 40 lost services, in the grid's order, each with its cause in French (accents and
  // all), and a note that the CSV holds every one.
  const printed = api.losses.slice(0, 40);
  const animals = new Set(api.losses.map((row) => row.animal));
  const lines = read.pages.flatMap((one) => one.lines);
  expect(lines.filter((line) => animals.has(line))).toEqual(printed.map((row) => row.animal));
  const causes = catalogue('fr').feeding.causes;
  for (const row of printed) expect(lines).toContain(causes[row.cause]);
  expect(spaced(lines.join(' '))).toContain(`Les 40 premières lignes sur ${api.losses.length}`);
});

it("shows each KPI tile's headline figures as the API computes them, in the user's French and DD-MM-YYYY", async () => {
  const page = await pageOf(ADMIN_IN_FRENCH);
  await page.goto('/dashboard?area=zootech');
  const site = await maternityOfApi(page);
  const today = await siteToday(page, site.timezone);

  for (const key of ['kpi-reproduction', 'kpi-farrowing', 'kpi-herd']) {
    const tile = tileOf(page, key);
    await figuresLoaded(tile);
    const period = await periodShownInDmy(tile);
    expect(period.to).toBe(today);
    const api = await kpisOf(page, site.id, period);
    const shown = await figuresShown(tile);
    const ids = Object.keys(shown).map(asKpiKey);
    expect(ids.length, key).toBeGreaterThan(0);
    expect(Object.keys(api.kpis)).toEqual(expect.arrayContaining(ids));
    const expected = await formatFigures(
      page,
      'fr',
      Object.fromEntries(ids.map((id) => [id, [api.kpis[id] ?? null, kpiKind(id)] as const])),
    );
    expect(shown, key).toEqual(expected);
  }
});

it('compares a KPI tile with the period before: a column for each, labelled with it, as the API answers', async () => {
  const page = await pageOf(ADMIN_IN_FRENCH);
  await page.goto('/dashboard?area=zootech');
  const site = await maternityOfApi(page);
  const tile = tileOf(page, 'kpi-reproduction');
  await figuresLoaded(tile);
  const own = await periodShownInDmy(tile);
  const headline = Object.keys(await figuresShown(tile));

  const before = await compareWithPeriodBefore(page, tile, 'Périodes');
  expect(before.to).toBe(dayBefore(own.from));
  expect(daysBetween(before)).toBe(daysBetween(own));

  await expect.poll(() => tile.getAttribute('data-comparison')).toBe('periods');
  const grid = tile.getByTestId('report-grid');
  // The comparison grid shows once both periods have answered.
  await grid.locator('tbody [data-column="s1"]').first().waitFor();
  expect(await grid.locator('thead th').allTextContents()).toEqual([
    'Indicateur',
    `du ${dmy(own.from)} au ${dmy(own.to)}`,
    `du ${dmy(before.from)} au ${dmy(before.to)}`,
  ]);

  const [ownApi, beforeApi] = await Promise.all([
    kpisOf(page, site.id, own),
    kpisOf(page, site.id, before),
  ]);
  const rows = await gridRows(grid, ['figure', 's0', 's1']);
  const keys = rows.map(([label]) => kpiOfLabel(label!, 'fr'));
  expect(keys).toEqual(expect.arrayContaining(headline));
  const expected = await Promise.all(
    rows.map(async ([label], index) => {
      const key = keys[index]!;
      const kind = kpiKind(key);
      return [
        label,
        ...(await formatAll(page, 'fr', [
          [ownApi.kpis[key] ?? null, kind],
          [beforeApi.kpis[key] ?? null, kind],
        ])),
      ];
    }),
  );
  expect(rows).toEqual(expected);
  // The periods differ, so the columns must too: a column repeating the other would pass alone.
  expect(rows.some(([, now, earlier]) => now !== earlier)).toBe(true);

  // A compared cell opens the list of its own period: the earlier column lists the earlier
  // period's events, whose figure is that cell's.
  const drillable = grid.locator('tbody td[data-column="s1"] [data-testid="grid-drill-down"]');
  await drillable.first().waitFor();
  const key = (await drillable.first().getAttribute('data-kpi')) as KpiKey;
  const list = await apiGet<KpiDrillDownResponse>(
    page,
    `/api/sites/${site.id}/kpis/${key}/drill-down?from=${before.from}&to=${before.to}`,
  );
  const [figure] = await formatAll(page, 'fr', [[list.value, kpiKind(key)]]);
  expect(list.value).toBe(beforeApi.kpis[key] ?? null);
  await drillable.first().click();
  const drawer = page.getByTestId('drill-down-drawer');
  await expect.poll(() => drawer.getByTestId('drill-down-value').textContent()).toBe(figure);
  expect(await drawer.getByTestId('drill-down-period').textContent()).toContain(dmy(before.from));
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
});

it('prints a report screen through window.print, with a printed header shown on paper only', async () => {
  const page = await pageOf(MANAGER);
  await page.goto('/gestation-losses');
  const tile = tileOf(page, 'gestation-losses');
  await figuresLoaded(tile);
  const header = tile.getByTestId('printed-header');
  expect(await header.isVisible()).toBe(false);

  const printCalls = await countPrintCalls(page);
  await tile.getByTestId('report-action-print').click();
  expect(await printCalls()).toBe(1);

  // The site's day: the header is on the site's clock, as every record of the site is.
  const site = await maternityOfApi(page);
  const today = await siteToday(page, site.timezone);
  const year = await page.evaluate(() => new Date().getFullYear());
  try {
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => header.isVisible()).toBe(true);
    const text = (await header.textContent()) ?? '';
    expect(text).toContain(MATERNITY);
    expect(text).toMatch(new RegExp(`Printed on ${today} at \\d{2}:\\d{2}`));
    expect(text).toContain(`© ${year} Barnboard. All rights reserved.`);
    // On paper the tile alone: no top bar, no actions.
    expect(await page.getByTestId('site-selector').isVisible()).toBe(false);
    expect(await tile.getByTestId('report-action-print').isVisible()).toBe(false);
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
  await expect.poll(() => header.isVisible()).toBe(false);

  // Once the dialog closes, the page is the page again.
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  expect(await page.evaluate(() => document.body.hasAttribute('data-printing-tile'))).toBe(false);
  expect(await tile.getAttribute('data-print-target')).toBeNull();
});
