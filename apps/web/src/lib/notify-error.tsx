import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SUPPORT_EMAIL } from '../config/contact';
import { i18n } from '../i18n';
import { ApiError, SessionExpiredError } from './api/api-error';

/**
 * Generic HTTP error of spec §8: 500 and above is a technical problem with a contact link;
 * anything else asks the user to check the connection. Expired sessions are already handled.
 */
export function notifyHttpError(error: unknown): void {
  if (error instanceof SessionExpiredError) return;
  const technical = error instanceof ApiError && error.status >= 500;
  notifications.show({
    color: 'red',
    title: i18n.t('errors.title'),
    message: technical ? (
      <Text size="sm">
        {i18n.t('errors.technical')}{' '}
        <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm">
          {i18n.t('errors.contactUs')}
        </Anchor>
      </Text>
    ) : (
      i18n.t('errors.generic')
    ),
  });
}
