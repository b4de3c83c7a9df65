import { Box, Burger, Divider, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LastUpdateIndicator } from '../../../components/last-update-indicator';
import { Logo } from '../../../components/logo';
import { GoalsToggle } from '../../../components/objective-colour/goals-toggle';
import { paths } from '../../../config/paths';
import { useRouteTitleKey } from '../../../hooks/use-route-title';
import { useSiteLastUpdate } from '../../../lib/reports/use-site-last-update';
import { useCurrentSite } from '../../../lib/session/session-store';
import { SiteSelector } from './site-selector';
import { UserMenu } from './user-menu';

type TopBarProps = { menuOpened: boolean; onToggleMenu: () => void };

export function TopBar({ menuOpened, onToggleMenu }: TopBarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const titleKey = useRouteTitleKey();
  const lastUpdate = useSiteLastUpdate(useCurrentSite()?.id);
  // The comparison page picks its own sites (spec §2).
  const showSiteSelector = pathname !== paths.farmComparison.href();
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
        {/* On phones the page title needs the room; the menu has "Live today" anyway. */}
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
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 'sm', sm: 'lg' }} data-testid="page-title" lineClamp={2}>
            {titleKey ? t(titleKey) : ''}
          </Title>
          <LastUpdateIndicator at={lastUpdate} />
        </Stack>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {showSiteSelector && <SiteSelector />}
        <GoalsToggle />
        <UserMenu />
      </Group>
    </Group>
  );
}
