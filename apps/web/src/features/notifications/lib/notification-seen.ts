import type { NotificationsPage } from '../api/notifications-api';

/**
 * A page of notifications as it reads once notification `id` is seen: flagged in a list of all,
 * gone from an unseen-only list. An unseen list's total drops even when the notification is on
 * another of its pages, since every unseen list counts it.
 */
export function withNotificationSeen(
  page: NotificationsPage,
  id: string,
  unseenOnly: boolean,
): NotificationsPage {
  if (!unseenOnly) {
    return {
      ...page,
      data: page.data.map((notification) =>
        notification.id === id ? { ...notification, seen: true } : notification,
      ),
    };
  }
  return {
    data: page.data.filter((notification) => notification.id !== id),
    meta: { ...page.meta, total: Math.max(0, page.meta.total - 1) },
  };
}
