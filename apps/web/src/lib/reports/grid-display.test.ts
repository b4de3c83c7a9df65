import { describe, expect, it } from 'vitest';
import { applyGridDisplay, availableDisplays, readGridDisplay } from './grid-display';
import type { ReportGrid } from './report-table';

const rooms: ReportGrid = {
  columns: [
    { id: 'room', header: 'Room', kind: 'text' },
    { id: 'sows', header: 'Sows', kind: 'count', total: 'sum' },
    { id: 'intakes', header: 'Intakes', kind: 'count', total: 'sum', perSow: true },
    { id: 'mean', header: 'Mean', kind: 'weight', total: 'mean' },
  ],
  sowsColumn: 'sows',
  rows: [
    { key: 'A', cells: { room: 'A', sows: 10, intakes: 30, mean: 6 } },
    { key: 'B', cells: { room: 'B', sows: 30, intakes: 90, mean: 5 } },
  ],
};

const column = (grid: ReportGrid, id: string) => grid.rows.map((row) => row.cells[id]);

describe('grid displays (spec §2)', () => {
  it('offers only the displays that change the grid', () => {
    expect(availableDisplays(rooms)).toEqual([
      'standard',
      'compact',
      'total',
      'percent',
      'per_sow',
    ]);
    const plain: ReportGrid = { columns: [{ id: 'a', header: 'A', kind: 'text' }], rows: [] };
    expect(availableDisplays(plain)).toEqual(['standard', 'compact']);
  });

  it('reads the stored choice, standard when unknown', () => {
    expect(readGridDisplay({ gridDisplay: 'per_sow' })).toBe('per_sow');
    expect(readGridDisplay({ gridDisplay: 'huge' })).toBe('standard');
  });

  it('adds a total row: sums, and means of the rates', () => {
    const total = applyGridDisplay(rooms, 'total', 'Total').rows.at(-1);
    expect(total).toMatchObject({
      total: true,
      cells: { room: 'Total', sows: 40, intakes: 120, mean: 5.5 },
    });
  });

  it('shows additive columns as shares of their total', () => {
    const shares = applyGridDisplay(rooms, 'percent', 'Total');
    expect(column(shares, 'sows')).toEqual([0.25, 0.75]);
    expect(shares.columns.find((one) => one.id === 'sows')?.kind).toBe('percent');
    expect(column(shares, 'mean')).toEqual([6, 5]);
  });

  it('divides per-sow columns by the sows of each row', () => {
    const perSow = applyGridDisplay(rooms, 'per_sow', 'Total');
    expect(column(perSow, 'intakes')).toEqual([3, 3]);
    expect(perSow.columns.find((one) => one.id === 'intakes')?.kind).toBe('number');
  });

  it('falls back to standard where a display does not apply', () => {
    const plain: ReportGrid = { columns: [{ id: 'a', header: 'A', kind: 'text' }], rows: [] };
    expect(applyGridDisplay(plain, 'per_sow', 'Total')).toBe(plain);
  });
});
