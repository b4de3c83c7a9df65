import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiRequest } from '../support/api.js';
import { goInApp } from '../support/browser.js';
import { MATERNITY, maternityOfApi } from '../support/demo-site.js';
import { downloaded } from '../support/download.js';
import { readPdf } from '../support/pdf.js';
import { readEveryRow } from '../support/report-tile.js';
import { setUpJourney } from '../support/journey.js';
import { openOnMaternity } from '../support/signed-in.js';

/**
 * The feeding reports against the demo farm: Maternité Saint-Hyacinthe, whose feeding the demo
 * simulates (docs/feeding.md, "Simulation and demo data"). The manager sees every area there;
 * the member has gestation feeding only.
 */
const journey = setUpJourney();

type Live = { attention: { animal: string; status: string }[]; not_fed: number };

async function maternityId(page: Page): Promise<string> {
  return (await maternityOfApi(page)).id;
}

const notFedRows = (page: Page) =>
  page.locator('[data-testid="attention-row"][data-status="not_fed"]');

/** Animals the server lists as not fed today, in the order a set compares. */
async function notFedOfApi(page: Page): Promise<string[]> {
  const siteId = await maternityId(page);
  const { status, body } = await apiRequest(page, `/api/sites/${siteId}/feeding/gestation/live`);
  expect(status).toBe(200);
  const live = body as Live;
  const animals = live.attention.filter((row) => row.status === 'not_fed').map((row) => row.animal);
  expect(animals).toHaveLength(live.not_fed);
  return animals.sort();
}

/**
 * The not-fed sows on screen, once they are those the API answers. The live demo feeds sows every
 * minute and the screen follows it by the live stream (docs/live.md), so a round between reading
 * the one and the other would tell them apart: both are read again until they agree.
 */
async function notFedAsTheApiAnswers(page: Page): Promise<string[]> {
  let expected: string[] = [];
  await expect
    .poll(async () => {
      expected = await notFedOfApi(page);
      const shown = await readEveryRow(page, () =>
        notFedRows(page).evaluateAll((rows) =>
          rows.map((row) => row.getAttribute('data-animal') ?? ''),
        ),
      );
      const same = shown.sort().join() === expected.join();
      return same ? 'the same' : `on screen ${shown.join()}; from the API ${expected.join()}`;
    })
    .toBe('the same');
  return expected;
}

/** What the live answer lists for attention, animal and status, as one string to compare. */
async function attentionOfApi(page: Page): Promise<string> {
  const siteId = await maternityId(page);
  const { body } = await apiRequest(page, `/api/sites/${siteId}/feeding/gestation/live`);
  return (body as Live).attention.map((row) => `${row.animal}:${row.status}`).join();
}

/**
 * The grid as the screen shows it and its CSV, taken while no live round lands. The CSV asks the
 * server for the whole grid when it is clicked, so a round (one a minute) landing between reading
 * the screen and the click would rightly put the newer day in the file. The attention list the API
 * answers is read before and after: when it moved, the same is done again, after the round.
 */
async function screenAndCsvOfOneRound(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    const before = await attentionOfApi(page);
    const notFedShown = await notFedAsTheApiAnswers(page);
    const rows = await readEveryRow(page, () => page.getByTestId('attention-row').count());
    const csv = await downloaded(page.getByTestId('report-action-csv'));
    // Rounds are a minute apart: a second bracket of a few seconds cannot hold another.
    if ((await attentionOfApi(page)) === before || attempt === 2) return { notFedShown, rows, csv };
  }
}

/** A `;`-separated CSV line, with quoted cells. */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted && char === '"' && line[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ';' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  return [...cells, cell];
}

