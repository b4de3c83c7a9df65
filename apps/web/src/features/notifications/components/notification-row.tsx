import {
  ActionIcon,
  Badge,
  Box,
  Flex,
  Group,
  Indicator,
  Paper,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import type { DisplayPrefs } from '@barnboard/domain';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StationNotification } from '../api/notifications-api';
import { notificationText } from '../lib/notification-text';
import { siteClock } from '../../../lib/site-time/site-clock';

/** The mark-seen button's size, and that of the slot it leaves once the row is seen. */
const ACTION_SIZE = 28;

type NotificationRowProps = {
  notification: StationNotification;
  timeZone: string;
  prefs: DisplayPrefs;
  onMarkSeen: (notification: StationNotification) => void;
};

/** A notification's code, its text, where and when; an unseen one can be marked seen alone. */
export function NotificationRow({
  notification,
  timeZone,
  prefs,
  onMarkSeen,
}: NotificationRowProps) {
  const { t } = useTranslation();
  const text = notificationText(t, notification);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      px="md"
      py="sm"
      data-testid="notification-row"
      data-code={notification.code}
      data-seen={notification.seen}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Indicator disabled={notification.seen} size={8} position="top-start" offset={2}>
          <Badge variant="light" color={notification.seen ? 'gray' : 'orange'} miw={48}>
            {notification.code}
          </Badge>
        </Indicator>
        {/* On a phone the time goes under the text, leaving the text the width to be read. */}
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          gap={{ base: 2, sm: 'sm' }}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Stack gap={2} style={{ minWidth: 0 }}>
            {/* Not a paragraph: bold only while unseen, it is no heading of the line under it. */}
            <Text
              component="div"
              size="sm"
              fw={notification.seen ? 400 : 600}
              data-testid="notification-text"
            >
              {text}
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
          <Text
            size="xs"
            c="dimmed"
            style={{ whiteSpace: 'nowrap' }}
            data-testid="notification-time"
          >
            {siteClock(timeZone, prefs).dateTime(notification.at)}
          </Text>
        </Flex>
        {/* The slot stays once the button goes: seen and unseen rows keep their times aligned. */}
        <Box w={ACTION_SIZE} style={{ flexShrink: 0 }}>
          {!notification.seen && (
            <Tooltip label={t('notifications.markSeen')} withArrow>
              <ActionIcon
                size={ACTION_SIZE}
                variant="subtle"
                color="gray"
                aria-label={t('notifications.markSeenOf', {
                  notification: text,
                  station: notification.station,
                })}
                onClick={() => onMarkSeen(notification)}
                data-testid="notification-mark-seen"
              >
                <IconCheck size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Box>
      </Group>
    </Paper>
  );
}
