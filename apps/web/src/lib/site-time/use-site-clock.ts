import { useMemo } from 'react';
import { useDisplayPrefs } from '../reports/use-report-preferences';
import { useCurrentSite, useSession } from '../session/session-store';
import { browserTimeZone, siteClock, type SiteClock } from './site-clock';

/** The current site's time zone; the browser's only before a site is known (signed out). */
export function useSiteTimeZone(): string {
  return useCurrentSite()?.timezone ?? browserTimeZone();
}

/** Dates and times on the current site's clock, in the user's formats and language. */
export function useSiteClock(): SiteClock {
  const timeZone = useSiteTimeZone();
  const prefs = useDisplayPrefs();
  return useMemo(() => siteClock(timeZone, prefs), [timeZone, prefs]);
}

/**
 * The clock of a site the session knows, by its id; null for a site the user has no access to
 * (an integrator's view of the farms its integration is installed on), whose times then carry
 * their zone (SiteClock.withZone).
 */
export function useSiteClocks(): (siteId: string) => SiteClock | null {
  const sites = useSession().data?.sites;
  const prefs = useDisplayPrefs();
  return useMemo(() => {
    const clocks = new Map(
      (sites ?? []).map((site) => [site.id, siteClock(site.timezone, prefs)] as const),
    );
    return (siteId) => clocks.get(siteId) ?? null;
  }, [sites, prefs]);
}
