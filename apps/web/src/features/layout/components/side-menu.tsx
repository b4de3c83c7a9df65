import { NavLink, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SIDE_MENU, visibleEntries, type MenuEntry } from '../menu-entries';
import { useMenuContext } from '../use-menu-context';

type SideMenuProps = { onNavigate: () => void };

function EntryLink({
  entry,
  pathname,
  onNavigate,
}: {
  entry: MenuEntry;
  pathname: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const Icon = entry.icon;
  const icon = Icon ? <Icon size={18} stroke={1.6} /> : undefined;
  if (entry.children) {
    return (
      <NavLink label={t(entry.labelKey)} leftSection={icon} defaultOpened childrenOffset="md">
        {entry.children.map((child) => (
          <EntryLink key={child.key} entry={child} pathname={pathname} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }
  return (
    <NavLink
      component={Link}
      to={entry.href ?? '/'}
      label={t(entry.labelKey)}
      leftSection={icon}
      active={entry.href === pathname}
      onClick={onNavigate}
      data-menu-entry={entry.key}
    />
  );
}

export function SideMenu({ onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const ctx = useMenuContext();
  const entries = ctx ? visibleEntries(SIDE_MENU, ctx) : [];
  return (
    <ScrollArea component="nav" aria-label={t('layout.mainMenu')} p="xs" h="100%">
      {entries.map((entry) => (
        <EntryLink key={entry.key} entry={entry} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </ScrollArea>
  );
}
