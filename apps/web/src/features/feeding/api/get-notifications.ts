import { feedingNotificationsPageSchema } from '@barnboard/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { signalOption, sitePath } from '../../../lib/api/site-path';

export type NotificationsAnswer = z.infer<typeof feedingNotificationsPageSchema>;

/** How many of the latest unseen notifications the dashboard tile lists. */
export const LATEST_NOTIFICATIONS = 20;

/**
 * GET …/feeding/notifications?seen=unseen: the site's latest unseen station alarms, newest
 * first, from today (the route's default, spec §7 "on or after today").
 */
export function getUnseenNotifications(
  siteId: string,
  signal?: AbortSignal,
): Promise<NotificationsAnswer> {
  return api.request(sitePath(siteId, 'feeding/notifications'), {
    query: { seen: 'unseen', page: 1, per_page: LATEST_NOTIFICATIONS },
    schema: feedingNotificationsPageSchema,
    ...signalOption(signal),
  });
}
