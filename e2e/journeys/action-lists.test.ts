import { expect, it } from 'vitest';
import {
  ACTION_LISTS,
  type ActionLists,
  type HerdRecord,
  type RecordsToFix,
} from '@barnboard/domain';
import { apiGet, apiRequest } from '../support/api.js';
import { downloaded } from '../support/download.js';
import { formatFigures } from '../support/figures.js';
import { setUpJourney } from '../support/journey.js';
import { openOnMaternity } from '../support/signed-in.js';
import { pdfPageTexts, pdfPictures } from '../support/pdf-picture.js';
import {
  figuresLoaded,
  figuresShown,
  readEveryRow,
  showView,
  tileOf,
} from '../support/report-tile.js';

/**
 * The barn's action lists and the records to fix (docs/action-lists.md) on the demo maternity:
 * the lists as the API answers them, printed to a PDF that reads as the walk (looked at as a
 * picture), used on a phone; the demo's office mistakes on the records to fix; a wrong record
 * flagged on the report it biases, corrected and imported again, leaving the list and clearing
 * the report's warning.
 */
// A server of its own: herd records it imports on the maternity change the herd figures other files
// read.
const journey = setUpJourney({}, { ownServer: true });

it('shows every list of the day as the API answers it, and prints one as the walk', async () => {
  const page = await journey.openPage();
  const site = await openOnMaternity(page, 'manager@bocage.demo', '/action-lists');
  const tile = tileOf(page, 'action-lists');
  await figuresLoaded(tile);
  const answer = await apiGet<ActionLists>(page, `/api/sites/${site.id}/action-lists`);
  // The demo's herd has work on every list; only the farrowings and weanings to come are dated
  // after the site's today (by their lead).
  for (const list of ACTION_LISTS) {
    expect(answer.lists[list].length, list).toBeGreaterThan(0);
    if (list === 'due_to_farrow' || list === 'due_to_wean') continue;
    for (const item of answer.lists[list]) expect(item.due_date <= answer.date, list).toBe(true);
  }
  expect(await figuresShown(tile)).toEqual(
    await formatFigures(
      page,
      'en',
      Object.fromEntries(
        ACTION_LISTS.map((list) => [list, [answer.lists[list].length, 'count'] as const]),
      ),
    ),
  );

  // The first list on screen, in the walk's order.
  const heat = answer.lists.heat_check;
  const shown = await readEveryRow(page, () =>
    tile
      .getByTestId('action-row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-animal'))),
  );
  expect(shown).toEqual(heat.map((item) => item.animal));

  const pdf = await downloaded(tile.getByTestId('report-action-pdf'));
  expect(pdf.file.suggestedFilename()).toMatch(/^action-lists_\d{4}-\d{2}-\d{2}\.pdf$/);
  const pictures = pdfPictures(pdf.bytes);
  const texts = pdfPageTexts(pdf.bytes);
  expect(pictures.length).toBe(texts.length);
  expect(pictures.length).toBeGreaterThan(1);
  // Printed, not blank nor black: ink on a few percent of each full page, spread over its
  // height. The last page holds what is left of the list, a few rows on some days, so it is only
  // neither blank nor black.
  for (const [index, picture] of pictures.entries()) {
    expect(picture.ink).toBeLessThan(0.4);
    expect(picture.inkRows).toBeGreaterThan(0);
    if (index === pictures.length - 1) continue;
    expect(picture.ink).toBeGreaterThan(0.01);
    expect(picture.inkRows).toBeGreaterThan(picture.height / 4);
  }
  // Which list it is, then each page names the columns again; every row once, in the walk's
  // order (a sow and her place on one line).
  expect(texts[0]).toContain('Heat check');
  for (const text of texts) expect(text).toMatch(/Done\s+Place\s+Sow\s+To check\s+Room/);
  const printed = texts
    .join('\n')
    .split('\n')
    .map((line) => /^\s*(.+?)\s{2,}(F\d+)\s/.exec(line))
    .filter((match) => match !== null)
    .map((match) => [match[1], match[2]]);
  expect(printed).toEqual(heat.map((item) => [item.location, item.animal]));
});

