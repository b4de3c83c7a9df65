import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dateOfDay, dayNumber, reproductionAnalysis } from '@barnboard/domain';
import { i18n } from '../../../i18n';
import type { ReportRequest } from '../../../lib/reports/report-definition';
import { resetSessionState, setSessionState } from '../../../lib/session/session-store';
import { siteDay } from '../../../lib/site-time/site-clock';
import { makeMembership, makeSite, makeTenant, makeUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-app';
import { polyfillResizeObserver } from '../../../testing/resize-observer';
import { ReproductionAnalysisPage } from './herd-analysis-reports';

const saved = vi.hoisted(() => ({ save: vi.fn(() => Promise.resolve()) }));
vi.mock('../../../lib/session/optimistic-preferences', () => ({
  savePreferencesOptimistically: saved.save,
}));
vi.mock('../../../lib/reports/use-site-last-update', () => ({ useSiteLastUpdate: () => null }));
const asked = vi.hoisted(() => ({ requests: [] as ReportRequest[] }));
vi.mock('../api/herd-answers', () => ({
  getPigletMortality: vi.fn(),
  getSowWithdrawals: vi.fn(),
  getReproductionAnalysis: (request: ReportRequest) => {
    asked.requests.push(request);
    const range = request.range!;
    // One pending service ten days old: a report with something to show.
    const service = {
      animal: 'S1',
      day: dayNumber(range.to) - 10,
      parity: 1,
      first: true,
      interval: null,
      boar: 'B1',
      user: null,
      outcome: 'pending' as const,
      outcomeDay: null,
      confirmed: false,
    };
    return Promise.resolve(reproductionAnalysis(range, range.to, [service], { parity: [] }));
  },
}));

const tenant = makeTenant('Ferme du Bocage');
const site = makeSite('Maternité Saint-Hyacinthe', tenant, { timezone: 'America/Montreal' });

beforeAll(async () => {
  polyfillResizeObserver();
  await i18n.changeLanguage('en');
  // The chart loads ECharts (540 kB) by a dynamic import. Loaded here once, so the wait for the
  // chart below is for its drawing, not for a first compile of ECharts, which took over the
  // 1 s that wait allows on a fresh clone with both cores busy (CI saw it).
  await import('../../../lib/charts/echarts');
});
beforeEach(() => {
  asked.requests = [];
  saved.save.mockClear();
  setSessionState(() => ({
    status: 'ready',
    currentSiteId: site.id,
    data: { user: makeUser(), memberships: [makeMembership(tenant)], sites: [site] },
  }));
});
afterEach(() => {
  cleanup();
  resetSessionState();
});

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoute(
    '/',
    <QueryClientProvider client={client}>
      <ReproductionAnalysisPage />
    </QueryClientProvider>,
  );
}

describe('the reproduction analysis screen', () => {
  it('asks for the last 120 days by default, and lists its many views as chips', async () => {
    renderScreen();
    await screen.findByTestId('report-grid');
    const today = siteDay(site.timezone);
    expect(asked.requests[0]!.range).toEqual({
      from: dateOfDay(dayNumber(today) - 119),
      to: today,
    });
    const views = screen.getByTestId('report-views');
    expect(within(views).getAllByRole('radio')).toHaveLength(9);
    await userEvent.click(within(views).getByText('Returns'));
    expect(within(screen.getByTestId('report-grid')).getByText('Early (11–17 days)')).toBeTruthy();
    // The view's chart imports ECharts on its own: waited for, or the file could end (and jsdom
    // be torn down) while ECharts still loads, which fails the run with "document is not defined".
    await waitFor(() => expect(screen.getByTestId('report-chart').dataset.ready).toBe('true'));
  });

  it('refuses in the panel a period reaching further back than 120 days', async () => {
    renderScreen();
    await screen.findByTestId('report-grid');
    await userEvent.click(screen.getByTestId('report-action-filters'));
    const count = await screen.findByTestId('filter-period-count');
    await userEvent.clear(count);
    await userEvent.type(count, '5');
    await userEvent.selectOptions(screen.getByTestId('filter-period-unit'), 'month');
    await userEvent.click(screen.getByTestId('filter-apply'));
    expect(screen.getByText('This report looks back at most 120 days')).toBeTruthy();
    expect(saved.save).not.toHaveBeenCalled();

    await userEvent.selectOptions(screen.getByTestId('filter-period-unit'), 'week');
    await userEvent.clear(count);
    await userEvent.type(count, '17');
    await userEvent.click(screen.getByTestId('filter-apply'));
    expect(saved.save).toHaveBeenCalledWith({ tilePeriods: { 'reproduction-analysis': 0.119 } });
  });
});
