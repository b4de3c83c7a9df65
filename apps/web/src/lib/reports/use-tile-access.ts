import { useMemo } from 'react';
import { subjectOf } from '../session/home-path';
import { useCurrentSite, useSession } from '../session/session-store';
import type { TileAccessContext } from './tile-access';

/** The access context of the signed-in user on the current site; null before the session loads. */
export function useTileAccessContext(): TileAccessContext | null {
  const { data } = useSession();
  const currentSite = useCurrentSite();
  return useMemo(
    () =>
      data ? { subject: subjectOf(data), currentSite, sites: data.sites, now: new Date() } : null,
    [data, currentSite],
  );
}
