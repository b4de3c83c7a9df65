import { Text } from '@mantine/core';
import type { ManagedUser } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';
import type { SiteClock } from '../../../lib/site-time/site-clock';

/** What the person's state means, in a sentence (spec §8's unconfirmed and deactivated). */
export function StateLine({ person, clock }: { person: ManagedUser; clock: SiteClock }) {
  const { t } = useTranslation();
  let text: string;
  if (person.state === 'deactivated' && person.deactivated_at)
    text = t('usersManager.stateHelp.deactivated', { date: clock.day(person.deactivated_at) });
  else if (person.state === 'invited' && person.invitation)
    text = person.invitation.expired
      ? t('usersManager.stateHelp.invitationExpired', {
          date: clock.day(person.invitation.expires_at),
        })
      : t('usersManager.stateHelp.invited', {
          sent: clock.day(person.invitation.sent_at),
          expires: clock.day(person.invitation.expires_at),
        });
  else if (person.state === 'invited' && person.must_change_password)
    text = t('usersManager.stateHelp.firstPassword');
  else if (person.state === 'invited') text = t('usersManager.messages.user.unconfirmed');
  else if (person.state === 'expired') text = t('usersManager.stateHelp.expired');
  else return null;
  return (
    <Text size="sm" c="dimmed" data-testid="user-state-help">
      {text}
    </Text>
  );
}
