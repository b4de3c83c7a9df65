import { useMemo } from 'react';
import { useDisplayPrefs } from '../reports/use-report-preferences';
import { useCurrentSite } from '../session/session-store';
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
