import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import { resetSessionState } from '../../../lib/session/session-store';
import { renderComponent } from '../../../testing/render-component';
import { startTestSession } from '../../../testing/session-fixture';
import type * as NotificationsApi from '../api/notifications-api';
import type { NotificationsPage as Page, StationNotification } from '../api/notifications-api';
import { NotificationsPage } from './notifications-page';

const api = vi.hoisted(() => ({
  fetchNotifications: vi.fn<typeof NotificationsApi.fetchNotifications>(),
  markAllNotificationsSeen: vi.fn<typeof NotificationsApi.markAllNotificationsSeen>(),
  markNotificationsSeen: vi.fn<typeof NotificationsApi.markNotificationsSeen>(),
}));
vi.mock('../api/notifications-api', async (importOriginal) => ({
  ...(await importOriginal<typeof NotificationsApi>()),
  ...api,
}));

function notification(
  id: string,
  code: number,
  station: string,
  seen = false,
): StationNotification {
  const lactation = station.startsWith('LF');
  return {
    id,
    code,
    station,
    station_kind: lactation ? 'lactation_feeder' : 'gestation_station',
    location: lactation ? 'Farrowing A-1' : 'Gestation pen 1',
    date: '2026-03-10',
    at: '2026-03-10T12:05:00.000Z',
    seen,
  };
}

function page(data: StationNotification[], pages = 1): Page {
  return {
    data,
    meta: {
      total: pages === 1 ? data.length : pages * 20,
      pages,
      per_page: 20,
      current_page: 1,
      last_page: pages,
      first: true,
      empty: data.length === 0,
    },
  };
}

/** Three unseen alarms: "Aucun débit" on ESF 1-2 is the one marked in the tests below. */
const UNSEEN = [
  notification('n1', 108, 'ESF 1-1'),
  notification('n2', 201, 'ESF 1-2'),
  notification('n3', 303, 'LF A-1'),
];
const MARK_ESF_1_2 = 'Marquer comme vue : Aucun débit, ESF 1-2';

/**
 * Stands in for the server: lists `rows` and marks them seen as asked, each mark answered only
 * on `answer()`, so the tests see the page before the answer. A server that refuses answers 503
 * to the mark and to every read after it, so only the page itself can put the row back.
 */
function serveNotifications(rows: StationNotification[], { refuses = false } = {}) {
  const seen = new Set<string>();
  let refused = false;
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const unavailable = () => new ApiError(503, { code: 'unavailable', message: 'Down' });
  api.fetchNotifications.mockImplementation((_client, _siteId, query) => {
    if (refused) return Promise.reject(unavailable());
    const listed = rows
      .map((row) => ({ ...row, seen: row.seen || seen.has(row.id) }))
      .filter((row) => query.seen === 'all' || !row.seen);
    return Promise.resolve(page(listed));
  });
  api.markNotificationsSeen.mockImplementation(async (_client, _siteId, ids) => {
    await answered;
    refused = refuses;
    if (refuses) throw unavailable();
    ids.forEach((id) => seen.add(id));
    return { marked: ids.length };
  });
  return { answer };
}

/** Each row's station and whether it shows seen, in the order shown. */
function shownRows(): string[] {
  return screen
    .queryAllByTestId('notification-row')
    .map((row) => `${/(ESF|LF) [\w-]+/.exec(row.textContent)?.[0]} seen=${row.dataset.seen}`);
}

beforeEach(async () => {
  await i18n.changeLanguage('fr');
  api.fetchNotifications.mockResolvedValue(page([notification('n1', 108, 'ESF 1-1')], 3));
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
    api.fetchNotifications.mockResolvedValue(page([notification('n1', 108, 'ESF 1-1', true)]));
    await userEvent.click(screen.getByRole('button', { name: 'Tout marquer comme vu' }));
    expect(api.markAllNotificationsSeen).toHaveBeenCalledWith(expect.anything(), site.id);
    await waitFor(() => expect(screen.getByTestId('notification-row').dataset.seen).toBe('true'));
  });

  it('marks one notification seen at once, sending only its id', async () => {
    const { site } = startTestSession();
    const server = serveNotifications(UNSEEN);
    renderComponent(<NotificationsPage />, '/dashboard/notifications');
    await userEvent.click(await screen.findByRole('button', { name: MARK_ESF_1_2 }));

    expect(api.markNotificationsSeen).toHaveBeenCalledExactlyOnceWith(expect.anything(), site.id, [
      'n2',
    ]);
    const marked = ['ESF 1-1 seen=false', 'ESF 1-2 seen=true', 'LF A-1 seen=false'];
    expect(shownRows()).toEqual(marked);
    expect(screen.getAllByTestId('notification-mark-seen')).toHaveLength(2);

    server.answer();
    // Once the server has answered, the list is read again and agrees.
    await waitFor(() => expect(api.fetchNotifications).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(shownRows()).toEqual(marked));
  });

  it('takes a notification marked seen out of the unseen only list at once', async () => {
    startTestSession();
    const server = serveNotifications(UNSEEN);
    renderComponent(<NotificationsPage />, '/dashboard/notifications');
    await screen.findAllByTestId('notification-row');
    await userEvent.click(screen.getByRole('radio', { name: 'Non vues seulement' }));
    await userEvent.click(await screen.findByRole('button', { name: MARK_ESF_1_2 }));

    const left = ['ESF 1-1 seen=false', 'LF A-1 seen=false'];
    expect(shownRows()).toEqual(left);
    server.answer();
    await waitFor(() => expect(api.fetchNotifications).toHaveBeenCalledTimes(3));
    expect(shownRows()).toEqual(left);
  });

  it('puts a refused notification back where it was and says so', async () => {
    startTestSession();
    const server = serveNotifications(UNSEEN, { refuses: true });
    renderComponent(<NotificationsPage />, '/dashboard/notifications');
    await screen.findAllByTestId('notification-row');
    await userEvent.click(screen.getByRole('radio', { name: 'Non vues seulement' }));
    await userEvent.click(await screen.findByRole('button', { name: MARK_ESF_1_2 }));
    expect(shownRows()).toHaveLength(2);

    server.answer();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'La notification « Aucun débit » (ESF 1-2) n’a pas pu être marquée comme vue : elle est ' +
        'de nouveau affichée comme non vue. Réessayez dans un instant.',
    );
    expect(shownRows()).toEqual(['ESF 1-1 seen=false', 'ESF 1-2 seen=false', 'LF A-1 seen=false']);
    expect(screen.getByRole('button', { name: MARK_ESF_1_2 })).toBeTruthy();

    await userEvent.click(within(alert).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('alert')).toBeNull();
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
