import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  colourOptions,
  colourState,
  KPI_TILE_ROWS,
  kpiNotFinal,
  kpiKind,
  resolveObjective,
  userFigureKind,
  userFigures,
  type FarmComparison,
  type KpiDrillDownResponse,
  type KpiKey,
  type Objective,
  type UserFigureKey,
  type UsersReport,
} from '@barnboard/domain';
import { apiGet, apiRequest } from '../support/api.js';
import { goInApp, signIn } from '../support/browser.js';
import { setUpJourney } from '../support/journey.js';
import { openOnMaternity } from '../support/signed-in.js';

/**
 * The zootech area's entry page, the users report and the farm comparison on the demo farm
 * (three herds: Maternité Saint-Hyacinthe, Horizon GDU, Maternité Horizon). Every figure shown is
 * checked against the API's answer for the same request; the comparison's quarters against the
 * group's quartiles the API gives.
 */
const journey = setUpJourney();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
type Catalogue = {
  pages: Record<string, string>;
  usersReport: { views: Record<string, string> };
  farmComparison: { columns: Record<string, string> };
  zootech: { page: Record<string, string> };
};
const catalogue = (language: string): Catalogue =>
  JSON.parse(
    fs.readFileSync(path.join(root, `apps/web/src/i18n/locales/${language}.json`), 'utf8'),
  ) as Catalogue;

/** Every herd report of spec §2 the zootech page leads to, by route and page title key. */
const HERD_REPORTS: Record<string, string> = {
  '/action-lists': 'actionLists',
  '/records-to-fix': 'recordsToFix',
  '/herd-reproduction': 'herdReproduction',
  '/farrow-wean-piglets': 'farrowWeanPiglets',
  '/performances-monitoring': 'performancesMonitoring',
  '/active-sows': 'activeSows',
  '/sows-piglets': 'sowsPiglets',
  '/piglets-mortality': 'pigletsMortality',
  '/sow-withdrawals': 'sowWithdrawals',
  '/locations': 'locations',
  '/reproduction-analysis': 'reproductionAnalysis',
  '/users-report': 'usersReport',
  '/farm-comparison': 'farmComparison',
};

/** Figures as docs/formatting.md writes them, with the page's Intl (the app's separators). */
function formatted(
  page: Page,
  language: string,
  values: readonly [number | null, 'count' | 'percent' | 'number'][],
): Promise<string[]> {
  return page.evaluate(
    ({ language, values }) =>
      values.map(([value, kind]) => {
        if (value === null) return '—';
        if (kind === 'count')
          return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
        if (kind === 'percent')
          return new Intl.NumberFormat(language, {
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          }).format(value * 100);
        return new Intl.NumberFormat(language, {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
          signDisplay: 'negative',
        }).format(value);
      }),
    { language, values },
  );
}

/** The next answer of an API path the page asks for, and the query it asked with. */
async function nextAnswer<Body>(page: Page, pathPart: string, trigger: () => Promise<unknown>) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(pathPart) && r.request().method() === 'GET'),
    trigger(),
  ]);
  expect(response.status()).toBe(200);
  const url = new URL(response.url());
  return { query: url.search, body: (await response.json()) as Body, path: url.pathname };
}

