import { Badge, Group, Indicator, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplayPrefs } from '../../../lib/reports/use-report-preferences';
import type { StationNotification } from '../api/notifications-api';
import { notificationTime } from '../lib/notification-time';

type NotificationListProps = {
  notifications: StationNotification[] | undefined;
  loading: boolean;
  timeZone: string;
  unseenOnly: boolean;
};

/** One row per notification: its code, its text in the user's language, where and when. */
export function NotificationList({
  notifications,
  loading,
  timeZone,
  unseenOnly,
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
        <Paper
          key={notification.id}
          component="li"
          withBorder
          radius="md"
          px="md"
          py="sm"
          data-testid="notification-row"
          data-code={notification.code}
          data-seen={notification.seen}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
              <Indicator disabled={notification.seen} size={8} position="top-start" offset={2}>
                <Badge variant="light" color={notification.seen ? 'gray' : 'orange'} miw={48}>
                  {notification.code}
                </Badge>
              </Indicator>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={notification.seen ? 400 : 600} data-testid="notification-text">
                  {t(`notificationCodes.${notification.code}`, {
                    defaultValue: t('notifications.unknownCode', { code: notification.code }),
                  })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(notification.location ? 'notifications.whereIn' : 'notifications.where', {
                    kind: t(`notifications.kinds.${notification.station_kind}`),
                    station: notification.station,
                    location: notification.location,
                  })}
                  {!notification.seen && ` · ${t('notifications.unseen')}`}
                </Text>
              </Stack>
            </Group>
            <Text
              size="xs"
              c="dimmed"
              style={{ whiteSpace: 'nowrap' }}
              data-testid="notification-time"
            >
              {notificationTime(notification.at, timeZone, prefs)}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
