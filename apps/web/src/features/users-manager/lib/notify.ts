import { notifications } from '@mantine/notifications';
import { i18n } from '../../../i18n';

/** A users-manager message in the corner; its close button says what it does (read aloud). */
export function notify(color: 'green' | 'orange' | 'red', message: string): void {
  notifications.show({
    color,
    message,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}
