import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { displayName, initials } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session/session-store';
import { USER_MENU, visibleEntries } from '../menu-entries';
import { useMenuContext } from '../use-menu-context';

export function UserMenu() {
  const { t } = useTranslation();
  const user = useSession().data?.user;
  const ctx = useMenuContext();
  if (!user || !ctx) return null;
  const name = displayName(user);
  const shown = initials(user);
  const entries = visibleEntries(USER_MENU, ctx);
  return (
    // In the fixed bar, never scrolled away: see the site selector for why not hideDetached.
    <Menu position="bottom-end" width={220} shadow="md" hideDetached={false}>
      <Menu.Target>
        <UnstyledButton
          data-testid="user-badge"
          // The name starts with the initials shown (WCAG 2.5.3, label in name), so that speech
          // input can say what it sees; the full name follows.
          aria-label={t('layout.userMenu.label', { name, initials: shown })}
          title={name}
        >
          <Avatar color="green" radius="xl" size={36}>
            {shown}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('layout.userMenu.signedInAs', { name })}</Menu.Label>
        {entries.map((entry) => {
          const Icon = entry.icon;
          return (
            <Menu.Item
              key={entry.key}
              component={Link}
              to={entry.href ?? '/'}
              leftSection={Icon ? <Icon size={16} stroke={1.6} /> : undefined}
              data-menu-entry={entry.key}
            >
              {t(entry.labelKey)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
