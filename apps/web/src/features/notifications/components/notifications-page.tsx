import { Alert, Button, Group, Pagination, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconChecks, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSeeTile } from '../../../lib/reports/tile-access';
import { useTileAccessContext } from '../../../lib/reports/use-tile-access';
import { useCurrentSite } from '../../../lib/session/session-store';
import type { SeenFilter } from '../api/notifications-api';
import { useMarkAllSeen, useMarkOneSeen, useNotifications } from '../api/use-notifications';
import { notificationText } from '../lib/notification-text';
import { NotificationList } from './notification-list';

/**
 * The feeding stations' notifications of the current site (spec §2), from today on, newest
 * first: all of them or the unseen only, page by page; marked seen one by one or all at once.
 * Only for users with feeding access on the site, like the feeding tiles.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const site = useCurrentSite();
  const context = useTileAccessContext();
  if (!context) return null;
  if (!site || !canSeeTile(context, 'notifications')) {
    return (
      <Alert icon={<IconLock size={18} />} color="gray" data-testid="notifications-no-access">
        {site ? t('notifications.noAccess', { site: site.name }) : t('notifications.noSite')}
      </Alert>
    );
  }
  return <SiteNotifications key={site.id} siteId={site.id} timeZone={site.timezone} />;
}

function SiteNotifications({ siteId, timeZone }: { siteId: string; timeZone: string }) {
  const { t } = useTranslation();
  const [seen, setSeen] = useState<SeenFilter>('all');
  const [page, setPage] = useState(1);
  const notifications = useNotifications(siteId, seen, page);
  const markAllSeen = useMarkAllSeen(siteId);
  const { markSeen, refused, dismissRefusal } = useMarkOneSeen(siteId);
  const meta = notifications.data?.meta;

  return (
    <Stack gap="md" data-testid="notifications-page">
      <Text size="sm" c="dimmed">
        {t('notifications.intro')}
      </Text>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={seen}
          onChange={(value) => {
            setSeen(value);
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('notifications.filter.all') },
            { value: 'unseen', label: t('notifications.filter.unseen') },
          ]}
          data-testid="notifications-filter"
        />
        <Button
          variant="light"
          leftSection={<IconChecks size={16} />}
          onClick={() => markAllSeen.mutate()}
          loading={markAllSeen.isPending}
          data-testid="notifications-mark-all"
        >
          {t('notifications.markAllSeen')}
        </Button>
      </Group>
      {refused && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} />}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={dismissRefusal}
          data-testid="notifications-mark-refused"
        >
          {t('notifications.markSeenRefused', {
            notification: notificationText(t, refused),
            station: refused.station,
          })}
        </Alert>
      )}
      <NotificationList
        notifications={notifications.data?.data}
        loading={notifications.isPending}
        timeZone={timeZone}
        unseenOnly={seen === 'unseen'}
        onMarkSeen={markSeen}
      />
      {meta && meta.pages > 1 && (
        <Pagination
          total={meta.pages}
          value={page}
          onChange={setPage}
          withEdges
          style={{ alignSelf: 'center' }}
          data-testid="notifications-pagination"
        />
      )}
    </Stack>
  );
}
