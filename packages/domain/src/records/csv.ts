/**
 * CSV of the herd-records exchange format (RFC 4180): `,` or `;` separated (detected from the
 * header row), fields quoted with `"` and quotes doubled inside them, CRLF or LF line ends, an
 * optional UTF-8 byte-order mark. Pure functions, no I/O.
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

/** The separator used most often outside quotes in the first line; `,` when there is none. */
export function detectSeparator(text: string): CsvSeparator {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
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
 * cell may hold separators, doubled quotes and line breaks. Blank lines are skipped.
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

/**
 * The rows of a CSV text whose first row names the columns, one at a time (a server reads a large
 * body in slices). Cells are kept as written (no trimming); empty cells are left out of `values`,
 * so an absent optional field may be written either way.
 */
export function* csvRows(
  text: string,
): Generator<CsvRow, { header: string[]; separator: CsvSeparator }> {
  const separator = detectSeparator(text.startsWith(BOM) ? text.slice(1) : text);
  const records = csvRecords(text, separator);
  const first = records.next();
  if (first.done) return { header: [], separator };
  const header = first.value.cells.map((name) => name.trim());
  for (const { line, cells } of records) {
    const values: Record<string, string> = {};
    cells.forEach((value, column) => {
      if (value === '') return;
      // A cell beyond the header keeps a name of its own, so it can be reported.
      values[header[column] || `column ${column + 1}`] = value;
    });
    yield { line, values };
  }
  return { header, separator };
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

/** One cell: quoted when it holds the separator, a quote, a line break or edge spaces. */
export function csvCell(value: CsvValue, separator: CsvSeparator): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
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
