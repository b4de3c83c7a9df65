import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { siteReportQueryKey } from '../../../lib/reports/use-report-series';
import { withNotificationSeen } from '../lib/notification-seen';
import type { NotificationsPage, SeenFilter } from './notifications-api';

/** The notifications page's lists of a site, every filter and page. */
export const notificationsKey = (siteId: string) => ['feeding-notifications', siteId] as const;

export const notificationsPageKey = (siteId: string, seen: SeenFilter, page: number) =>
  [...notificationsKey(siteId), seen, page] as const;

/** The dashboard tile's list of the site's latest unseen notifications, and their count. */
const unseenTileKey = (siteId: string) => siteReportQueryKey('notifications', siteId);

/** The cached lists as they were before a change shown at once, to put back if it is refused. */
export type NotificationsSnapshot = [QueryKey, NotificationsPage | undefined][];

/** Reads again whatever lists or counts the site's notifications: the page's and the tile's. */
export function refreshNotifications(client: QueryClient, siteId: string): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: notificationsKey(siteId) }),
    client.invalidateQueries({ queryKey: unseenTileKey(siteId) }),
  ]);
}

/**
 * Shows notification `id` seen in every cached list of the site, before the server answers.
 * Answers the lists as they were.
 */
export async function showSeenAtOnce(
  client: QueryClient,
  siteId: string,
  id: string,
): Promise<NotificationsSnapshot> {
  // A read already on its way would land after the change and undo it.
  await Promise.all([
    client.cancelQueries({ queryKey: notificationsKey(siteId) }),
    client.cancelQueries({ queryKey: unseenTileKey(siteId) }),
  ]);
  const pages = client.getQueriesData<NotificationsPage>({ queryKey: notificationsKey(siteId) });
  const tiles = client.getQueriesData<NotificationsPage>({ queryKey: unseenTileKey(siteId) });
  const change = (key: QueryKey, unseenOnly: boolean) =>
    client.setQueryData<NotificationsPage>(
      key,
      (page) => page && withNotificationSeen(page, id, unseenOnly),
    );
  // The page's keys end with their filter and page (notificationsPageKey).
  for (const [key] of pages) change(key, key[2] === 'unseen');
  for (const [key] of tiles) change(key, true);
  return [...pages, ...tiles];
}

export function putBack(client: QueryClient, snapshot: NotificationsSnapshot): void {
  for (const [key, data] of snapshot) client.setQueryData(key, data);
}
