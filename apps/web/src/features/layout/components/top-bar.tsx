import { Box, Burger, Divider, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../../components/logo';
import { GoalsToggle } from '../../../components/objective-colour/goals-toggle';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session-store';
import { PageHeading } from './page-heading';
import { SiteSelector } from './site-selector';
import { UserMenu } from './user-menu';

type TopBarProps = {
  menuOpened: boolean;
  onToggleMenu: () => void;
  /** The sow search (features/animals), loaded apart: the bar shows without it meanwhile. */
  search?: ReactNode;
};

export function TopBar({ menuOpened, onToggleMenu, search }: TopBarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hasSites = (useSession().data?.sites.length ?? 0) > 0;
  // The comparison page picks its own sites (spec §2); someone with no site (an integrator)
  // has nothing to choose, so no empty selector takes the bar.
  const showSiteSelector = hasSites && pathname !== paths.farmComparison.href();
  return (
    <Group h="100%" px="sm" gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          size="sm"
          aria-label={t('layout.toggleMenu')}
          aria-expanded={menuOpened}
          data-testid="menu-toggle"
        />
        {/* On phones the site selector needs the room; the menu has "Live today" anyway. */}
        <Box visibleFrom="xs">
          <Link
            to={paths.dashboard.href()}
            aria-label={t('layout.home')}
            style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
          >
            <Logo size={30} withName="desktop" />
          </Link>
        </Box>
        <Divider orientation="vertical" visibleFrom="sm" my={14} />
        {/* On phones the site selector and goals toggle need the bar: the layout shows the
            heading above the page instead. */}
        <Box visibleFrom="xs" style={{ minWidth: 0 }}>
          <PageHeading />
        </Box>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {hasSites && <Suspense fallback={null}>{search}</Suspense>}
        {showSiteSelector && <SiteSelector />}
        <GoalsToggle />
        <UserMenu />
      </Group>
    </Group>
  );
}
