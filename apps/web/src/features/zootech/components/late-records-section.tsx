import { useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useCurrentSite } from '../../../lib/session/session-store';
import { siteDay } from '../../../lib/site-time/site-clock';
import { getLateRecords } from '../api/get-late-records';
import { LateRecordsFigure } from './late-records-figure';

/** The last 30 days up to the site's today, the period late entries are counted over. */
const PERIOD_DAYS = 30;

export function LateRecordsSection() {
  const site = useCurrentSite();
  const to = site ? siteDay(site.timezone) : '';
  const from = to
    ? DateTime.fromISO(to)
        .minus({ days: PERIOD_DAYS - 1 })
        .toISODate()!
    : '';
  const query = useQuery({
    queryKey: ['late-records', site?.id, from, to],
    queryFn: ({ signal }) => getLateRecords(site!.id, { from, to }, signal),
    enabled: site !== null,
  });
  if (!query.data) return null;
  return <LateRecordsFigure answer={query.data} periodDays={PERIOD_DAYS} />;
}
