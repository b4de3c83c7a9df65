import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ReportRequest } from '../../../lib/reports/report-definition';
import { reportQueryKey } from '../../../lib/reports/use-report-series';
import type { NotificationsPage, StationNotification } from './notifications-api';
import {
  notificationsPageKey,
  putBack,
  refreshNotifications,
  showSeenAtOnce,
} from './notifications-cache';

function unseen(id: string): StationNotification {
  return {
    id,
    code: 108,
    station: 'ESF 1-1',
    station_kind: 'gestation_station',
    location: null,
    date: '2026-03-10',
    at: '2026-03-10T12:05:00.000Z',
    seen: false,
  };
}

/** A first page of 20 per page, `total` unseen in all. */
function page(ids: string[], total = ids.length): NotificationsPage {
  const pages = Math.ceil(total / 20);
  const meta = { total, pages, per_page: 20, current_page: 1, last_page: pages };
  return { data: ids.map(unseen), meta: { ...meta, first: true, empty: ids.length === 0 } };
}

/** The dashboard tile's query of a site, as the tile system keys it. */
const tileKey = (siteId: string) =>
  reportQueryKey('notifications', {
    siteId,
    range: null,
    lactationDays: null,
    filters: {},
    page: 1,
  } satisfies ReportRequest);

/** The site's lists cached by the page and the tile, and another site's tile. */
function cachedLists() {
  const client = new QueryClient();
  client.setQueryData(notificationsPageKey('s1', 'all', 1), page(['n1', 'n2']));
  client.setQueryData(notificationsPageKey('s1', 'unseen', 1), page(['n1', 'n2'], 25));
  client.setQueryData(notificationsPageKey('s1', 'unseen', 2), page(['n3'], 25));
  client.setQueryData(tileKey('s1'), page(['n1', 'n2'], 25));
  client.setQueryData(tileKey('s2'), page(['n2']));
  return client;
}

const read = (client: QueryClient, key: readonly unknown[]) => {
  const answer = client.getQueryData<NotificationsPage>(key)!;
  return {
    rows: answer.data.map((n) => `${n.id}${n.seen ? ' seen' : ''}`),
    total: answer.meta.total,
  };
};

describe('notifications cache', () => {
  it("shows a notification seen in every list of the site and the tile's count", async () => {
    const client = cachedLists();
    await showSeenAtOnce(client, 's1', 'n2');
    expect(read(client, notificationsPageKey('s1', 'all', 1))).toEqual({
      rows: ['n1', 'n2 seen'],
      total: 2,
    });
    expect(read(client, notificationsPageKey('s1', 'unseen', 1))).toEqual({
      rows: ['n1'],
      total: 24,
    });
    // Not on this page, but one fewer unseen all the same.
    expect(read(client, notificationsPageKey('s1', 'unseen', 2))).toEqual({
      rows: ['n3'],
      total: 24,
    });
    expect(read(client, tileKey('s1'))).toEqual({ rows: ['n1'], total: 24 });
    expect(read(client, tileKey('s2'))).toEqual({ rows: ['n2'], total: 1 });
  });

  it('puts every list back as it was', async () => {
    const client = cachedLists();
    const before = cachedLists();
    putBack(client, await showSeenAtOnce(client, 's1', 'n2'));
    for (const key of [notificationsPageKey('s1', 'unseen', 1), tileKey('s1')])
      expect(read(client, key)).toEqual(read(before, key));
  });

  it("reads again the site's lists and tile, not another site's", async () => {
    const client = cachedLists();
    await refreshNotifications(client, 's1');
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(notificationsPageKey('s1', 'all', 1))).toBe(true);
    expect(stale(tileKey('s1'))).toBe(true);
    expect(stale(tileKey('s2'))).toBe(false);
  });
});
