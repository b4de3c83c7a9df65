import { FEED_INTAKE_COLUMNS, toCsv, type FeedKind } from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import {
  listIntakes,
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

export type IntakeExport =
  | { format: 'json'; body: { intakes: ExchangeIntake[] } }
  | { format: 'csv'; body: string; filename: string };

export async function exportFeedIntakes(
  db: Executor,
  site: RecordsSite,
  period: Period,
  format: 'json' | 'csv',
): Promise<IntakeExport> {
  const intakes = (await listIntakes(db, site, period)).map(toExchangeIntake);
  if (format === 'json') return { format, body: { intakes } };
  return {
    format,
    body: toCsv(FEED_INTAKE_COLUMNS, intakes, { separator: ';', bom: true }),
    filename: `feed-intakes-${site.id}-${period.from ?? 'first'}-${period.to ?? 'last'}.csv`,
  };
}
