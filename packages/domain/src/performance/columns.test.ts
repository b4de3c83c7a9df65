import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateOfDay, dayNumber } from '../herd/day-number.js';
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

  it('covers exactly the period asked, its first and last columns cut and partial', () => {
    const columns = monitoringColumns({ unit: 'month', from: '2025-05-15', to: '2026-05-14' });
    expect(columns).toHaveLength(13);
    expect(periods(columns)[0]).toBe('2025-05-15..2025-05-31 partial');
    expect(periods(columns)[1]).toBe('2025-06-01..2025-06-30');
    expect(columnsSpan(columns)).toEqual({ from: '2025-05-15', to: '2026-05-14' });
    expect(monitoringColumns({ unit: 'year', from: '2026-03-01', to: '2026-05-14' })).toEqual([
      { from: '2026-03-01', to: '2026-05-14', partial: true },
    ]);
    // A period starting on its unit's first day leaves the first column whole.
    expect(
      periods(monitoringColumns({ unit: 'month', from: '2026-04-01', to: '2026-05-31' })),
    ).toEqual(['2026-04-01..2026-04-30', '2026-05-01..2026-05-31']);
  });

  it('tiles any period with calendar columns, no day missing or counted twice', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('week' as const, 'month' as const, 'quarter' as const, 'year' as const),
        fc.integer({ min: dayNumber('2020-01-01'), max: dayNumber('2026-12-31') }),
        fc.integer({ min: 0, max: 400 }),
        (unit, first, length) => {
          const period = { from: dateOfDay(first), to: dateOfDay(first + length) };
          const columns = monitoringColumns({ unit, ...period });
          expect(columnsSpan(columns)).toEqual(period);
          columns
            .slice(1)
            .forEach((column, index) =>
              expect(dayNumber(column.from)).toBe(dayNumber(columns[index]!.to) + 1),
            );
        },
      ),
    );
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
