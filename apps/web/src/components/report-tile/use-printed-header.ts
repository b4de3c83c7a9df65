import { formatDate, formatTime, formatSiteTime } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../hooks/use-now';
import type { PrintedHeader } from '../../lib/reports/export-report';
import { useDisplayPrefs } from '../../lib/reports/use-report-preferences';
import { useCurrentSite, useSession } from '../../lib/session/session-store';
import { siteLabel } from '../../utils/site-groups';

/** The printed page header of spec §2: date and time, current site name, copyright line. */
export function usePrintedHeader(): PrintedHeader {
  const { t } = useTranslation();
  const prefs = useDisplayPrefs();
  const now = useNow();
  const site = useCurrentSite();
  const memberships = useSession().data?.memberships ?? [];
  const local = formatSiteTime(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
  return {
    printedAt: t('reports.print.printedAt', {
      date: formatDate(local, prefs),
      time: formatTime(local, prefs),
    }),
    siteName: site ? siteLabel(site, memberships) : '',
    copyright: t('reports.print.copyright', { year: now.getFullYear() }),
  };
}
