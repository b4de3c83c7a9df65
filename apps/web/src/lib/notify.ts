import { notifications, type NotificationData } from '@mantine/notifications';
import { i18n } from '../i18n';

/**
 * Shows a notification whose close button is named in the user's language (axe's button-name:
 * Mantine's close button has no text of its own).
 */
export function notify(data: NotificationData): void {
  notifications.show({ closeButtonProps: { 'aria-label': i18n.t('common.close') }, ...data });
}
