import { AppShell, Box, Center, Loader, Stack } from '@mantine/core';
import { MENU_BREAKPOINT_PX } from '@barnboard/domain';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { MaintenanceBanner } from '../../../components/maintenance-banner';
import { useLiveStatus } from '../../../lib/live/live-status';
import { useLiveUpdates } from '../../../lib/live/use-live-updates';
import { usePingOnNavigation } from '../use-ping-on-navigation';
import { useIsSmallScreen } from '../use-menu-context';
import { PageHeading } from './page-heading';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

/**
 * Authenticated frame: top bar, side menu (open by default above 800 px, an overlay toggled by
 * the burger at 800 px or less) and the page, with the page's live stream (docs/live.md).
 * `search` is the top bar's sow search, a feature of its own that the app composes in.
 */
export function AppLayout({ search }: { search?: ReactNode }) {
  const small = useIsSmallScreen();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  usePingOnNavigation();
  useLiveUpdates();
  const live = useLiveStatus();
  const opened = small ? mobileOpened : desktopOpened;

  return (
    <AppShell
      data-testid="app-shell"
      data-live={live}
      header={{ height: 60 }}
      navbar={{
        width: 260,
        // Mantine's mobile range is below the breakpoint: 801 px makes 800 px itself "small".
        breakpoint: `${MENU_BREAKPOINT_PX + 1}px`,
        collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
      }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar
          menuOpened={opened}
          onToggleMenu={small ? mobile.toggle : desktop.toggle}
          search={search}
        />
      </AppShell.Header>
      <AppShell.Navbar
        data-testid="side-menu"
        data-opened={opened}
        // A collapsed navbar is only translated off-screen; hiding it also removes it from the tab
        // order and lets tests see it as hidden. The delay keeps the slide-out animation.
        style={{
          visibility: opened ? 'visible' : 'hidden',
          transition: `transform 200ms ease, visibility 0s linear ${opened ? '0s' : '200ms'}`,
        }}
      >
        <SideMenu onNavigate={small ? mobile.close : () => undefined} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Stack gap="md">
          <Box hiddenFrom="xs">
            <PageHeading />
          </Box>
          <MaintenanceBanner />
          <Suspense
            fallback={
              <Center py="xl">
                <Loader />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}
