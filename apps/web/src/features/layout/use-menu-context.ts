import { MENU_BREAKPOINT_PX } from '@barnboard/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { subjectOf } from '../../lib/session/home-path';
import { useCurrentSite, useSession } from '../../lib/session/session-store';
import type { MenuContext } from './menu-entries';

export const SMALL_SCREEN_QUERY = `(max-width: ${MENU_BREAKPOINT_PX}px)`;

export function useIsSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN_QUERY, window.matchMedia(SMALL_SCREEN_QUERY).matches, {
    getInitialValueInEffect: false,
  });
}

export function useMenuContext(): MenuContext | null {
  const { data } = useSession();
  const currentSite = useCurrentSite();
  const smallScreen = useIsSmallScreen();
  return useMemo(
    () =>
      data
        ? { subject: subjectOf(data), sites: data.sites, currentSite, now: new Date(), smallScreen }
        : null,
    [data, currentSite, smallScreen],
  );
}
