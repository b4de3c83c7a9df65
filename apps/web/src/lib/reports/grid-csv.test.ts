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
      'S2;2026-03-10;3;0;0',
      '"S3; ""B""";2026-03-10;2;1.5;75',
    ]);
  });

  it("follows the user's units, date format and language", () => {
    const csv = gridCsv(
      ATTENTION_GRID,
      prefsWith({ weight: 'lb', dateFormat: 'DMY', language: 'fr' }),
    );
    expect(lines(csv)).toEqual([
      'Sow;Date;Target (lb);Feed given (lb);Of target (%)',
      'S2;10-03-2026;6,614;0;0',
      '"S3; ""B""";10-03-2026;4,409;3,307;75',
    ]);
  });
});
