import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type {
  KpiDrillDownResponse,
  PigletMortality,
  ReproductionAnalysis,
  SowWithdrawals,
} from '@barnboard/domain';
import { apiGet, apiRequest } from '../support/api.js';
import { maternityOfApi } from '../support/demo-site.js';
import { formatAll, formatCounts, formatFigures } from '../support/figures.js';
import { setUpJourney } from '../support/journey.js';
import { userSessions, type JourneyUser } from '../support/user-sessions.js';
import { figuresLoaded, figuresShown, gridRows, showView, tileOf } from '../support/report-tile.js';

/**
 * The herd analysis screens (docs/herd-analysis.md) on Maternité Saint-Hyacinthe, the demo's
 * largest herd: piglet mortality, sow withdrawals and the reproduction analysis, each figure
 * and row equal to the API's answer for the period the screen shows; the reproduction
 * analysis' 120 days (spec §5) refused in the panel and clamped from the preferences; French
 * on a 390 px phone.
 */
const journey = setUpJourney();

type User = JourneyUser;

const MANAGER: User = { email: 'manager@bocage.demo', language: 'en', prefs: {}, width: 1280 };
const ADMIN_IN_FRENCH_ON_A_PHONE: User = {
  email: 'admin@bocage.demo',
  language: 'fr',
  prefs: { Language: 'fr' },
  width: 390,
};

const pageOf = userSessions(journey);

/** The herd route of the maternity, for the dates the screen shows (its subtitle). */
async function herdApi<T>(page: Page, report: string, query = ''): Promise<T> {
  const site = await maternityOfApi(page);
  return apiGet<T>(page, `/api/sites/${site.id}/herd/${report}${query}`);
}

