import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { i18n } from '../../i18n';
import { tilePeriodRange } from '@barnboard/domain';
import type { PdfSection } from '../../lib/reports/pdf-section';
import type { ReportDefinition } from '../../lib/reports/report-definition';
import type { ReportGrid } from '../../lib/reports/report-table';
import { siteDay } from '../../lib/site-time/site-clock';
import { resetSessionState, setSessionState } from '../../lib/session/session-store';
import { makeMembership, makeSite, makeTenant, makeUser } from '../../testing/fixtures';
import { renderRoute } from '../../testing/render-app';
import { ReportTile } from './report-tile';
import { polyfillResizeObserver } from '../../testing/resize-observer';

const saved = vi.hoisted(() => ({ save: vi.fn() }));
vi.mock('../../lib/session/optimistic-preferences', () => ({
  savePreferencesOptimistically: saved.save,
}));
// The top bar's indicator has its own query; a tile's needs no server here.
vi.mock('../../lib/reports/use-site-last-update', () => ({ useSiteLastUpdate: () => null }));
// What the exports would write, without a download.
const exported = vi.hoisted(() => ({ csv: vi.fn(), pdf: vi.fn() }));
vi.mock('../../lib/reports/export-report', () => ({
  exportCsv: exported.csv,
  exportPdf: exported.pdf,
}));

type Answer = { rows: { animal: string; given: number; target: number }[] };

const fetchReport = vi.fn<(request: unknown) => Promise<Answer>>();

const visits: ReportDefinition<Answer> = {
  key: 'gestation-visits',
  titleKey: 'pages.gestationVisits',
  fetch: (request) => fetchReport(request),
  figures: (answer, { t }) => [
    { id: 'sows', label: t('feeding.figures.sows'), kind: 'count', value: answer.rows.length },
  ],
  views: [
    {
      id: 'rows',
      labelKey: 'feeding.views.byDay',
      grid: (answer) => ({
        columns: [
          { id: 'animal', header: 'Sow', kind: 'text' },
          { id: 'rate', header: 'Of target', kind: 'percent', metric: 'ges_feed_rate' },
        ],
        rows: answer.rows.map((row) => ({
          key: row.animal,
          cells: { animal: row.animal, rate: row.given / row.target },
        })),
      }),
    },
  ],
  isEmpty: (answer) => answer.rows.length === 0,
};
const lactation: ReportDefinition<Answer> = { ...visits, key: 'lactation-history' };

const tenant = makeTenant('Ferme du Bocage');
const site = makeSite('Maternité Saint-Hyacinthe', tenant, { timezone: 'America/Montreal' });

function signIn(feeding: ('gestation' | 'lactation')[]) {
  setSessionState(() => ({
    status: 'ready',
    currentSiteId: site.id,
    data: {
      user: makeUser(),
      memberships: [
        makeMembership(tenant, { access_type: { feeding, zootech: false, silo: false } }),
      ],
      sites: [site],
    },
  }));
}

function renderTile(definition: ReportDefinition<Answer>, variant: 'tile' | 'page' = 'page') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoute(
    '/',
    <QueryClientProvider client={client}>
      <p data-testid="rendered">above the tile</p>
      <ReportTile definition={definition} variant={variant} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  polyfillResizeObserver();
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  saved.save.mockResolvedValue(undefined);
  exported.pdf.mockResolvedValue(undefined);
  fetchReport.mockResolvedValue({
    rows: [
      { animal: 'F1', given: 2.5, target: 2.5 },
      { animal: 'F2', given: 0, target: 2.5 },
    ],
  });
});
afterEach(() => {
  cleanup();
  resetSessionState();
  vi.clearAllMocks();
});

