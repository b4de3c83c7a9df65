import { daysWithData, type HerdDays } from '../kpi/days-with-data.js';
import type { Period } from '../kpi/catalogue.js';
import { noDataFigures } from '../kpi/report-figures.js';
import { columnsSpan, type ColumnPeriod } from './columns.js';
import type { MonitoringValues, RowValues } from './rows.js';

/**
 * A column as answered: cut to the days the herd has data for (days-with-data.ts), or kept whole
 * and marked `no_data` when it has none (a year before the herd's first entry, a week after
 * today): its figures then read "no data", never 0.
 */
export type AnsweredColumn = ColumnPeriod & { no_data: boolean };

/** The columns cut to the herd's days; a cut column is partial, as any column cut short. */
export function columnsWithData(
  columns: readonly ColumnPeriod[],
  herd: HerdDays,
): AnsweredColumn[] {
  return columns.map((column) => {
    const covered = daysWithData(column, herd);
    if (!covered) return { ...column, no_data: true };
    const cut = covered.from !== column.from || covered.to !== column.to;
    return { ...covered, partial: column.partial || cut, no_data: false };
  });
}

/** The days a span total covers: those of the columns with data (all columns when none has). */
export function spanWithData(columns: readonly AnsweredColumn[]): Period {
  const withData = columns.filter((column) => !column.no_data);
  return columnsSpan(withData.length > 0 ? withData : columns);
}

function nulls<K extends string>(record: Record<K, number>): Record<K, null> {
  return Object.fromEntries(Object.keys(record).map((key) => [key, null])) as Record<K, null>;
}

/** What a row reads from a column: its values, or every value null for a column without data. */
export function columnValues(column: MonitoringValues & { no_data: boolean }): RowValues {
  if (!column.no_data) return column;
  return {
    kpis: nulls(column.kpis as Record<string, number>) as RowValues['kpis'],
    return_bands: nulls(column.return_bands),
    parity_distribution: nulls(column.parity_distribution),
    piglet_mortality_bands: nulls(column.piglet_mortality_bands),
    removals_by_kind: nulls(column.removals_by_kind),
    service_far_rate: null,
    window_services: nulls(column.window_services),
    figures: noDataFigures(),
  };
}