/** The web app's catalogue of a language: the words a user reads. */
function catalogue(language: string): { herdAnalysis: Record<string, Record<string, string>> } {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const file = path.join(root, `apps/web/src/i18n/locales/${language}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ReturnType<typeof catalogue>;
}

/** The screen's grid is no wider than the phone: it scrolls inside its tile, the page never. */
async function pageFitsTheScreen(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const mortalityFigures = (answer: PigletMortality) =>
  ({
    pre_wean_mortality: [answer.pre_wean_mortality, 'percent'],
    deaths: [answer.deaths, 'count'],
    born_alive: [answer.born_alive, 'count'],
    litters: [answer.litters, 'count'],
    'band_0-2': [answer.bands['0-2'], 'count'],
    'band_3-8': [answer.bands['3-8'], 'count'],
    'band_9+': [answer.bands['9+'], 'count'],
  }) as const;

const withdrawalFigures = (answer: SowWithdrawals) =>
  ({
    removal_rate: [answer.removal_rate, 'percent'],
    pc_culling: [answer.pc_culling, 'percent'],
    pc_mortality: [answer.pc_mortality, 'percent'],
    removals: [answer.removals, 'count'],
    cull_parity: [answer.cull_parity, 'number'],
    mean_parity: [answer.mean_parity, 'number'],
    avg_females: [answer.avg_females, 'count'],
  }) as const;

const analysisFigures = (answer: ReproductionAnalysis) =>
  ({
    far_rate: [answer.farrowing_rate.far_rate, 'percent'],
    services: [answer.services, 'count'],
    confirmed: [answer.states.confirmed, 'count'],
    returned: [answer.states.returned, 'count'],
    pending: [answer.states.pending, 'count'],
    open: [answer.states.open, 'count'],
    aborted: [answer.states.aborted, 'count'],
    removed: [answer.states.removed, 'count'],
    first_services: [answer.first_services, 'count'],
    repeat_services: [answer.repeat_services, 'count'],
  }) as const;

it('shows piglet mortality as the API counts it: figures, weeks and causes', async () => {
  const page = await pageOf(MANAGER);
  await page.goto('/piglets-mortality');
  const tile = tileOf(page, 'piglets-mortality');
  await figuresLoaded(tile);
  // Without dates the API answers the tile's default period, the one the screen shows.
  const api = await herdApi<PigletMortality>(page, 'piglet-mortality');
  expect(await tile.getByTestId('report-period').textContent()).toContain(
    `${api.from} to ${api.to}`,
  );
  expect(api.deaths).toBeGreaterThan(100);
  expect(await figuresShown(tile)).toEqual(await formatFigures(page, 'en', mortalityFigures(api)));
  await tile.getByTestId('report-chart').waitFor();

  const weeks = tile.getByTestId('report-grid');
  expect(await gridRows(weeks, ['week', 'deaths', 'band_0-2', 'pre_wean_mortality'])).toEqual(
    await Promise.all(
      api.weeks.map(async (week) => [
        week.from,
        ...(await formatAll(page, 'en', [
          [week.deaths, 'count'],
          [week.bands['0-2'], 'count'],
          [week.pre_wean_mortality, 'percent'],
        ])),
      ]),
    ),
  );

  const causes = await showView(tile, 'By cause', 'cause');
  const groups = catalogue('en').herdAnalysis['pigletCauses']!;
  const deaths = await formatCounts(
    page,
    api.causes.map((row) => row.deaths),
  );
  expect(await gridRows(causes, ['cause', 'group', 'deaths'])).toEqual(
    api.causes.map((row, i) => [row.cause ?? 'Not recorded', groups[row.group], deaths[i]]),
  );
  const rooms = await showView(tile, 'By room', 'room');
  const roomNames = (await gridRows(rooms, ['room'])).map(([room]) => room);
  expect(roomNames).toEqual(api.rooms.map((row) => row.room ?? 'No location'));
  // The demo's location tree puts the crates in their farrowing rooms.
  expect(roomNames.some((room) => room?.startsWith('Farrowing room'))).toBe(true);
});

it('shows sow withdrawals as the API counts them: rates, kinds and every removed sow', async () => {
  const page = await pageOf(MANAGER);
  await page.goto('/sow-withdrawals');
  const tile = tileOf(page, 'sow-withdrawals');
  await figuresLoaded(tile);
  const api = await herdApi<SowWithdrawals>(page, 'sow-withdrawals');
  expect(api.removals).toBeGreaterThan(50);
  expect(await figuresShown(tile)).toEqual(await formatFigures(page, 'en', withdrawalFigures(api)));

  const kinds = catalogue('en').herdAnalysis['kinds']!;
  expect(await gridRows(tile.getByTestId('report-grid'), ['kind', 'removals', 'rate'])).toEqual(
    await Promise.all(
      api.kinds.map(async (row) => [
        kinds[row.kind],
        ...(await formatAll(page, 'en', [
          [row.removals, 'count'],
          [row.rate, 'percent'],
        ])),
      ]),
    ),
  );
  const list = await showView(tile, 'Removed sows', 'animal');
  expect(await gridRows(list, ['animal', 'date', 'days_since'])).toEqual(
    api.list.map((row) => [row.animal, row.date, String(row.days_since_last_event)]),
  );

  // The culling rate is the whole herd's KPI: its figure opens the culls and females behind it.
  const figure = tile.locator('[data-testid="report-figure"][data-figure="pc_culling"]');
  const [drill] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/kpis/pc_culling/drill-down?') && r.ok()),
    figure.getByTestId('grid-drill-down').click(),
  ]);
  const listed = (await drill.json()) as KpiDrillDownResponse;
  expect([listed.from, listed.to, listed.value]).toEqual([api.from, api.to, api.pc_culling]);
  // One in the numerator for each cull of the period (the first page's rows: removals first).
  expect(listed.numerator).toBe(api.kinds.find((row) => row.kind === 'cull')!.removals);
  expect(listed.data[0]).toMatchObject({ event: 'removal', detail: 'cull', numerator: 1 });
  const drawer = page.getByTestId('drill-down-drawer');
  const shown = (await figuresShown(tile))['pc_culling'];
  await expect.poll(() => drawer.getByTestId('drill-down-value').textContent()).toBe(shown);
});

it('shows the reproduction analysis of the last 120 days as the API reads it', async () => {
  const page = await pageOf(MANAGER);
  await page.goto('/reproduction-analysis');
  const tile = tileOf(page, 'reproduction-analysis');
  await figuresLoaded(tile);
  const api = await herdApi<ReproductionAnalysis>(page, 'reproduction-analysis');
  expect(await tile.getByTestId('report-period').textContent()).toContain(
    `Last 120 days · ${api.from} to ${api.to}`,
  );
  expect(api.services).toBeGreaterThan(100);
  expect(await figuresShown(tile)).toEqual(await formatFigures(page, 'en', analysisFigures(api)));

  const states = await showView(tile, 'Breeding states', 'state');
  const names = catalogue('en').herdAnalysis['states']!;
  const stateCounts = await formatCounts(page, Object.values(api.states));
  expect(await gridRows(states, ['state', 'services'])).toEqual(
    Object.keys(api.states).map((state, i) => [names[state], stateCounts[i]]),
  );
  const returns = await showView(tile, 'Returns', 'band');
  const bands = catalogue('en').herdAnalysis['returnBands']!;
  const bandCounts = await formatCounts(page, Object.values(api.returns.bands));
  expect(await gridRows(returns, ['band', 'repeats'])).toEqual(
    Object.keys(api.returns.bands).map((band, i) => [bands[band], bandCounts[i]]),
  );
  // The returns' own chart: the histogram by day of return.
  await tile.getByTestId('report-chart').waitFor();
  const services = await showView(tile, 'Services', 'animal');
  expect((await gridRows(services, ['animal', 'date'])).length).toBe(api.list.length);
});

it('keeps the reproduction analysis within 120 days: refused in the panel, clamped when stored, refused by the API', async () => {
  const page = await pageOf(MANAGER);
  await page.goto('/reproduction-analysis');
  const tile = tileOf(page, 'reproduction-analysis');
  await figuresLoaded(tile);

  await tile.getByTestId('report-action-filters').click();
  const drawer = page.getByTestId('filter-drawer');
  await drawer.getByTestId('filter-period-count').fill('5');
  await drawer.getByTestId('filter-period-unit').selectOption('month');
  await drawer.getByTestId('filter-apply').click();
  await drawer.getByText('This report looks back at most 120 days').waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });

  // A year stored for the tile (another client, an older release): the screen shows 120 days.
  const current = await apiGet<{ prefs: string }>(page, '/api/user');
  const prefs = JSON.parse(current.prefs || '{}') as Record<string, unknown>;
  const stored = await apiRequest(page, '/api/user', {
    method: 'PATCH',
    body: { prefs: JSON.stringify({ ...prefs, tilePeriods: { 'reproduction-analysis': 12 } }) },
  });
  expect(stored.status).toBe(200);
  await page.reload();
  await figuresLoaded(tile);
  const api = await herdApi<ReproductionAnalysis>(page, 'reproduction-analysis');
  const today = api.today;
  const earliest = new Date(`${today}T00:00:00Z`);
  // The last 120 days, today included.
  earliest.setUTCDate(earliest.getUTCDate() - 119);
  const from = earliest.toISOString().slice(0, 10);
  expect(await tile.getByTestId('report-period').textContent()).toContain(
    `Last 12 months · ${from} to ${today}`,
  );
  const clamped = await herdApi<ReproductionAnalysis>(
    page,
    'reproduction-analysis',
    `?from=${from}&to=${today}`,
  );
  expect(await figuresShown(tile)).toEqual(
    await formatFigures(page, 'en', analysisFigures(clamped)),
  );

  const site = await maternityOfApi(page);
  earliest.setUTCDate(earliest.getUTCDate() - 1);
  const tooEarly = await apiRequest(
    page,
    `/api/sites/${site.id}/herd/reproduction-analysis?from=${earliest.toISOString().slice(0, 10)}`,
  );
  expect(tooEarly.status).toBe(400);
  expect((tooEarly.body as { details: { field: string }[] }).details).toEqual([
    expect.objectContaining({ field: 'querystring.from' }),
  ]);
  // Back to the default period for the other journeys of this user.
  await apiRequest(page, '/api/user', {
    method: 'PATCH',
    body: { prefs: JSON.stringify({ ...prefs, tilePeriods: {} }) },
  });
});

it('reads the three screens in French on a 390 px phone, figures as the API gives them', async () => {
  const page = await pageOf(ADMIN_IN_FRENCH_ON_A_PHONE);
  const fr = catalogue('fr').herdAnalysis;
  const screens = [
    {
      route: '/piglets-mortality',
      key: 'piglets-mortality',
      report: 'piglet-mortality',
      figures: (answer: unknown) => mortalityFigures(answer as PigletMortality),
      title: 'Mortalité des porcelets',
      view: [fr['views']!['causes']!, 'cause'],
    },
    {
      route: '/sow-withdrawals',
      key: 'sow-withdrawals',
      report: 'sow-withdrawals',
      figures: (answer: unknown) => withdrawalFigures(answer as SowWithdrawals),
      title: 'Retraits de truies',
      view: [fr['views']!['list']!, 'animal'],
    },
    {
      route: '/reproduction-analysis',
      key: 'reproduction-analysis',
      report: 'reproduction-analysis',
      figures: (answer: unknown) => analysisFigures(answer as ReproductionAnalysis),
      title: 'Analyse de la reproduction',
      view: [fr['views']!['states']!, 'state'],
    },
  ] as const;
  for (const screen of screens) {
    await page.goto(screen.route);
    const tile = tileOf(page, screen.key);
    await figuresLoaded(tile);
    expect(await tile.getByTestId('report-title').textContent()).toBe(screen.title);
    const api = await herdApi<unknown>(page, screen.report);
    expect(await figuresShown(tile)).toEqual(await formatFigures(page, 'fr', screen.figures(api)));
    await showView(tile, screen.view[0], screen.view[1]);
    await pageFitsTheScreen(page);
  }
});
