import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { resetSessionState } from '../../../lib/session/session-store';
import { renderComponent } from '../../../testing/render-component';
import { startTestSession } from '../../../testing/session-fixture';
import type * as NotificationsApi from '../api/notifications-api';
import type { NotificationsPage as Page } from '../api/notifications-api';
import { NotificationsPage } from './notifications-page';

const api = vi.hoisted(() => ({ fetchNotifications: vi.fn(), markAllNotificationsSeen: vi.fn() }));
vi.mock('../api/notifications-api', async (importOriginal) => ({
  ...(await importOriginal<typeof NotificationsApi>()),
  ...api,
}));

function page(seen: boolean, pages = 1): Page {
  return {
    data: [
      {
        id: 'n1',
        code: 108,
        station: 'ESF 1-1',
        station_kind: 'gestation_station',
        location: 'Gestation pen 1',
        date: '2026-03-10',
        at: '2026-03-10T12:05:00.000Z',
        seen,
      },
    ],
    meta: {
      total: pages * 20,
      pages,
      per_page: 20,
      current_page: 1,
      last_page: pages,
      first: true,
      empty: false,
    },
  };
}

beforeEach(async () => {
  await i18n.changeLanguage('fr');
  api.fetchNotifications.mockResolvedValue(page(false, 3));
  api.markAllNotificationsSeen.mockResolvedValue({ marked: 1 });
});
afterEach(() => {
  cleanup();
  resetSessionState();
  vi.clearAllMocks();
});

describe('NotificationsPage', () => {
  it("shows each notification's text in the user's language, where and when", async () => {
    const { site } = startTestSession({ userPrefs: { DateFormat: 'DD-MM-YYYY', TimeFormat: 12 } });
    renderComponent(<NotificationsPage />, '/dashboard/notifications');
    const row = await screen.findByTestId('notification-row');
    expect(row.dataset.code).toBe('108');
    expect(screen.getByTestId('notification-text').textContent).toBe(
      i18n.t('notificationCodes.108'),
    );
    expect(row.textContent).toContain('Station de gestation ESF 1-1 · Gestation pen 1');
    // 12:05 UTC is 8:05 in Montreal (the site's time zone).
    expect(screen.getByTestId('notification-time').textContent).toMatch(/^10-03-2026 8:05/);
    expect(api.fetchNotifications).toHaveBeenCalledWith(expect.anything(), site.id, {
      seen: 'all',
      page: 1,
    });
  });

  it('filters the unseen only, pages, and marks all seen', async () => {
    const { site } = startTestSession();
    renderComponent(<NotificationsPage />, '/dashboard/notifications');
    await screen.findByTestId('notification-row');
    await userEvent.click(screen.getByRole('radio', { name: 'Non vues seulement' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() =>
      expect(api.fetchNotifications).toHaveBeenLastCalledWith(expect.anything(), site.id, {
        seen: 'unseen',
        page: 2,
      }),
    );
    api.fetchNotifications.mockResolvedValue(page(true));
    await userEvent.click(screen.getByRole('button', { name: 'Tout marquer comme vu' }));
    expect(api.markAllNotificationsSeen).toHaveBeenCalledWith(expect.anything(), site.id);
    await waitFor(() => expect(screen.getByTestId('notification-row').dataset.seen).toBe('true'));
  });

  it('is closed to users without feeding access on the site', () => {
    startTestSession({ accessType: { feeding: [], zootech: true, silo: true } });
    renderComponent(<NotificationsPage />, '/dashboard/notifications');
    expect(screen.getByTestId('notifications-no-access').textContent).toContain(
      'Maternité Saint-Hyacinthe',
    );
    expect(api.fetchNotifications).not.toHaveBeenCalled();
  });
});
