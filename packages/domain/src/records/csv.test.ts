import { describe, expect, it } from 'vitest';
import { csvCell, detectSeparator, parseCsv, toCsv } from './csv.js';

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