it('leads from the zootech page to every herd report, by the side menu’s Zootech entry', async () => {
  const page = await journey.openPage();
  await openOnMaternity(page, 'manager@bocage.demo', '/help');
  await page.locator('[data-menu-entry="zootech"]').click();
  await page.waitForURL('**/zootech');
  // The KPI tiles are the page's indicators.
  await expect.poll(() => page.getByTestId('report-tile').count()).toBe(3);

  const links = page.getByTestId('zootech-report-link');
  // The links come with the user's access, after the tiles may have.
  await expect.poll(() => links.count()).toBe(Object.keys(HERD_REPORTS).length);
  const routes = await links.evaluateAll((all) => all.map((a) => a.getAttribute('data-route')));
  expect(routes.sort()).toEqual(Object.keys(HERD_REPORTS).sort());
  const titles = catalogue('en').pages;
  for (const route of routes) {
    await page.locator(`[data-testid="zootech-report-link"][data-route="${route}"]`).click();
    await page.waitForURL(`**${route}`);
    await expect
      .poll(() => page.getByTestId('page-title').first().textContent())
      .toBe(titles[HERD_REPORTS[route!]!]);
    await page.goBack();
    await page.waitForURL('**/zootech');
  }
  // The side menu's Reports submenu holds the managers' reports.
  for (const entry of ['usersReport', 'farmComparison', 'gestationLosses']) {
    await page.locator(`[data-menu-entry="${entry}"]`).waitFor();
  }
});

it('shows each user’s figures of the users report as the API answers them', async () => {
  const page = await journey.openPage();
  const site = await openOnMaternity(page, 'manager@bocage.demo', '/help');
  const { query, body } = await nextAnswer<UsersReport>(
    page,
    `/api/sites/${site.id}/users-report`,
    () => goInApp(page, '/users-report'),
  );
  // The API's answer for the period the screen asked: the same again, by the test's own call.
  const answer = await apiGet<UsersReport>(page, `/api/sites/${site.id}/users-report${query}`);
  expect(answer).toEqual(body);
  expect(answer.users.length).toBeGreaterThanOrEqual(3);

  const tile = page.locator('[data-testid="report-tile"][data-tile-key="performances-users"]');
  await tile.getByTestId('report-figure').first().waitFor();
  const team = userFigures(answer.total);
  const shownFigures = await tile
    .getByTestId('report-figure')
    .evaluateAll((cards) =>
      cards.map((card) => [
        (card as HTMLElement).dataset.figure ?? '',
        card.querySelector('[data-testid="report-figure-value"]')?.textContent ?? '',
      ]),
    );
  const keys = shownFigures.map(([key]) => key as UserFigureKey);
  expect(keys).toContain('pc_checks_right');
  const expected = await formatted(
    page,
    'en',
    keys.map((key) => [team[key], userFigureKind(key)]),
  );
  expect(shownFigures.map(([, text]) => text)).toEqual(expected);

  // The diagnosis section: a row per user, checks and how many were right.
  const grid = tile.getByTestId('report-grid');
  const rows = await grid.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      user: tr.getAttribute('data-user') ?? '',
      checks: tr.querySelector('[data-column="checks"]')?.textContent ?? '',
      right: tr.querySelector('[data-column="pc_checks_right"]')?.textContent ?? '',
    })),
  );
  expect(rows.map((row) => row.user).sort()).toEqual(answer.users.map((u) => u.user).sort());
  for (const row of rows) {
    const figures = userFigures(answer.users.find((u) => u.user === row.user)!);
    expect([row.checks, row.right]).toEqual(
      await formatted(page, 'en', [
        [figures.checks, 'count'],
        [figures.pc_checks_right, 'percent'],
      ]),
    );
  }
});

it('tells a member the users report needs additional privileges, as the server does', async () => {
  const page = await journey.openPage();
  const site = await openOnMaternity(page, 'member@bocage.demo', '/help');
  await page.locator('[data-menu-entry="zootech"]').waitFor();
  expect(await page.locator('[data-menu-entry="usersReport"]').count()).toBe(0);
  expect(await page.locator('[data-menu-entry="farmComparison"]').count()).toBe(0);
  await goInApp(page, '/users-report');
  await page.getByTestId('needs-privileges').waitFor();
  expect(await page.getByTestId('report-tile').count()).toBe(0);
  const refused = await apiRequest(
    page,
    `/api/sites/${site.id}/users-report?from=2026-01-01&to=2026-03-31`,
  );
  expect(refused.status).toBe(403);
  // The zootech page leads the member to neither.
  await goInApp(page, '/zootech');
  await page.getByTestId('zootech-report-link').first().waitFor();
  const routes = await page
    .getByTestId('zootech-report-link')
    .evaluateAll((all) => all.map((a) => a.getAttribute('data-route')));
  expect(routes).not.toContain('/users-report');
  expect(routes).not.toContain('/farm-comparison');
});

