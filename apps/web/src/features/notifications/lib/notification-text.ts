import type { TFunction } from 'i18next';
import type { StationNotification } from '../api/notifications-api';

/** What a notification says in the user's language; a code the catalogues lack says so. */
export function notificationText(t: TFunction, notification: StationNotification): string {
  return t(`notificationCodes.${notification.code}`, {
    defaultValue: t('notifications.unknownCode', { code: notification.code }),
  });
}
