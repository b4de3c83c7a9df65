import { useCallback } from 'react';
import type { Instant } from '../../../lib/site-time/site-clock';
import { useSiteClock, useSiteClocks } from '../../../lib/site-time/use-site-clock';

export type RowClock = { day: (at: Instant) => string; dateTime: (at: Instant) => string };

/**
 * How a row of the integrator area dates things (issue 28 §6): on the clock of its site when the
 * user has that site, as a farm's admin does; otherwise — an integration spans sites, and an
 * integrator has none of them — on the current clock with its zone named.
 */
export function useRowClock(): (siteId: string | null) => RowClock {
  const clock = useSiteClock();
  const clockOf = useSiteClocks();
  return useCallback(
    (siteId) => {
      const own = siteId === null ? null : clockOf(siteId);
      return own ?? { day: clock.day, dateTime: clock.withZone };
    },
    [clock, clockOf],
  );
}
