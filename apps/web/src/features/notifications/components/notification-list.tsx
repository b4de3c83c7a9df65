import { Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplayPrefs } from '../../../lib/reports/use-report-preferences';
import type { StationNotification } from '../api/notifications-api';
import { NotificationRow } from './notification-row';

type NotificationListProps = {
  notifications: StationNotification[] | undefined;
  loading: boolean;
  timeZone: string;
  unseenOnly: boolean;
  onMarkSeen: (notification: StationNotification) => void;
};

/** One row per notification, or what an empty list means. */
export function NotificationList({
  notifications,
  loading,
  timeZone,
  unseenOnly,
  onMarkSeen,
}: NotificationListProps) {
  const { t } = useTranslation();
  const prefs = useDisplayPrefs();
  if (loading) return <Loader style={{ alignSelf: 'center' }} />;
  if (!notifications || notifications.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center" data-testid="notifications-empty">
          {t(unseenOnly ? 'notifications.noneUnseen' : 'notifications.none')}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {notifications.map((notification) => (
        <NotificationRow
          key={notification.id}
          notification={notification}
          timeZone={timeZone}
          prefs={prefs}
          onMarkSeen={onMarkSeen}
        />
      ))}
    </Stack>
  );
}
