import { formatDate, formatTime, formatSiteTime } from '@barnboard/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../hooks/use-now';
import type { PrintedHeader } from '../../lib/reports/export-report';
import { useDisplayPrefs } from '../../lib/reports/use-report-preferences';
import { useCurrentSite, useSession } from '../../lib/session/session-store';
import { siteLabel } from '../../utils/site-groups';

/**
 * The printed page header of spec §2 as of an instant: date and time on the site's clock (the one
 * every record of the site is read on), current site name, copyright line. A PDF takes the
 * instant it is written.
 */
export function usePrintedHeaderAt(): (at: Date) => PrintedHeader {
  const { t } = useTranslation();
  const prefs = useDisplayPrefs();
  const site = useCurrentSite();
  const memberships = useSession().data?.memberships;
  return useCallback(
    (at: Date) => {
      const timeZone = site?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
      const local = formatSiteTime(at, timeZone);
      return {
        printedAt: t('reports.print.printedAt', {
          date: formatDate(local, prefs),
          time: formatTime(local, prefs),
        }),
        siteName: site ? siteLabel(site, memberships ?? []) : '',
        copyright: t('reports.print.copyright', { year: at.getFullYear() }),
      };
    },
    [t, prefs, site, memberships],
  );
}

/** The printed page header of spec §2 for the page on screen, kept current by the minute. */
export function usePrintedHeader(): PrintedHeader {
  return usePrintedHeaderAt()(useNow());
}