describe('ReportTile', () => {
  it('says its screen is closed to the user, and never asks the server', async () => {
    signIn(['gestation']);
    renderTile(lactation);
    expect(await screen.findByTestId('report-no-access')).toBeTruthy();
    expect(fetchReport).not.toHaveBeenCalled();
  });

  it('is not shown at all as a dashboard tile without access', async () => {
    signIn(['gestation']);
    renderTile(lactation, 'tile');
    await screen.findByTestId('rendered');
    expect(screen.queryByTestId('report-tile')).toBeNull();
    expect(screen.queryByTestId('report-no-access')).toBeNull();
    expect(fetchReport).not.toHaveBeenCalled();
  });

  it('shows the figures and the grid coloured by objective, for the stored period', async () => {
    signIn(['gestation']);
    renderTile(visits);
    const grid = await screen.findByTestId('report-grid');
    expect(fetchReport).toHaveBeenCalledWith(
      expect.objectContaining({
        siteId: site.id,
        // The tile's default, 7 days, ending today at the site.
        range: tilePeriodRange(0.007, siteDay(site.timezone)),
      }),
    );
    expect(screen.getByTestId('report-figure-value').textContent).toBe('2');
    const rates = within(grid)
      .getAllByRole('cell')
      .filter((cell) => cell.dataset.column === 'rate');
    expect(rates.map((cell) => [cell.textContent, cell.dataset.colourState])).toEqual([
      ['100.0', 'green-green'],
      ['0.0', 'red-red'],
    ]);
    expect(screen.getByTestId('report-period').textContent).toContain('Last 7 days');
  });

  it('saves a new period as stored months (2 weeks → 0.014) when applied', async () => {
    signIn(['gestation']);
    renderTile(visits);
    await screen.findByTestId('report-grid');
    await userEvent.click(screen.getByTestId('report-action-filters'));
    const count = await screen.findByTestId('filter-period-count');
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await userEvent.selectOptions(screen.getByTestId('filter-period-unit'), 'week');
    await userEvent.click(screen.getByTestId('filter-apply'));
    expect(saved.save).toHaveBeenCalledWith({ tilePeriods: { 'gestation-visits': 0.014 } });
  });

  it('refuses a lactation-day range whose first day is after its last', async () => {
    signIn(['gestation', 'lactation']);
    renderTile(lactation);
    await screen.findByTestId('report-grid');
    expect(fetchReport).toHaveBeenCalledWith(expect.objectContaining({ lactationDays: '1/18' }));
    await userEvent.click(screen.getByTestId('report-action-filters'));
    const from = await screen.findByTestId('filter-lactation-from');
    await userEvent.clear(from);
    await userEvent.type(from, '20');
    expect(screen.getByTestId('filter-lactation-error').textContent).toBe(
      'The first day must not be after the last one',
    );
    await userEvent.click(screen.getByTestId('filter-apply'));
    expect(saved.save).not.toHaveBeenCalled();
    expect(screen.getByTestId('filter-drawer')).toBeTruthy();
  });
});

describe('ReportTile of a long list (issue 28 §7)', () => {
  beforeEach(() => {
    // Gestation live's 619 sows.
    fetchReport.mockResolvedValue({
      rows: Array.from({ length: 619 }, (_, index) => ({
        animal: `F${index + 1}`,
        given: 2,
        target: 2.5,
      })),
    });
  });

  it('shows a page of its rows, and exports every row as CSV', async () => {
    signIn(['gestation']);
    renderTile(visits);
    const grid = await screen.findByTestId('report-grid');
    expect(grid.querySelectorAll('tbody tr')).toHaveLength(50);
    expect(screen.getByTestId('report-grid-range').textContent).toBe('Rows 1–50 of 619');
    await userEvent.click(screen.getByTestId('report-action-csv'));
    await vi.waitFor(() => expect(exported.csv).toHaveBeenCalledOnce());
    const [csvGrid] = exported.csv.mock.calls[0] as [ReportGrid];
    expect(csvGrid.rows).toHaveLength(619);
  });

  it('writes its first 40 rows into the PDF, and a note that the CSV holds them all', async () => {
    signIn(['gestation']);
    renderTile(visits);
    await screen.findByTestId('report-grid');
    await userEvent.click(screen.getByTestId('report-action-pdf'));
    await vi.waitFor(() => expect(exported.pdf).toHaveBeenCalledOnce());
    const [{ sections }] = exported.pdf.mock.calls[0] as [{ sections: PdfSection[] }];
    expect(sections[0]!.table!.rows).toHaveLength(40);
    expect(sections[0]!.table!.note).toBe('First 40 of 619 rows; the CSV export holds them all.');
  });

  it('prints a list made for paper whole (the walk of the barn)', async () => {
    signIn(['gestation']);
    renderTile({ ...visits, pdfWholeList: true });
    await screen.findByTestId('report-grid');
    await userEvent.click(screen.getByTestId('report-action-pdf'));
    await vi.waitFor(() => expect(exported.pdf).toHaveBeenCalledOnce());
    const [{ sections }] = exported.pdf.mock.calls[0] as [{ sections: PdfSection[] }];
    expect(sections[0]!.table!.rows).toHaveLength(619);
    expect(sections[0]!.table!.note).toBeUndefined();
  });
});
