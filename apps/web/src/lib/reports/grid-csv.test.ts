import { describe, expect, it } from 'vitest';
import { gridCsv } from './grid-csv';
import { ATTENTION_GRID, prefsWith } from './test-grid';

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('gridCsv', () => {
  it('writes the byte-order mark, a header row with units, then one line per row', () => {
    const csv = gridCsv(ATTENTION_GRID, prefsWith({}));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv)).toEqual([
      'Sow;Date;Target (kg);Feed given (kg);Of target (%)',
      'S2;2026-03-10;3.00;0.00;0.0',
      '"S3; ""B""";2026-03-10;2.00;1.50;75.0',
    ]);
  });

  it('writes each figure at the precision the grid shows, never 15-digit decimals', () => {
    const grid = {
      columns: [
        { id: 'name', header: 'Name', kind: 'text' as const },
        { id: 'mean', header: 'Mean', kind: 'number' as const },
        { id: 'rate', header: 'Rate', kind: 'percent' as const },
      ],
      rows: [
        { key: 'a', cells: { name: 'a', mean: 7, rate: 1 / 3 } },
        { key: 'b', cells: { name: 'b', mean: 6.789123456789012, rate: 0.1 + 0.2 } },
      ],
    };
    expect(lines(gridCsv(grid, prefsWith({})))).toEqual([
      'Name;Mean;Rate (%)',
      'a;7.00;33.3',
      'b;6.79;30.0',
    ]);
  });

  it("follows the user's units, date format and language", () => {
    const csv = gridCsv(
      ATTENTION_GRID,
      prefsWith({ weight: 'lb', dateFormat: 'DMY', language: 'fr' }),
    );
    expect(lines(csv)).toEqual([
      'Sow;Date;Target (lb);Feed given (lb);Of target (%)',
      'S2;10-03-2026;6,61;0,00;0,0',
      '"S3; ""B""";10-03-2026;4,41;3,31;75,0',
    ]);
  });
});
