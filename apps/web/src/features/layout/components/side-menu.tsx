import { Box, NavLink, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FavouritesMenu } from '../../../components/favourites/favourites-menu';
import { LastUpdateIndicator } from '../../../components/last-update-indicator';
import { useSiteLastUpdate } from '../../../lib/reports/use-site-last-update';
import { SIDE_MENU, visibleEntries, type MenuEntry } from '../menu-entries';
import { useMenuContext } from '../use-menu-context';

type SideMenuProps = { onNavigate: () => void };

const SIDE_MENU_JUST_UPDATED_MINUTES = 5;

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
  const lastUpdate = useSiteLastUpdate(ctx?.currentSite?.id);
  return (
    <ScrollArea component="nav" aria-label={t('layout.mainMenu')} p="xs" h="100%">
      {/* Spec §4: the menu says "just updated" for 5 minutes, the top bar for 20. */}
      <Box px="sm" pb={4}>
        <LastUpdateIndicator at={lastUpdate} justUpdatedMinutes={SIDE_MENU_JUST_UPDATED_MINUTES} />
      </Box>
      {entries.map((entry) =>
        entry.key === 'favorites' ? (
          <FavouritesMenu
            key={entry.key}
            label={t(entry.labelKey)}
            icon={entry.icon && <entry.icon size={18} stroke={1.6} />}
            onNavigate={onNavigate}
          />
        ) : (
          <EntryLink key={entry.key} entry={entry} pathname={pathname} onNavigate={onNavigate} />
        ),
      )}
    </ScrollArea>
  );
}
