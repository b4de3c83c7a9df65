import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SessionExpiredError } from '../../../lib/api/api-error';
import { api } from '../../../lib/api/client';
import { liveMeta } from '../../../lib/live/live-meta';
import {
  notificationsPageKey,
  putBack,
  refreshNotifications,
  showSeenAtOnce,
} from './notifications-cache';
import {
  fetchNotifications,
  markAllNotificationsSeen,
  markNotificationsSeen,
  type SeenFilter,
  type StationNotification,
} from './notifications-api';

export function useNotifications(siteId: string, seen: SeenFilter, page: number) {
  return useQuery({
    queryKey: notificationsPageKey(siteId, seen, page),
    queryFn: () => fetchNotifications(api, siteId, { seen, page }),
    // A station's new alarm shows without a reload (docs/live.md).
    meta: liveMeta(['notifications'], siteId),
    // Paging keeps the previous rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** Marks every notification of the site seen, then reads the lists again. */
export function useMarkAllSeen(siteId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsSeen(api, siteId),
    onSuccess: () => refreshNotifications(client, siteId),
  });
}

const markOneKey = (siteId: string) => ['mark-notification-seen', siteId] as const;

/**
 * Marks one notification seen, shown at once in every list and count. If the server refuses,
 * the lists are put back and `refused` names the notification until the next mark or dismissal.
 */
export function useMarkOneSeen(siteId: string) {
  const client = useQueryClient();
  const [refused, setRefused] = useState<StationNotification | null>(null);
  const mutation = useMutation({
    mutationKey: markOneKey(siteId),
    mutationFn: (notification: StationNotification) =>
      markNotificationsSeen(api, siteId, [notification.id]),
    onMutate: (notification) => {
      setRefused(null);
      return showSeenAtOnce(client, siteId, notification.id);
    },
    onError: (error, notification, snapshot) => {
      if (snapshot) putBack(client, snapshot);
      // An expired session already sends the user to sign in again.
      if (!(error instanceof SessionExpiredError)) setRefused(notification);
    },
    // With several marks on their way (a quick hand down the list), the last one to end reads
    // the lists again: an earlier read would show the later ones unseen for a moment.
    onSettled: () =>
      client.isMutating({ mutationKey: markOneKey(siteId) }) === 1
        ? refreshNotifications(client, siteId)
        : undefined,
  });
  return { markSeen: mutation.mutate, refused, dismissRefusal: () => setRefused(null) };
}