/** The calendar day in a time zone now, as the site's reports date it ("2026-12-07"). */
const dayInZone = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/** The comparison grid's site cells: their KPI, site, quarter, colour state and text. */
function siteCells(grid: Locator) {
  return grid.locator('td[data-site]').evaluateAll((cells) =>
    cells.map((cell) => ({
      kpi: cell.closest('tr')?.getAttribute('data-kpi') ?? '',
      site: cell.getAttribute('data-site') ?? '',
      quartile: cell.getAttribute('data-quartile') ?? '',
      colour: cell.getAttribute('data-colour-state') ?? '',
      provisional: cell.hasAttribute('data-provisional'),
      text: cell.textContent ?? '',
    })),
  );
}

it('compares two sites side by side, each by its own objective, without the site selector', async () => {
  const page = await journey.openPage();
  const maternity = await openOnMaternity(page, 'manager@bocage.demo', '/help');
  // The maternity's own objective for its services, far below what it serves in a month.
  const own: Objective = { type: 'higher', thresholds: [1, 2, null, 3, null], fade: 0.25 };
  const saved = await apiRequest(page, `/api/sites/${maternity.id}`, {
    method: 'PATCH',
    body: { prefs: JSON.stringify({ objectives: { services: own } }) },
  });
  expect(saved.status).toBe(200);
  await page.reload();
  await page.getByTestId('site-selector').waitFor();

  const { body: answer } = await nextAnswer<FarmComparison>(page, '/api/farm-comparison', () =>
    page.locator('[data-menu-entry="farmComparison"]').click(),
  );
  await page.waitForURL('**/farm-comparison');
  expect(await page.getByTestId('site-selector').count()).toBe(0);
  // The manager's sites with a herd: the maternity and the partner's GDU.
  expect(answer.sites.map((site) => site.site_id)).toContain(maternity.id);
  expect(answer.sites.length).toBe(2);

  const grid = page.getByTestId('comparison-grid');
  await grid.waitFor();
  const rows = await grid.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.dataset.kpi));
  expect(rows).toEqual([...KPI_TILE_ROWS['kpi-reproduction']]);
  const cells = await siteCells(grid);
  const options = colourOptions({});
  // Both sites keep the maternity's clock (the demo's sites share its zone).
  const today = dayInZone(maternity.timezone);
  for (const cell of cells) {
    const key = cell.kpi as KpiKey;
    const site = answer.sites.find((one) => one.site_id === cell.site)!;
    const value = site.kpis[key];
    // Two sites: no quarters (quartiles need 4), the values side by side.
    expect(cell.quartile, `${key} ${cell.site}`).toBe('none');
    // A rate whose services are too young to be final takes no colour and says so, as the KPI
    // tiles do (docs/performance.md, "Not final"); the others take their site's own objective.
    const notFinal = value !== null && kpiNotFinal(key, answer, today) !== null;
    expect(cell.provisional, `${key} ${cell.site}`).toBe(notFinal);
    const objectives = cell.site === maternity.id ? { services: own } : undefined;
    expect(cell.colour, `${key} ${cell.site}`).toBe(
      notFinal ? 'black-black' : colourState(value, resolveObjective(key, objectives), options),
    );
    const [text] = await formatted(page, 'en', [[value, kpiKind(key)]]);
    const shown = notFinal ? `${text}*` : text!;
    expect(cell.text.endsWith(shown), `${cell.text} ends with ${shown}`).toBe(true);
  }
  // The comparison ends today: the farrowing rate's latest services may still farrow.
  expect(cells.some((cell) => cell.kpi === 'far_rate' && cell.provisional)).toBe(true);
  expect(await page.getByTestId('comparison-grid-footnote').textContent()).toMatch(/^\* Not final/);
  expect((await grid.locator('thead th').allTextContents()).length).toBe(3);
  expect(await page.getByTestId('comparison-legend').textContent()).toContain(
    'Quartiles need at least 4 sites: the 2 sites are shown side by side',
  );
  // The maternity's services are blue under its own objective.
  expect(cells.find((c) => c.kpi === 'services' && c.site === maternity.id)?.colour).toBe(
    'blue-blue',
  );

  // The partner's farrowing rate opens its own list: that site's services, over the period.
  const partner = answer.sites.find((site) => site.site_id !== maternity.id)!;
  const partnerCell = grid.locator(`tr[data-kpi="far_rate"] td[data-site="${partner.site_id}"]`);
  const [drill] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/kpis/far_rate/drill-down?') && r.ok()),
    partnerCell.getByTestId('grid-drill-down').click(),
  ]);
  expect(new URL(drill.url()).pathname).toBe(
    `/api/sites/${partner.site_id}/kpis/far_rate/drill-down`,
  );
  const listed = (await drill.json()) as KpiDrillDownResponse;
  expect([listed.from, listed.to, listed.value]).toEqual([
    answer.from,
    answer.to,
    partner.kpis.far_rate,
  ]);
  const drawer = page.getByTestId('drill-down-drawer');
  const [partnerRate] = await formatted(page, 'en', [[partner.kpis.far_rate, 'percent']]);
  await expect.poll(() => drawer.getByTestId('drill-down-value').textContent()).toBe(partnerRate);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });

  // Fewer than two sites: the form says so and asks nothing of the server.
  await page.getByTestId('comparison-sites').click();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Escape');
  await page.getByTestId('comparison-submit').click();
  await page.getByText('Choose at least 2 sites').waitFor();
});

