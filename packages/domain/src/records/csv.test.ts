import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  csvCell,
  CsvCellTooLongError,
  detectSeparator,
  guardCell,
  MAX_CSV_CELL_LENGTH,
  parseCsv,
  toCsv,
  unguardCell,
} from './csv.js';

describe('parseCsv', () => {
  it('reads a header and rows, leaving empty cells out', () => {
    expect(parseCsv('type,animal,date,time\nentry,A-1,2025-01-05,\n')).toEqual({
      header: ['type', 'animal', 'date', 'time'],
      separator: ',',
      rows: [{ line: 2, values: { type: 'entry', animal: 'A-1', date: '2025-01-05' } }],
    });
  });

  it('detects `;`, skips the byte-order mark and reads CRLF', () => {
    const parsed = parseCsv('\uFEFFtype;animal\r\nheat;"A,1"\r\nheat;B\r\n');
    expect(parsed.separator).toBe(';');
    expect(parsed.header).toEqual(['type', 'animal']);
    expect(parsed.rows).toEqual([
      { line: 2, values: { type: 'heat', animal: 'A,1' } },
      { line: 3, values: { type: 'heat', animal: 'B' } },
    ]);
  });

  it('reads quoted separators, doubled quotes and line breaks, counting physical lines', () => {
    const text = 'a,b\n"x, ""y""",1\n"two\r\nlines",2\n\nlast,3';
    expect(parseCsv(text).rows).toEqual([
      { line: 2, values: { a: 'x, "y"', b: '1' } },
      { line: 3, values: { a: 'two\r\nlines', b: '2' } },
      { line: 6, values: { a: 'last', b: '3' } },
    ]);
  });

  it('names cells beyond the header by their column', () => {
    expect(parseCsv('a\n1,2').rows[0]!.values).toEqual({ a: '1', 'column 2': '2' });
  });

  it('answers no rows for an empty text', () => {
    expect(parseCsv('')).toEqual({ header: [], separator: ',', rows: [] });
    expect(parseCsv('\uFEFF')).toEqual({ header: [], separator: ',', rows: [] });
  });

  it('detects the separator from the header only, ignoring quoted ones', () => {
    expect(detectSeparator('"a;b;c",d\nx;y;z;w')).toBe(',');
    expect(detectSeparator('a;b,c;d')).toBe(';');
    expect(detectSeparator('single')).toBe(',');
  });
});

describe('toCsv', () => {
  it('quotes what needs it and ends lines with CRLF', () => {
    expect(csvCell('plain', ';')).toBe('plain');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a,b', ';')).toBe('a,b');
    expect(csvCell('say "hi"', ',')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines', ',')).toBe('"two\nlines"');
    expect(csvCell(' padded', ',')).toBe('" padded"');
    expect(csvCell(undefined, ',')).toBe('');
    expect(csvCell(-2, ',')).toBe('-2');
    expect(toCsv(['a', 'b'], [{ a: 1 }, { b: 'x;y' }], { separator: ';', bom: true })).toBe(
      '\uFEFFa;b\r\n1;\r\n;"x;y"\r\n',
    );
  });

  it('round-trips through parseCsv', () => {
    const rows = [
      { type: 'removal', cause: 'crushed; "big"\nlitter', count: '3' },
      { type: 'heat', cause: ' x ', count: '' },
    ];
    for (const separator of [',', ';'] as const) {
      const parsed = parseCsv(toCsv(['type', 'cause', 'count'], rows, { separator, bom: true }));
      expect(parsed.rows.map((r) => r.values)).toEqual([rows[0], { type: 'heat', cause: ' x ' }]);
    }
  });
});

describe('formula guard (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['+1+2', "'+1+2"],
    ['-A1', "'-A1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ["'=1", "''=1"],
    ['-12.5', '-12.5'],
    ['+3', '+3'],
    ['-1,5', '"-1,5"'],
    ['FR-1', 'FR-1'],
    ["it's", "it's"],
  ])('writes %j as %j', (text, cell) => {
    expect(csvCell(text, ',')).toBe(cell);
  });

  it('guards every cell of toCsv, header included', () => {
    expect(toCsv(['=h'], [{ '=h': '@x' }])).toBe("'=h\r\n'@x\r\n");
  });

  it.each([
    ["'=1", '=1'],
    ["''=1", "'=1"],
    ["'-A1", '-A1'],
    ["'hello", "'hello"],
    ["'", "'"],
    ['-12.5', '-12.5'],
  ])('reads %j back as %j', (cell, text) => {
    expect(unguardCell(cell)).toBe(text);
  });

  it('reads back exactly what it wrote, whatever the text', () => {
    const text = fc.string({
      unit: fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', '1', 'a'),
    });
    fc.assert(fc.property(text, (value) => unguardCell(guardCell(value)) === value));
  });

  it('reads a guarded export back to the original values through parseCsv', () => {
    const rows = [
      { note: '=HYPERLINK("http://x")', animal: "'=A" },
      { note: '-3', animal: '@A' },
    ];
    const parsed = parseCsv(toCsv(['note', 'animal'], rows, { separator: ';', bom: true }));
    expect(parsed.rows.map((r) => r.values)).toEqual(rows);
  });
});

describe('a cell longer than any field', () => {
  const long = 'x'.repeat(MAX_CSV_CELL_LENGTH + 1);

  it('is refused with its line and column, quoted or not, wherever the line is', () => {
    for (const [text, line, column] of [
      [`a;b\n1;${long}\n`, 2, 'b'],
      [`a;b\n1;2\n\n"${long}";3\n`, 4, 'a'],
      [`a,b\n1,2,${long}\n`, 2, '3'],
    ] as const) {
      expect(() => parseCsv(text)).toThrow(new CsvCellTooLongError(line, column));
    }
  });

  it('is read up to the limit, which is kept', () => {
    const longest = 'y'.repeat(MAX_CSV_CELL_LENGTH);
    expect(parseCsv(`a;b\n1;${longest}\n`).rows[0]!.values.b).toBe(longest);
    expect(parseCsv(`a;b\n1;"${longest}"\n`).rows[0]!.values.b).toBe(longest);
  });
});
