import { RECORD_COLUMNS, toCsv } from '@barnboard/domain';
import type { Database } from '../../db/database.js';
import {
  listEventsForExport,
  type RecordsSite,
} from '../../repositories/herd-records-repository.js';
import { toIcarCollection } from './icar.js';
import { toExchangeRecord } from './record-codec.js';
import type { ExportFormat } from './schemas.js';

export type Period = { from?: string | undefined; to?: string | undefined };

export type ExportAnswer =
  | { format: 'json'; body: { records: ReturnType<typeof toExchangeRecord>[] } }
  | { format: 'csv'; body: string; filename: string }
  | { format: 'icar'; body: ReturnType<typeof toIcarCollection> };

/** The site's records dated in the period, in the exchange format or as ICAR resources. */
export async function exportRecords(
  db: Database,
  site: RecordsSite,
  period: Period,
  format: ExportFormat,
): Promise<ExportAnswer> {
  if (format === 'icar') {
    // Up to `to` only, but from the start: a farrowing's parity counts the earlier ones.
    const events = await listEventsForExport(db, site, { to: period.to });
    return { format, body: toIcarCollection(events, site.timezone, period) };
  }
  const records = (await listEventsForExport(db, site, period)).map(toExchangeRecord);
  if (format === 'json') return { format, body: { records } };
  return {
    format,
    body: toCsv(RECORD_COLUMNS, records, { separator: ';', bom: true }),
    filename: `records-${site.id}-${period.from ?? 'first'}-${period.to ?? 'last'}.csv`,
  };
}
