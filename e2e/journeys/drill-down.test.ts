import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  userFigures,
  type KpiDrillDownResponse,
  type PerformanceAnswer,
  type UsersReport,
} from '@barnboard/domain';
import { apiGet } from '../support/api.js';
import { maternityOfApi } from '../support/demo-site.js';
import { formatAll } from '../support/figures.js';
import { setUpJourney } from '../support/journey.js';
import { userSessions, type JourneyUser } from '../support/user-sessions.js';

/**
 * Drill-down (docs/kpis.md): on performance monitoring, a farrowing-rate cell opened with the
 * keyboard lists the services dated 115 days before its month, and says so; the drawer's rows,
 * page after page, are the API's, their count the cell's n and denominator, the farrowed ones
 * its numerator. The admin reads in French with DD-MM-YYYY, on a 390 px phone. On the users
 * report, a user's cell lists that user's events only: its figure is the cell's.
 */
const journey = setUpJourney();

const ADMIN_IN_FRENCH_ON_A_PHONE: JourneyUser = {
  email: 'admin@bocage.demo',
  language: 'fr',
  width: 390,
  prefs: { Language: 'fr', DateFormat: 'DMY' },
};

const MANAGER: JourneyUser = { email: 'manager@bocage.demo', language: 'en', prefs: {} };

const pageOf = userSessions(journey);

/** The rows the drawer shows on its page: animal, date as written, outcome as written. */
const rowsShown = (drawer: Locator) =>
  drawer
    .getByTestId('drill-down-row')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('[data-column="animal"]')?.textContent ?? '',
        row.querySelector('[data-column="date"]')?.textContent ?? '',
        row.querySelector('[data-column="detail"]')?.textContent ?? '',
      ]),
    );

/** A YYYY-MM-DD date as the French user reads it. */
const dmy = (date: string) => date.split('-').reverse().join('-');

async function farrowingRateCell(page: Page) {
  await page.goto('/performances-monitoring');
  const grid = page.getByTestId('report-grid');
  await grid.locator('tbody tr').first().waitFor();
  // The oldest month: its services are long past 115 days, the rate final.
  return grid.locator('tr[data-row="far_rate"] td[data-column="c0"]');
}

