import { describe, expect, it } from 'vitest';
import { columnsSpan, MAX_MONITORING_COLUMNS, monitoringColumns } from './columns.js';

const periods = (columns: { from: string; to: string; partial: boolean }[]) =>
  columns.map((c) => `${c.from}..${c.to}${c.partial ? ' partial' : ''}`);

describe('monitoring columns', () => {
  it('takes whole months back from the one holding `to`, cut at `to`', () => {
    const columns = monitoringColumns({ unit: 'month', to: '2026-05-14', count: 13 });
    expect(columns).toHaveLength(13);
    expect(periods(columns).slice(0, 2)).toEqual([
      '2025-05-01..2025-05-31',
      '2025-06-01..2025-06-30',
    ]);
    expect(periods(columns).slice(-2)).toEqual([
      '2026-04-01..2026-04-30',
      '2026-05-01..2026-05-14 partial',
    ]);
  });

  it('is not partial when `to` ends its unit, leap days included', () => {
    expect(periods(monitoringColumns({ unit: 'month', to: '2024-02-29', count: 2 }))).toEqual([
      '2024-01-01..2024-01-31',
      '2024-02-01..2024-02-29',
    ]);
  });

  it('cuts ISO weeks, quarters and years', () => {
    // 2026-01-07 is a Wednesday.
    expect(periods(monitoringColumns({ unit: 'week', to: '2026-01-07', count: 2 }))).toEqual([
      '2025-12-29..2026-01-04',
      '2026-01-05..2026-01-07 partial',
    ]);
    expect(periods(monitoringColumns({ unit: 'quarter', to: '2026-05-14', count: 3 }))).toEqual([
      '2025-10-01..2025-12-31',
      '2026-01-01..2026-03-31',
      '2026-04-01..2026-05-14 partial',
    ]);
    expect(periods(monitoringColumns({ unit: 'year', to: '2025-12-31', count: 2 }))).toEqual([
      '2024-01-01..2024-12-31',
      '2025-01-01..2025-12-31',
    ]);
  });

  it('covers a span with every unit it touches', () => {
    const columns = monitoringColumns({ unit: 'month', from: '2025-05-15', to: '2026-05-14' });
    expect(columns).toHaveLength(13);
    expect(columns[0]!.from).toBe('2025-05-01');
    expect(columnsSpan(columns)).toEqual({ from: '2025-05-01', to: '2026-05-14' });
    expect(monitoringColumns({ unit: 'year', from: '2026-03-01', to: '2026-05-14' })).toEqual([
      { from: '2026-01-01', to: '2026-05-14', partial: true },
    ]);
  });

  it('ends rolling windows of N × 7 days on `to`, then on each earlier month end', () => {
    const columns = monitoringColumns({ unit: 'rolling13', to: '2026-05-14', count: 3 });
    expect(periods(columns)).toEqual([
      '2025-12-31..2026-03-31',
      '2026-01-30..2026-04-30',
      '2026-02-13..2026-05-14',
    ]);
    const year = monitoringColumns({ unit: 'rolling52', from: '2025-05-15', to: '2026-05-14' });
    expect(year).toHaveLength(13);
    expect(year.map((c) => c.to).slice(0, 2)).toEqual(['2025-05-31', '2025-06-30']);
    for (const column of year) {
      expect(Date.parse(column.to) - Date.parse(column.from)).toBe(363 * 86_400_000);
    }
  });

  it('refuses counts out of range and periods that end before they start', () => {
    expect(() => monitoringColumns({ unit: 'month', to: '2026-05-14', count: 0 })).toThrow(
      RangeError,
    );
    expect(() =>
      monitoringColumns({ unit: 'month', to: '2026-05-14', count: MAX_MONITORING_COLUMNS + 1 }),
    ).toThrow(RangeError);
    expect(() => monitoringColumns({ unit: 'week', from: '2026-05-15', to: '2026-05-14' })).toThrow(
      RangeError,
    );
  });
});
