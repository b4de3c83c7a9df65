import {
  FEED_INTAKE_COLUMNS,
  formatSiteTime,
  STATION_NOTIFICATION_COLUMNS,
  STATION_VISIT_COLUMNS,
  toCsv,
  type CsvValue,
  type FeedKind,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import {
  listIntakes,
  listNotificationsOfPeriod,
  listVisits,
  type ListedIntake,
  type Period,
} from '../../repositories/feeding-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';

export type ExchangeIntake = {
  animal: string;
  date: string;
  kind: FeedKind;
  target_g: number;
  distributed_g: number;
  curve_percent?: number;
  day: number;
  station?: string;
};

/** A stored intake in the exchange format (absent optional fields left out). */
export function toExchangeIntake(row: ListedIntake): ExchangeIntake {
  return {
    animal: row.animal,
    date: row.date,
    kind: row.kind,
    target_g: row.target_g,
    distributed_g: row.distributed_g,
    ...(row.curve_percent === null
      ? {}
      : { curve_percent: Math.round(row.curve_percent * 100) / 100 }),
    day: row.day,
    ...(row.station === null ? {} : { station: row.station }),
  };
}

/** An export of a feeding exchange format: JSON `{ <key>: [...] }` or a CSV attachment. */
export type FeedingExport<Key extends string, Item> =
  { format: 'json'; body: Record<Key, Item[]> } | { format: 'csv'; body: string; filename: string };

type ExportedFormat<Key extends string> = { key: Key; file: string; columns: readonly string[] };

/** The CSV is the JSON's fields as `;`-separated columns, with a byte-order mark. */
function feedingExport<Key extends string, Item extends Record<string, CsvValue>>(
  { key, file, columns }: ExportedFormat<Key>,
  items: Item[],
  format: 'json' | 'csv',
  site: RecordsSite,
  period: Period,
): FeedingExport<Key, Item> {
  if (format === 'json') return { format, body: { [key]: items } as Record<Key, Item[]> };
  return {
    format,
    body: toCsv(columns, items, { separator: ';', bom: true }),
    filename: `${file}-${site.id}-${period.from ?? 'first'}-${period.to ?? 'last'}.csv`,
  };
}

export async function exportFeedIntakes(
  db: Executor,
  site: RecordsSite,
  period: Period,
  format: 'json' | 'csv',
) {
  const intakes = (await listIntakes(db, site, period)).map(toExchangeIntake);
  const exported = { key: 'intakes', file: 'feed-intakes', columns: FEED_INTAKE_COLUMNS } as const;
  return feedingExport(exported, intakes, format, site, period);
}

/** Station visits of a period, their time in the site's time zone with its offset. */
export async function exportStationVisits(
  db: Executor,
  site: RecordsSite,
  period: Period,
  format: 'json' | 'csv',
) {
  const visits = (await listVisits(db, site, period)).map((v) => ({
    animal: v.animal,
    station: v.station,
    time: formatSiteTime(v.at, site.timezone),
    quantity_g: v.quantity_g,
  }));
  const exported = {
    key: 'visits',
    file: 'station-visits',
    columns: STATION_VISIT_COLUMNS,
  } as const;
  return feedingExport(exported, visits, format, site, period);
}

/** Station notifications of a period (whether they were seen is not part of the format). */
export async function exportStationNotifications(
  db: Executor,
  site: RecordsSite,
  period: Period,
  format: 'json' | 'csv',
) {
  const notifications = (await listNotificationsOfPeriod(db, site, period)).map((n) => ({
    station: n.station,
    code: n.code,
    time: formatSiteTime(n.at, site.timezone),
  }));
  const exported = {
    key: 'notifications',
    file: 'station-notifications',
    columns: STATION_NOTIFICATION_COLUMNS,
  } as const;
  return feedingExport(exported, notifications, format, site, period);
}
