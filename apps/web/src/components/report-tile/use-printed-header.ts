import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../hooks/use-now';
import type { PrintedHeader } from '../../lib/reports/export-report';
import { useSiteClock } from '../../lib/site-time/use-site-clock';
import { useCurrentSite, useSession } from '../../lib/session/session-store';
import { siteLabel } from '../../utils/site-groups';

/**
 * The printed page header of spec §2 as of an instant: date and time on the site's clock (as
 * every time the tile shows), current site name, copyright line. A PDF takes the instant it is
 * written.
 */
export function usePrintedHeaderAt(): (at: Date) => PrintedHeader {
  const { t } = useTranslation();
  const clock = useSiteClock();
  const site = useCurrentSite();
  const memberships = useSession().data?.memberships;
  return useCallback(
    (at: Date) => {
      const printed = clock.parts(at);
      return {
        printedAt: t('reports.print.printedAt', { date: printed.day, time: printed.time }),
        siteName: site ? siteLabel(site, memberships ?? []) : '',
        copyright: t('reports.print.copyright', { year: clock.year(at) }),
      };
    },
    [t, clock, site, memberships],
  );
}

/** The printed page header of spec §2 for the page on screen, kept current by the minute. */
export function usePrintedHeader(): PrintedHeader {
  return usePrintedHeaderAt()(useNow());
}