it('shows the not-fed sows of the demo farm, as the API answers them', async () => {
  const page = await journey.openPage();
  await openOnMaternity(page, 'manager@bocage.demo', '/gestation-live');
  await page.getByTestId('attention-row').first().waitFor();

  const expected = await notFedAsTheApiAnswers(page);
  expect(expected.length).toBeGreaterThan(0);
  expect(
    await page.locator('[data-figure="not_fed"] [data-testid="report-figure-value"]').textContent(),
  ).toBe(String(expected.length));
  // The live demo's today is still going on: its figures are the day so far, their labels say
  // so, and no objective colours them (docs/feeding.md, "The day so far").
  const { body } = await apiRequest(
    page,
    `/api/sites/${await maternityId(page)}/feeding/gestation/live`,
  );
  expect((body as { as_of: string | null }).as_of).toMatch(/^\d{2}:\d{2}$/);
  expect(
    await page
      .locator('[data-figure="fed_rate"] [data-testid="report-figure-label"]')
      .textContent(),
  ).toMatch(/^Sows fed so far \(\d{1,2}:\d{2}/);
  expect(await page.locator('[data-figure="fed_rate"] [data-colour-state]').count()).toBe(0);
});

it('exports the grid as a CSV (BOM, ";") and as a PDF of what the screen shows', async () => {
  const page = await journey.openPage();
  await openOnMaternity(page, 'manager@bocage.demo', '/gestation-live');
  await page.getByTestId('attention-row').first().waitFor();
  const headers = await page
    .locator('[data-testid="report-grid"] thead th')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));
  const { notFedShown, rows, csv } = await screenAndCsvOfOneRound(page);
  expect(csv.file.suggestedFilename()).toMatch(/^gestation-feeding-live_\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  expect(csvCells(lines[0]!)).toEqual(headers);
  expect(lines).toHaveLength(rows + 1);
  const notFed = lines
    .slice(1)
    .map(csvCells)
    .filter((cells) => cells[1] === 'Not fed yet');
  expect(notFed.map((cells) => cells[0]).sort()).toEqual(notFedShown);

  const figures = await page
    .getByTestId('report-figure-value')
    .evaluateAll((values) => values.map((value) => value.textContent ?? ''));
  const animals = await readEveryRow(page, () =>
    page
      .getByTestId('attention-row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-animal') ?? '')),
  );
  const pdf = await downloaded(page.getByTestId('report-action-pdf'));
  expect(pdf.file.suggestedFilename()).toMatch(/^gestation-feeding-live_\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const read = await readPdf(pdf.bytes);
  expect(read.title).toBe('Gestation feeding live');
  const [first] = read.pages;
  // The title block, then the figure cards as the screen writes them.
  expect(first!.lines.slice(0, 2)).toEqual(['Gestation feeding live', MATERNITY]);
  expect(first!.lines.some((line) => line.startsWith('Printed on '))).toBe(true);
  expect(figures.length).toBeGreaterThan(0);
  expect(first!.lines).toEqual(expect.arrayContaining(figures));
  // Eight columns: the page turns sideways, and each page names the columns and its number.
  expect(first!.width).toBeGreaterThan(first!.height);
  read.pages.forEach((one, index) => {
    const text = one.lines.join(' ');
    for (const header of headers) expect(text).toContain(header);
    expect(one.lines).toContain(`Page ${index + 1} of ${read.pages.length}`);
  });
  // The grid's first 40 rows, once each, in its order, and a note that the CSV holds them all.
  const onScreen = new Set(animals);
  const pdfLines = read.pages.flatMap((one) => one.lines);
  expect(pdfLines.filter((line) => onScreen.has(line))).toEqual(animals.slice(0, 40));
  expect(pdfLines.join(' ')).toContain(
    `First 40 of ${animals.length} rows; the CSV export holds them all.`,
  );
});

it('keeps lactation from a gestation-only member: no tiles, no screen, and a 403', async () => {
  const page = await journey.openPage();
  await openOnMaternity(page, 'member@bocage.demo');
  await page.locator('[data-testid="report-tile"][data-tile-key="gestation-live"]').waitFor();
  expect(
    await page.locator('[data-testid="report-tile"][data-tile-key^="lactation"]').count(),
  ).toBe(0);

  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await goInApp(page, '/lactation-live');
  await page.getByTestId('report-no-access').waitFor();
  expect(requests.filter((url) => url.includes('/feeding/lactation'))).toEqual([]);

  const siteId = await maternityId(page);
  const { status } = await apiRequest(page, `/api/sites/${siteId}/feeding/lactation/live`);
  expect(status).toBe(403);
});

it('shows gestation live in French at phone width, actions in one menu', async () => {
  const page = await journey.openPage({ locale: 'fr-CA', width: 390, height: 844 });
  await openOnMaternity(page, 'manager@bocage.demo', '/gestation-live');
  await notFedRows(page).first().waitFor();

  expect(await page.getByTestId('report-title').textContent()).toBe(
    'Alimentation en gestation en direct',
  );
  await notFedAsTheApiAnswers(page);
  expect(await notFedRows(page).first().locator('[data-column="status"]').textContent()).toBe(
    'Pas encore alimentée',
  );
  expect(await page.getByTestId('report-action-csv').isVisible()).toBe(false);
  await page.getByTestId('report-menu-toggle').click();
  expect(await page.getByTestId('report-menu-csv').textContent()).toContain('Exporter en CSV');
  // Nothing overflows the screen sideways: the grid scrolls inside its tile.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
