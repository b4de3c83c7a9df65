/**
 * The one CSV reader and writer of Barnboard: the exchange formats (RFC 4180: `,` or `;` separated,
 * detected from the header row, fields quoted with `"` and quotes doubled inside them, CRLF or LF
 * line ends, an optional UTF-8 byte-order mark) and the report CSVs of the web app. Every cell
 * written is guarded against formula injection and read back unguarded. Pure functions, no I/O.
 */

export type CsvSeparator = ',' | ';';

export type CsvRow = {
  /** Physical line where the row starts (the header is line 1). */
  line: number;
  /** Non-empty cells by column name. */
  values: Record<string, string>;
};

export type ParsedCsv = { header: string[]; separator: CsvSeparator; rows: CsvRow[] };

const BOM = '\uFEFF';

/**
 * The longest cell read (characters): far beyond any field of the exchange formats,
 * and short enough that a body of one huge cell (50 MB) is refused after reading this much of it,
 * instead of holding up every other request while it is read.
 */
export const MAX_CSV_CELL_LENGTH = 10_000;

/** A cell longer than MAX_CSV_CELL_LENGTH: where it starts, its column by number or name. */
export class CsvCellTooLongError extends Error {
  constructor(
    readonly line: number,
    readonly column: string,
  ) {
    super(
      `line ${line}, column ${column}: is longer than ${MAX_CSV_CELL_LENGTH.toLocaleString('en')} characters`,
    );
    this.name = 'CsvCellTooLongError';
  }
}

/**
 * The separator used most often outside quotes in the first line; `,` when there is none. Only the
 * line's first columns are looked at: a header is short, a huge first cell is refused later.
 */
export function detectSeparator(text: string): CsvSeparator {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  const end = Math.min(text.length, MAX_CSV_CELL_LENGTH * 4);
  for (let i = 0; i < end; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c === ',') commas++;
    else if (!quoted && c === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * Splits the text into records of cells, each with the physical line it starts on. A quoted
 * cell may hold separators, doubled quotes and line breaks. Blank lines are skipped. A cell longer
 * than MAX_CSV_CELL_LENGTH throws CsvCellTooLongError (its column by number) once that much is read.
 */
export function* csvRecords(
  text: string,
  separator: CsvSeparator,
): Generator<{ line: number; cells: string[] }> {
  let i = text.startsWith(BOM) ? 1 : 0;
  let line = 1;
  const n = text.length;
  while (i < n) {
    const start = line;
    const cells: string[] = [];
    let cell = '';
    let atRecordEnd = false;
    while (!atRecordEnd) {
      if (text[i] === '"') {
        // Quoted cell: up to the closing quote; "" stands for one quote.
        i++;
        for (;;) {
          const quote = text.indexOf('"', i);
          // An unclosed quote runs to the end of the text.
          if (cell.length + (quote === -1 ? n : quote) - i > MAX_CSV_CELL_LENGTH) {
            throw new CsvCellTooLongError(start, String(cells.length + 1));
          }
          if (quote === -1) {
            cell += text.slice(i);
            line += countLineBreaks(text, i, n);
            i = n;
            break;
          }
          cell += text.slice(i, quote);
          line += countLineBreaks(text, i, quote);
          i = quote + 1;
          if (text[i] === '"') {
            cell += '"';
            i++;
          } else break;
        }
      }
      // Unquoted part (or whatever follows a closing quote) up to a separator or line end.
      while (i < n && text[i] !== separator && text[i] !== '\n' && text[i] !== '\r') {
        cell += text[i];
        i++;
        if (cell.length > MAX_CSV_CELL_LENGTH) {
          throw new CsvCellTooLongError(start, String(cells.length + 1));
        }
      }
      cells.push(cell);
      cell = '';
      if (i >= n) atRecordEnd = true;
      else if (text[i] === separator) i++;
      else {
        if (text[i] === '\r' && text[i + 1] === '\n') i++;
        i++;
        line++;
        atRecordEnd = true;
      }
    }
    if (cells.length === 1 && cells[0] === '') continue;
    yield { line: start, cells };
  }
}

function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    if (text[i] === '\n') count++;
    else if (text[i] === '\r' && text[i + 1] !== '\n') count++;
  }
  return count;
}

