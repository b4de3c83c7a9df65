import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { fetchNotifications, markAllNotificationsSeen, type SeenFilter } from './notifications-api';

const notificationsKey = (siteId: string) => ['feeding-notifications', siteId] as const;

export function useNotifications(siteId: string, seen: SeenFilter, page: number) {
  return useQuery({
    queryKey: [...notificationsKey(siteId), seen, page],
    queryFn: () => fetchNotifications(api, siteId, { seen, page }),
    // Paging keeps the previous rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** Marks every notification of the site seen, then reads the lists again. */
export function useMarkAllSeen(siteId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsSeen(api, siteId),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsKey(siteId) }),
  });
}