it('is usable on a phone: a list to pick, its rows in the tile, nothing wider than the screen', async () => {
  const page = await journey.openPage({ width: 390, height: 844, colorScheme: 'dark' });
  const site = await openOnMaternity(page, 'manager@bocage.demo', '/action-lists');
  const tile = tileOf(page, 'action-lists');
  await figuresLoaded(tile);
  const answer = await apiGet<ActionLists>(page, `/api/sites/${site.id}/action-lists`);

  const grid = await showView(tile, 'Due to wean', 'location');
  const rows = grid.getByTestId('action-row');
  await expect
    .poll(() => readEveryRow(page, () => rows.count()))
    .toBe(answer.lists.due_to_wean.length);
  expect(
    await readEveryRow(page, () =>
      rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-animal'))),
    ),
  ).toEqual(answer.lists.due_to_wean.map((item) => item.animal));

  // The page never scrolls sideways: the grid does, inside its tile.
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
  const frame = await tile.getByTestId('report-grid-scroll').evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
    right: element.getBoundingClientRect().right,
  }));
  expect(frame.scroll).toBeGreaterThan(frame.client);
  expect(frame.right).toBeLessThanOrEqual(widths.screen);

  // Every list is a target a thumb can hit (WCAG 2.5.8: 24 px at least).
  const targets = await tile
    .getByTestId('report-views')
    .locator('label')
    .evaluateAll((elements) =>
      elements
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0)
        .map((box) => Math.min(box.width, box.height)),
    );
  expect(targets.length).toBeGreaterThan(0);
  for (const size of targets) expect(size).toBeGreaterThanOrEqual(24);
});

it('lists the demo’s office mistakes as the API finds them', async () => {
  const page = await journey.openPage();
  const site = await openOnMaternity(page, 'manager@bocage.demo', '/records-to-fix');
  const rows = tileOf(page, 'records-to-fix').getByTestId('record-to-fix-row');
  await rows.first().waitFor();
  // docs/simulator.md, "Recording mistakes": each demo herd has one of each of these.
  const demoChecks = ['late_first_service', 'missing_weaning', 'short_gestation'];
  const answer = await apiGet<RecordsToFix>(page, `/api/sites/${site.id}/records-to-fix`);
  const expected = answer.records
    .filter((one) => demoChecks.includes(one.check))
    .map((one) => [one.check, one.animal]);
  expect(expected.map(([check]) => check).sort()).toEqual(demoChecks);
  const shown = await rows.evaluateAll((elements) =>
    elements.map((row) => [row.getAttribute('data-check'), row.getAttribute('data-animal')]),
  );
  expect(shown.filter(([check]) => demoChecks.includes(check!))).toEqual(expected);
});

it('warns on the report a wrong record biases, until it is corrected and imported again', async () => {
  const page = await journey.openPage();
  // A page that asks little: the report is opened once the records below are imported.
  const site = await openOnMaternity(page, 'manager@bocage.demo', '/help');
  const farrowing = (bornAlive: number): HerdRecord[] => [
    { type: 'entry', animal: 'FIX-1', date: '2026-06-01', parity: 1, location: 'Gestation pen 1' },
    { type: 'service', animal: 'FIX-1', date: '2026-06-10', doses: 1 },
    {
      type: 'farrowing',
      animal: 'FIX-1',
      date: '2026-10-03',
      born_alive: bornAlive,
      stillborn: 0,
      mummified: 0,
      id: 'fix-1-farrowing',
    },
  ];
  const importRecords = async (records: HerdRecord[]) => {
    const answer = await apiRequest(page, `/api/sites/${site.id}/records/import`, {
      method: 'POST',
      body: { records },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  const before = await apiGet<RecordsToFix>(page, `/api/sites/${site.id}/records-to-fix`);
  const biasing = (answer: RecordsToFix) =>
    answer.records.filter((one) => one.reports.includes('farrow-wean-piglets')).length;

  // A litter recorded with no piglet at all.
  await importRecords(farrowing(0));
  await page.goto('/farrow-wean-piglets');
  const report = tileOf(page, 'farrow-wean-piglets');
  await figuresLoaded(report);
  const badge = report.getByTestId('records-to-fix-badge');
  await expect.poll(() => badge.getAttribute('data-count')).toBe(String(biasing(before) + 1));

  await badge.click();
  await page.waitForURL('**/records-to-fix?report=farrow-wean-piglets');
  const list = tileOf(page, 'records-to-fix');
  const flawed = list.locator('[data-testid="record-to-fix-row"][data-animal="FIX-1"]');
  await flawed.waitFor();
  expect(await flawed.getAttribute('data-check')).toBe('zero_born');
  expect(await flawed.textContent()).toContain('No piglet born');

  // Corrected at the source and imported again (same id): it leaves the list.
  await importRecords(farrowing(11));
  await page.reload();
  // Its figures, or "no record to fix" when it was the only one.
  await list
    .locator('[data-testid="report-figure"], [data-testid="report-empty"]')
    .first()
    .waitFor();
  expect(await flawed.count()).toBe(0);

  await page.goto('/farrow-wean-piglets');
  await figuresLoaded(report);
  if (biasing(before) === 0) {
    expect(await report.getByTestId('records-to-fix-badge').count()).toBe(0);
  } else {
    await expect
      .poll(() => report.getByTestId('records-to-fix-badge').getAttribute('data-count'))
      .toBe(String(biasing(before)));
  }
});
