import { describe, expect, it } from 'vitest';
import { parseCsv } from '../records/csv.js';
import { buildReportCsv, decimalSeparatorFor, type ReportCsvValue } from './report-csv.js';

const BOM = '\uFEFF';

/** The one cell of a one-column, one-row report, as written. */
const onlyCell = (csv: string): string => {
  const start = `${BOM}value\r\n`;
  expect(csv.startsWith(start) && csv.endsWith('\r\n')).toBe(true);
  return csv.slice(start.length, -2);
};

describe('buildReportCsv', () => {
  it('starts with the byte-order mark and ends every line with CRLF', () => {
    const csv = buildReportCsv(['Sow', 'Fed'], [['FR-1', 2.5]]);
    expect(csv).toBe(`${BOM}Sow;Fed\r\nFR-1;2.5\r\n`);
  });

  it('writes the header alone for an empty report', () => {
    expect(buildReportCsv(['Sow', 'Fed'], [])).toBe(`${BOM}Sow;Fed\r\n`);
  });

  it.each<[string, ReportCsvValue, string]>([
    ['plain text', 'FR-1', 'FR-1'],
    ['accents', 'Truie née', 'Truie née'],
    ['a semicolon', 'a;b', '"a;b"'],
    ['a comma, not the separator', 'a,b', 'a,b'],
    ['quotes', 'say "hi"', '"say ""hi"""'],
    ['a line feed', 'two\nlines', '"two\nlines"'],
    ['a carriage return', 'two\rlines', '"two\rlines"'],
    ['CRLF', 'two\r\nlines', '"two\r\nlines"'],
    ['null', null, ''],
    ['an empty string', '', ''],
    ['an integer', 42, '42'],
    ['a decimal', 2.5, '2.5'],
    ['a negative', -0.25, '-0.25'],
    ['negative zero', -0, '0'],
    ['NaN', Number.NaN, ''],
    ['infinity', Number.POSITIVE_INFINITY, ''],
    ['a formula', '=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['a plus formula', '+1+2', "'+1+2"],
    ['a minus formula', '-A1', "'-A1"],
    ['an at formula', '@SUM(A1)', "'@SUM(A1)"],
    ['a tab before a formula', '\t=1', "'\t=1"],
    ['a negative number as text', '-12.5', '-12.5'],
    ['a whole figure at two decimals', { value: 7, decimals: 2 }, '7.00'],
    ['a figure rounded as shown', { value: 6.78912345678901, decimals: 2 }, '6.79'],
    ['a large figure, ungrouped', { value: 12345.678, decimals: 1 }, '12345.7'],
    ['a count', { value: 1280.83, decimals: 0 }, '1281'],
    ['a tiny negative', { value: -0.0001, decimals: 2 }, '0.00'],
    ['a fixed NaN', { value: Number.NaN, decimals: 2 }, ''],
    ['a signed number as text', '+3', '+3'],
    ['a hyphen inside', 'FR-1', 'FR-1'],
  ])('writes %s as %j', (_, value, cell) => {
    expect(onlyCell(buildReportCsv(['value'], [[value]]))).toBe(cell);
  });

  it.each<[string, ReportCsvValue, string]>([
    ['a decimal', 2.5, '2,5'],
    ['a negative', -1234.75, '-1234,75'],
    ['an integer', 1000, '1000'],
    ['a figure at its precision', { value: -1234.5, decimals: 2 }, '-1234,50'],
    ['text with a point', 'v1.2', 'v1.2'],
  ])('writes %s with a decimal comma as %j', (_, value, cell) => {
    expect(onlyCell(buildReportCsv(['value'], [[value]], { decimalSeparator: ',' }))).toBe(cell);
  });

  it('quotes headers as it quotes cells', () => {
    expect(buildReportCsv(['Feed; kg', 'Sow "name"'], [])).toBe(
      `${BOM}"Feed; kg";"Sow ""name"""\r\n`,
    );
  });

  it('reads back as the same table, with ; found as the separator', () => {
    const rows: ReportCsvValue[][] = [
      ['FR-1', 2.5, 'ate; then left'],
      ['FR-2', null, 'said "no"\r\nthen ate'],
    ];
    const parsed = parseCsv(buildReportCsv(['Sow', 'Fed (kg)', 'Note'], rows));
    expect(parsed.separator).toBe(';');
    expect(parsed.header).toEqual(['Sow', 'Fed (kg)', 'Note']);
    expect(parsed.rows.map((row) => row.values)).toEqual([
      { Sow: 'FR-1', 'Fed (kg)': '2.5', Note: 'ate; then left' },
      { Sow: 'FR-2', Note: 'said "no"\r\nthen ate' },
    ]);
  });
});

describe('decimalSeparatorFor', () => {
  it.each([
    ['en', '.'],
    ['fr', ','],
    ['es', ','],
  ] as const)('%s spreadsheets use "%s"', (language, separator) => {
    expect(decimalSeparatorFor(language)).toBe(separator);
  });
});
