import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { getSessionState, resetSessionState } from '../../../lib/session/session-store';
import { renderComponent } from '../../../testing/render-component';
import { echoPatchUser, sessionPrefs, startTestSession } from '../../../testing/session-fixture';
import { ObjectivesPage } from './objectives-page';

const mocks = vi.hoisted(() => ({ patchUser: vi.fn(), request: vi.fn() }));
vi.mock('../../../lib/session/session-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  patchUser: mocks.patchUser,
}));
vi.mock('../../../lib/api/client', () => ({ api: { request: mocks.request } }));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  mocks.patchUser.mockImplementation(echoPatchUser);
  // PATCH /api/sites/{id} answers the site with the preferences sent.
  mocks.request.mockImplementation((_path: string, options: { body: { prefs: string } }) =>
    Promise.resolve({ ...getSessionState().data!.sites[0], preferences: options.body.prefs }),
  );
});
afterEach(() => {
  cleanup();
  resetSessionState();
  vi.clearAllMocks();
});

const row = (metric: string) =>
  within(
    screen.getAllByTestId('objective-row').find((element) => element.dataset.metric === metric)!,
  );
const field = (metric: string, label: string) =>
  row(metric).getByRole('textbox', { name: new RegExp(`^${label} – `) });
const save = () => screen.getByRole('button', { name: 'Save objectives' });

describe('ObjectivesPage', () => {
  it("shows members the site's objectives read-only", () => {
    startTestSession({ role: 'member' });
    renderComponent(<ObjectivesPage />, '/objectives');
    expect(screen.getByTestId('objectives-read-only').textContent).toContain(
      'Only the managers of Maternité Saint-Hyacinthe',
    );
    expect(field('far_rate', 'Low')).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: 'Save objectives' })).toBeNull();
  });

  it('says under a field why it is refused and holds the save back', async () => {
    startTestSession();
    renderComponent(<ObjectivesPage />, '/objectives');
    await userEvent.clear(field('far_rate', 'High'));
    await userEvent.type(field('far_rate', 'High'), '85');
    expect(row('far_rate').getByText('Must be above the one before')).toBeTruthy();
    expect(row('far_rate').getByText('Between low and high')).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
    await userEvent.clear(field('far_rate', 'High'));
    await userEvent.type(field('far_rate', 'High'), 'abc');
    expect(row('far_rate').getByText('Not a number')).toBeTruthy();
  });

  it("saves a manager's site objectives with PATCH /api/sites/{id}", async () => {
    const { site } = startTestSession({
      sitePrefs: { lactation: { lactation_day_range: '2/20' } },
    });
    renderComponent(<ObjectivesPage />, '/objectives');
    await userEvent.clear(field('ges_fed_rate', 'Low'));
    await userEvent.type(field('ges_fed_rate', 'Low'), '96');
    await userEvent.click(save());
    expect(mocks.request).toHaveBeenCalledWith(`/api/sites/${site.id}`, expect.anything());
    const sent = JSON.parse(
      (mocks.request.mock.calls[0]![1] as { body: { prefs: string } }).body.prefs,
    ) as Record<string, unknown>;
    expect(sent).toEqual({
      lactation: { lactation_day_range: '2/20' },
      objectives: {
        ges_fed_rate: { type: 'higher', thresholds: [0.9, 0.96, 0.98, 1, null], fade: 0.25 },
      },
    });
    expect(mocks.patchUser).not.toHaveBeenCalled();
    expect(save()).toHaveProperty('disabled', true);
  });

  it("saves the user's own objectives in the user preferences", async () => {
    startTestSession({ userPrefs: { typeObjectives: 'off' } });
    renderComponent(<ObjectivesPage />, '/objectives');
    expect(screen.getByTestId('objectives-page').dataset.source).toBe('users');
    await userEvent.selectOptions(
      row('parity').getByRole('combobox', { name: 'Objective type of Mean parity' }),
      'none',
    );
    await userEvent.click(save());
    expect(sessionPrefs().objectives).toEqual({
      parity: { type: 'none', thresholds: [null, null, null, null, null], fade: 0.25 },
    });
    expect(mocks.request).not.toHaveBeenCalled();
  });

  it("lists the metrics under the reports that colour them, in spec §9's order", () => {
    startTestSession();
    renderComponent(<ObjectivesPage />, '/objectives');
    const headings = screen.getAllByTestId('objectives-group');
    expect(headings.map((heading) => heading.textContent).slice(0, 4)).toEqual([
      'Dashboards',
      'Gestation losses',
      'Farrowing to weaning',
      'Herd reproduction',
    ]);
    expect(headings.at(-1)!.textContent).toBe('Location use');
    // A metric sits under the first report that colours it: the heading row before its own.
    const reportOf = (metric: string) => {
      let element: Element | null = row(metric).getByRole('combobox').closest('tr');
      while ((element = element!.previousElementSibling)) {
        if (element.getAttribute('data-testid') === 'objectives-group') {
          return element.getAttribute('data-report');
        }
      }
      return null;
    };
    expect(reportOf('npd')).toBe('dashboards');
    expect(reportOf('pc_services_lost')).toBe('losses');
    expect(reportOf('farrowing_interval')).toBe('farrowing-to-weaning');
    expect(reportOf('crate_occupancy')).toBe('locations');
  });

  it('previews the colour of a sample value under the objective being edited', async () => {
    startTestSession();
    renderComponent(<ObjectivesPage />, '/objectives');
    await userEvent.type(row('far_rate').getByTestId('objective-sample'), '87');
    const preview = () => row('far_rate').getByTestId('objective-preview').dataset.colourState;
    expect(preview()).toBe('green-green');
    await userEvent.clear(field('far_rate', 'Low'));
    await userEvent.type(field('far_rate', 'Low'), '87.5');
    expect(preview()).toBe('yellow-green');
  });
});
