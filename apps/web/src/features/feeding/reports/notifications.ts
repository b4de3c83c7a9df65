import { atSite } from '../../../lib/site-time/site-clock';
import type { ReportDefinition } from '../../../lib/reports/report-definition';
import { gridRows } from '../../../lib/reports/report-table';
import { getUnseenNotifications, type NotificationsAnswer } from '../api/get-notifications';

/**
 * The dashboard's notifications tile: the site's latest unseen station alarms, in the words of
 * the catalogues (notificationCodes, spec §8). The notifications page lists and marks them.
 */
export const notificationsReport: ReportDefinition<NotificationsAnswer> = {
  key: 'notifications',
  titleKey: 'pages.notifications',
  fetch: (request, signal) => getUnseenNotifications(request.siteId, signal),
  live: { topics: ['notifications'], pollMs: 300_000 },
  emptyKey: 'feeding.notifications.none',
  figures: (answer, { t }) => [
    {
      id: 'unseen',
      label: t('feeding.notifications.unseen'),
      kind: 'count',
      value: answer.meta.total,
    },
  ],
  views: [
    {
      id: 'latest',
      labelKey: 'feeding.views.latest',
      grid: (answer, { t, timeZone }) => ({
        columns: [
          { id: 'at', header: t('feeding.columns.time'), kind: 'datetime' },
          { id: 'message', header: t('feeding.columns.message'), kind: 'text' },
          { id: 'station', header: t('feeding.columns.station'), kind: 'text' },
          { id: 'location', header: t('feeding.columns.location'), kind: 'text' },
        ],
        rows: gridRows(
          answer.data,
          (row) => row.id,
          (row) => ({
            // Instants come in UTC; the farm reads them on its own clock.
            at: atSite(row.at, timeZone) ?? row.at,
            message: t(`notificationCodes.${row.code}`, {
              defaultValue: t('feeding.notifications.code', { code: row.code }),
            }),
            station: row.station,
            location: row.location,
          }),
          (row) => ({ 'data-testid': 'notification-row', 'data-code': String(row.code) }),
        ),
      }),
    },
  ],
  isEmpty: (answer) => answer.data.length === 0,
};