/** A numeric literal a spreadsheet reads as a number, not as a formula: "-12.5", "+3", "-1,5". */
const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/;
/** Text a spreadsheet would run as a formula, after any apostrophes a guard may have added. */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** What guardCell writes for such text: one more apostrophe in front. */
const GUARDED = /^'+[=+\-@\t\r]/;

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first) gets
 * an apostrophe in front, so that a cell such as =HYPERLINK(…) typed by one user does not act
 * when a colleague opens the file (OWASP CSV injection). Numbers such as -12.5 stay numbers.
 * Text that already starts with apostrophes before such a character gets one more, so that
 * unguardCell can always tell a guard from the text's own apostrophe.
 */
export function guardCell(text: string): string {
  return FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text;
}

/** The exact inverse of guardCell: one apostrophe less before a formula character. */
export function unguardCell(text: string): string {
  return GUARDED.test(text) ? text.slice(1) : text;
}

/**
 * The rows of a CSV text whose first row names the columns, one at a time (a server reads a large
 * body in slices). Cells are kept as written (no trimming) but unguarded (unguardCell); empty
 * cells are left out of `values`, so an absent optional field may be written either way.
 */
export function* csvRows(
  text: string,
): Generator<CsvRow, { header: string[]; separator: CsvSeparator }> {
  const separator = detectSeparator(text.startsWith(BOM) ? text.slice(1) : text);
  const records = csvRecords(text, separator);
  const first = records.next();
  if (first.done) return { header: [], separator };
  const header = first.value.cells.map((name) => unguardCell(name.trim()));
  for (const { line, cells } of namingColumns(records, header)) {
    const values: Record<string, string> = {};
    cells.forEach((written, column) => {
      if (written === '') return;
      const value = unguardCell(written);
      // A cell beyond the header keeps a name of its own, so it can be reported.
      values[header[column] || `column ${column + 1}`] = value;
    });
    yield { line, values };
  }
  return { header, separator };
}

/** The records, a CsvCellTooLongError naming its column by the header's name. */
function* namingColumns(
  records: Generator<{ line: number; cells: string[] }>,
  header: string[],
): Generator<{ line: number; cells: string[] }> {
  try {
    yield* records;
  } catch (error) {
    if (!(error instanceof CsvCellTooLongError)) throw error;
    throw new CsvCellTooLongError(error.line, header[Number(error.column) - 1] || error.column);
  }
}

/** Every row of a CSV text whose first row names the columns (csvRows at once). */
export function parseCsv(text: string): ParsedCsv {
  const rows: CsvRow[] = [];
  const reading = csvRows(text);
  for (;;) {
    const step = reading.next();
    if (step.done) return { ...step.value, rows };
    rows.push(step.value);
  }
}

export type CsvValue = string | number | boolean | null | undefined;

export type ToCsvOptions = { separator?: CsvSeparator; bom?: boolean };

/**
 * One cell: guarded against formula injection (guardCell), then quoted when it holds the
 * separator, a quote, a line break or edge spaces.
 */
export function csvCell(value: CsvValue, separator: CsvSeparator): string {
  if (value === null || value === undefined) return '';
  const text = guardCell(String(value));
  const needsQuotes =
    text.includes(separator) ||
    text.includes('"') ||
    text.includes('\n') ||
    text.includes('\r') ||
    text !== text.trim();
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Rows of cells, each row ended by CRLF (RFC 4180). For tables whose column names may repeat or
 * are not keys, such as report grids; toCsv writes named columns with it.
 */
export function csvLines(rows: Iterable<readonly CsvValue[]>, options: ToCsvOptions = {}): string {
  const separator = options.separator ?? ',';
  let text = options.bom ? BOM : '';
  for (const row of rows) {
    text += row.map((value) => csvCell(value, separator)).join(separator) + '\r\n';
  }
  return text;
}

/** A header row of `columns`, then one row per object; CRLF line ends (RFC 4180). */
export function toCsv(
  columns: readonly string[],
  rows: Iterable<Record<string, CsvValue>>,
  options: ToCsvOptions = {},
): string {
  function* lines(): Generator<CsvValue[]> {
    yield [...columns];
    for (const row of rows) yield columns.map((column) => row[column]);
  }
  return csvLines(lines(), options);
}