it('reads in French on a 390 px phone: the zootech page, the users report, the comparison', async () => {
  const page = await journey.openPage({ locale: 'fr-FR', width: 390, height: 844 });
  await signIn(page, 'barnboard.staff');
  await page.waitForURL('**/dashboard');
  await page.locator('html[lang="fr"]').waitFor({ state: 'attached' });
  const fr = catalogue('fr');
  const noWiderThanScreen = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await page.goto('/zootech');
  await page.getByRole('heading', { name: fr.zootech.page.reports!, exact: true }).waitFor();
  await page.getByTestId('zootech-report-link').first().waitFor();
  expect(await page.getByTestId('page-title').first().textContent()).toBe(fr.pages.zootech);
  expect(await noWiderThanScreen()).toBe(true);

  await page.goto('/users-report');
  await page.getByTestId('report-views').getByText(fr.usersReport.views.diagnosis!).waitFor();
  expect(await noWiderThanScreen()).toBe(true);

  const { body: answer } = await nextAnswer<FarmComparison>(page, '/api/farm-comparison', () =>
    page.goto('/farm-comparison'),
  );
  // Staff compare every site with a herd: the three of the demo.
  expect(answer.sites.length).toBe(3);
  const grid = page.getByTestId('comparison-grid');
  await grid.waitFor();
  // Three sites: a column each beside the indicator's, no quartiles, and the legend says why.
  expect((await grid.locator('thead th').allTextContents()).length).toBe(4);
  const cells = await siteCells(grid);
  expect(new Set(cells.map((cell) => cell.quartile))).toEqual(new Set(['none']));
  expect(await page.getByTestId('comparison-legend').textContent()).toContain(
    'Les quartiles demandent au moins 4 sites : les 3 sites sont montrés côte à côte',
  );
  expect(await page.getByTestId('site-selector').count()).toBe(0);
  expect(await noWiderThanScreen()).toBe(true);
});
