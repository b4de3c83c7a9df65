import {
  feedingNotificationsPageSchema,
  markNotificationsSeenAnswerSchema,
  type MarkNotificationsSeenBody,
} from '@barnboard/domain';
import type { z } from 'zod';
import type { ApiClient } from '../../../lib/api/api-client';

export type NotificationsPage = z.infer<typeof feedingNotificationsPageSchema>;
export type StationNotification = NotificationsPage['data'][number];
export type SeenFilter = 'all' | 'unseen';

/** Rows of a notifications page; the list is long on busy farms, so it is read page by page. */
export const NOTIFICATIONS_PER_PAGE = 20;

/** GET …/feeding/notifications (docs/feeding.md): from today on, newest first. */
export function fetchNotifications(
  client: ApiClient,
  siteId: string,
  query: { seen: SeenFilter; page: number },
): Promise<NotificationsPage> {
  return client.request(`/api/sites/${siteId}/feeding/notifications`, {
    query: { seen: query.seen, page: query.page, per_page: NOTIFICATIONS_PER_PAGE },
    schema: feedingNotificationsPageSchema,
  });
}

/** POST …/feeding/notifications/seen: answers how many went from unseen to seen. */
function postSeen(
  client: ApiClient,
  siteId: string,
  body: MarkNotificationsSeenBody,
): Promise<{ marked: number }> {
  return client.request(`/api/sites/${siteId}/feeding/notifications/seen`, {
    method: 'POST',
    body,
    schema: markNotificationsSeenAnswerSchema,
  });
}

/** Every notification of the site. */
export function markAllNotificationsSeen(
  client: ApiClient,
  siteId: string,
): Promise<{ marked: number }> {
  return postSeen(client, siteId, { all: true });
}

/** The notifications named; the server ignores ids of other sites. */
export function markNotificationsSeen(
  client: ApiClient,
  siteId: string,
  ids: string[],
): Promise<{ marked: number }> {
  return postSeen(client, siteId, { ids });
}
