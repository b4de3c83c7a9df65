import { useTranslation } from 'react-i18next';
import { useNow } from '../../hooks/use-now';
import type { PrintedHeader } from '../../lib/reports/export-report';
import { useSiteClock } from '../../lib/site-time/use-site-clock';
import { useCurrentSite, useSession } from '../../lib/session/session-store';
import { siteLabel } from '../../utils/site-groups';

/**
 * The printed page header of spec §2: date and time (on the site's clock, as every time the tile
 * shows), current site name, copyright line.
 */
export function usePrintedHeader(): PrintedHeader {
  const { t } = useTranslation();
  const clock = useSiteClock();
  const now = useNow();
  const site = useCurrentSite();
  const memberships = useSession().data?.memberships ?? [];
  const printed = clock.parts(now);
  return {
    printedAt: t('reports.print.printedAt', { date: printed.day, time: printed.time }),
    siteName: site ? siteLabel(site, memberships) : '',
    copyright: t('reports.print.copyright', { year: clock.year(now) }),
  };
}
