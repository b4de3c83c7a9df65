import { describe, expect, it } from 'vitest';
import { columnHeader, exportCell, formatValue } from './cell-format';
import { prefsWith } from './test-grid';

describe('formatValue', () => {
  it('shows weights in the user unit with two decimals, whole ones too', () => {
    expect(formatValue(2.5, 'weight', prefsWith({}))).toBe('2.50');
    expect(formatValue(3, 'weight', prefsWith({}))).toBe('3.00');
    expect(formatValue(1000, 'weight', prefsWith({ weight: 'lb' }))).toBe('2,204.62');
    expect(formatValue(1000, 'weight', prefsWith({ weight: 'lb', language: 'fr' }))).toBe(
      '2\u202f204,62',
    );
  });

  it('shows fractions as percentages with one decimal, and no value as a dash', () => {
    expect(formatValue(0.589, 'percent', prefsWith({}))).toBe('58.9');
    expect(formatValue(null, 'percent', prefsWith({}))).toBe('—');
    expect(formatValue(1234, 'count', prefsWith({}))).toBe('1,234');
  });

  it('gives a kind one precision, so a column never mixes "7" and "6.79"', () => {
    const prefs = prefsWith({});
    expect([7, 6.789, 14.5].map((value) => formatValue(value, 'number', prefs))).toEqual([
      '7.00',
      '6.79',
      '14.50',
    ]);
    expect([0.5, 0.58912].map((value) => formatValue(value, 'percent', prefs))).toEqual([
      '50.0',
      '58.9',
    ]);
    // A mean herd is a head count: rounded once, at display, from the exact mean.
    expect(formatValue(1280.83, 'count', prefs)).toBe('1,281');
    expect(formatValue(-0.0001, 'number', prefs)).toBe('0.00');
  });

  it('writes dates in the date format, with the 1000-day calendar when on', () => {
    const prefs = prefsWith({ dateFormat: 'DMY', thousandDayCalendar: true });
    expect(formatValue('2026-11-22', 'date', prefs)).toMatch(/^22-11-2026 \(\d{3}\)$/);
    expect(formatValue('2026-11-22T13:05:00-05:00', 'datetime', prefsWith({ hourCycle: 12 }))).toBe(
      '2026-11-22 1:05 PM',
    );
  });
});

describe('headers and exports', () => {
  it('put the unit in the header and plain numbers in the cells', () => {
    const weight = { id: 'w', header: 'Target', kind: 'weight' as const };
    expect(columnHeader(weight, prefsWith({ weight: 'lb' }))).toBe('Target (lb)');
    expect(columnHeader({ id: 'p', header: 'Of target', kind: 'percent' }, prefsWith({}))).toBe(
      'Of target (%)',
    );
    const row = { key: 'r', cells: { w: 2.5, p: 0.12345 } };
    expect(exportCell(weight, row, prefsWith({}))).toEqual({ value: 2.5, decimals: 2 });
    expect(exportCell({ id: 'p', header: 'P', kind: 'percent' }, row, prefsWith({}))).toEqual({
      value: 12.345,
      decimals: 1,
    });
  });

  it("export a by-row figure at its row's precision, in the user's unit", () => {
    const column = { id: 'v', header: 'Value', kind: 'by-row' as const };
    const lb = prefsWith({ weight: 'lb' });
    expect(exportCell(column, { key: 'c', kind: 'count', cells: { v: 1280.83 } }, lb)).toEqual({
      value: 1280.83,
      decimals: 0,
    });
    expect(exportCell(column, { key: 'w', kind: 'weight', cells: { v: 1000 } }, lb)).toEqual({
      value: expect.closeTo(2204.62, 2) as number,
      decimals: 2,
    });
  });
});