it('lists the services behind a farrowing-rate cell: n and denominator, farrowed and numerator', async () => {
  const page = await pageOf(ADMIN_IN_FRENCH_ON_A_PHONE);
  const cell = await farrowingRateCell(page);
  const site = await maternityOfApi(page);
  const period = await periodShown(page);
  const answer = await apiGet<PerformanceAnswer>(
    page,
    `/api/sites/${site.id}/performances?columns=month&from=${period.from}&to=${period.to}`,
  );
  const month = answer.columns[0]!;
  const api = await apiGet<KpiDrillDownResponse>(
    page,
    `/api/sites/${site.id}/kpis/far_rate/drill-down?from=${month.from}&to=${month.to}`,
  );
  // The API's list explains the cell: every service of the window, the farrowed ones counted.
  expect(api.value).toBe(month.kpis.far_rate);
  expect(api.data.length).toBe(api.denominator);
  expect(api.data.filter((row) => row.detail === 'farrowed').length).toBe(api.numerator);
  expect(api.data.every((row) => row.event === 'service')).toBe(true);

  const [value, n] = await formatAll(page, 'fr', [
    [api.value, 'percent'],
    [api.denominator, 'count'],
  ]);
  const button = cell.getByTestId('grid-drill-down');
  await expect.poll(() => button.textContent()).toBe(value);
  await expect.poll(() => cell.getByTestId('grid-cell-note').textContent()).toBe(`n ${n}`);

  // A button of its own, opened from the keyboard.
  await button.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('drill-down-drawer');
  await drawer.getByTestId('drill-down-row').first().waitFor();
  await expect.poll(() => drawer.getByTestId('drill-down-value').textContent()).toBe(value);
  const [numerator, denominator] = await formatAll(page, 'fr', [
    [api.numerator, 'count'],
    [api.denominator, 'count'],
  ]);
  expect(await drawer.getByTestId('drill-down-n').textContent()).toBe(n);
  expect(await drawer.getByTestId('drill-down-numerator').textContent()).toBe(numerator);
  expect(await drawer.getByTestId('drill-down-denominator').textContent()).toBe(denominator);
  expect(await drawer.getByTestId('drill-down-period').textContent()).toContain(dmy(month.from));
  // The services come from the window 115 days earlier, which the drawer states in words.
  expect(api.window).toMatchObject({ kind: 'far_rate', event: 'service', lag_days: 115 });
  expect(await drawer.getByTestId('drill-down-window').textContent()).toBe(
    `Saillies du ${dmy(api.window!.from)} au ${dmy(api.window!.to)} (115 jours plus tôt), ` +
      'dont la mise bas est attendue dans la période',
  );

  // Page after page, the drawer's rows are the API's: as many as the denominator.
  const shown: string[][] = [...(await rowsShown(drawer))];
  const pageButton = (page: number) =>
    drawer
      .getByTestId('drill-down-pagination')
      .getByRole('button', { name: `Page ${page}`, exact: true });
  for (let next = 2; (await pageButton(next).count()) > 0; next++) {
    // The page before stays shown until the next one comes: wait for its first row to go.
    const before = (await rowsShown(drawer))[0];
    await pageButton(next).click();
    await expect.poll(async () => (await rowsShown(drawer))[0]).not.toEqual(before);
    shown.push(...(await rowsShown(drawer)));
  }
  // The arrows are named in the user's language (the theme's Pagination defaults).
  const pagination = drawer.getByTestId('drill-down-pagination');
  for (const name of ['Première page', 'Page précédente', 'Page suivante', 'Dernière page']) {
    expect(await pagination.getByRole('button', { name, exact: true }).count(), name).toBe(1);
  }
  // A month's services are more than a page: the list did go on.
  expect(shown.length).toBeGreaterThan((await rowsShown(drawer)).length);
  expect(shown).toEqual(
    api.data.map((row) => [row.animal, dmy(row.date!), outcomeInFrench(row.detail!)]),
  );
  expect(shown.length).toBe(api.denominator);
  expect(shown.filter(([, , outcome]) => outcome === 'Mise bas').length).toBe(api.numerator);

  // On the phone the drawer takes the screen; its table scrolls inside it, not the page.
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  const scroll = drawer.getByTestId('drill-down-grid-scroll');
  expect(await scroll.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
});

it('lists a user’s events from the users report: the figure, n and rows are that user’s cell', async () => {
  const page = await pageOf(MANAGER);
  const site = await maternityOfApi(page);
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes(`/api/sites/${site.id}/users-report?`) && r.status() === 200,
    ),
    page.goto('/users-report'),
  ]);
  const report = (await response.json()) as UsersReport;
  const tile = page.locator('[data-testid="report-tile"][data-tile-key="performances-users"]');
  const gridRow = (user: string) =>
    tile.getByTestId('report-grid').locator(`tbody tr[data-user="${user}"]`);

  /** Opens a user's cell; the list the drawer asked for, checked to be that user's. */
  async function openCell(view: string, user: string, column: string, kpi: string) {
    await tile.getByTestId('report-views').getByText(view, { exact: true }).click();
    const button = gridRow(user)
      .locator(`td[data-column="${column}"]`)
      .getByTestId('grid-drill-down');
    const [drill] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(`/kpis/${kpi}/drill-down?`) && r.ok()),
      button.click(),
    ]);
    const query = new URL(drill.url()).searchParams;
    expect([query.get('user'), query.get('from'), query.get('to')]).toEqual([
      user,
      report.from,
      report.to,
    ]);
    return { button, answer: (await drill.json()) as KpiDrillDownResponse };
  }
  const drawer = page.getByTestId('drill-down-drawer');
  const close = async () => {
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  };

  // The farrowing rate of the user with the most services 115 days back: their services only.
  const server = [...report.users].sort((a, b) => b.matured_services - a.matured_services)[0]!;
  expect(server.matured_services).toBeGreaterThan(0);
  const rate = userFigures(server);
  const [value, n] = await formatAll(page, 'en', [
    [rate.far_rate, 'percent'],
    [rate.matured_services, 'count'],
  ]);
  const opened = await openCell('Reproduction', server.user, 'far_rate', 'far_rate');
  expect(await opened.button.textContent()).toBe(value);
  expect([opened.answer.value, opened.answer.n]).toEqual([rate.far_rate, rate.matured_services]);
  await expect.poll(() => drawer.getByTestId('drill-down-value').textContent()).toBe(value);
  expect(await drawer.getByTestId('drill-down-n').textContent()).toBe(n);
  expect(await drawer.getByTestId('drill-down-window').textContent()).toMatch(/^Services from /);
  await close();

  // A count: the litters one user recorded, a row each, as many as the cell says.
  const supervisor = [...report.users].sort((a, b) => b.litters - a.litters)[0]!;
  const litters = userFigures(supervisor).litters!;
  expect(litters).toBeGreaterThan(0);
  const counted = await openCell('Farrowing supervision', supervisor.user, 'litters', 'litters');
  expect(counted.answer.value).toBe(litters);
  expect(counted.answer.meta.total).toBe(litters);
  expect(counted.answer.window).toBeNull();
  const [shown] = await formatAll(page, 'en', [[litters, 'count']]);
  await expect.poll(() => drawer.getByTestId('drill-down-value').textContent()).toBe(shown);
  expect(await drawer.getByTestId('drill-down-window').count()).toBe(0);
  await close();
});

/** The French words of the outcomes (drilldown.details in fr.json). */
function outcomeInFrench(outcome: string): string {
  const words: Record<string, string> = {
    farrowed: 'Mise bas',
    returned: 'Retour en chaleur',
    aborted: 'Avortement',
    open: 'Vide',
    removed: 'Sortie',
    pending: 'En attente',
  };
  return words[outcome] ?? outcome;
}

/** The tile's period, from its subtitle (DD-MM-YYYY for this user). */
async function periodShown(page: Page): Promise<{ from: string; to: string }> {
  const text = (await page.getByTestId('report-period').first().textContent()) ?? '';
  const dates = [...text.matchAll(/\b(\d{2})-(\d{2})-(\d{4})\b/g)].map(
    ([, day, month, year]) => `${year}-${month}-${day}`,
  );
  expect(dates, text).toHaveLength(2);
  return { from: dates[0]!, to: dates[1]! };
}
