import { Badge } from '@mantine/core';
import type { UserState } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<UserState, string> = {
  invited: 'yellow',
  active: 'green',
  expired: 'gray',
  deactivated: 'red',
};

/** A person's state (invited and not confirmed, active, deactivated, membership expired). */
export function StateBadge({ state }: { state: UserState }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLOURS[state]}
      variant="light"
      data-testid="user-state"
      data-state={state}
      // The whole state is read: the badge never shrinks to an ellipsis in a narrow column.
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {t(`usersManager.states.${state}`)}
    </Badge>
  );
}
