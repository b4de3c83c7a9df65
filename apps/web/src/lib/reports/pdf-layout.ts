import type { PageOrientation } from 'pdfmake/interfaces';
import type { PdfTable } from './pdf-section';

/** A4 in points, and the margin around the content (the footer sits in the bottom one). */
export const A4 = { short: 595.28, long: 841.89 } as const;
export const PAGE_MARGINS: [number, number, number, number] = [36, 36, 36, 44];

/** Cell padding of the report table, left and right (pdfmake adds it to each column's width). */
export const CELL_PADDING_X = 4;

/** Past this many columns a grid turns the page sideways; so does a grid too wide to stand. */
const PORTRAIT_MAX_COLUMNS = 6;

/** Roboto's mean glyph width, per point of size: enough to share the width out fairly. */
const GLYPH_WIDTH = 0.55;

export function contentWidth(orientation: PageOrientation): number {
  const width = orientation === 'landscape' ? A4.long : A4.short;
  return width - PAGE_MARGINS[0] - PAGE_MARGINS[2];
}

/** Smaller type for the widest grids, so their numbers keep to one line. */
export function tableFontSize(table: PdfTable): number {
  return table.headers.length > 12 ? 7 : 8;
}

/**
 * How many glyphs a column needs: its longest cell, which never breaks (numbers, dates), and
 * its header's longest word (headers wrap between words, never inside one).
 */
function columnGlyphs(table: PdfTable, index: number): number {
  const header = table.headers[index] ?? '';
  const longestWord = Math.max(...header.split(/\s+/).map((word) => word.length));
  const longestCell = Math.max(0, ...table.rows.map((row) => row[index]?.text.length ?? 0));
  return Math.max(longestWord, longestCell, 2);
}

export function tableOrientation(table: PdfTable | null): PageOrientation {
  if (!table) return 'portrait';
  if (table.headers.length > PORTRAIT_MAX_COLUMNS) return 'landscape';
  const size = tableFontSize(table);
  const needed = table.headers.reduce(
    (sum, _, index) => sum + columnGlyphs(table, index) * GLYPH_WIDTH * size + 2 * CELL_PADDING_X,
    0,
  );
  return needed > contentWidth('portrait') ? 'landscape' : 'portrait';
}

/**
 * Column widths that fill the page's width exactly (with the cells' padding), each column's
 * share following what it holds, so a date never wraps while a long header does.
 */
export function tableWidths(table: PdfTable, orientation: PageOrientation): number[] {
  const glyphs = table.headers.map((_, index) => columnGlyphs(table, index));
  const room = contentWidth(orientation) - table.headers.length * 2 * CELL_PADDING_X;
  const total = glyphs.reduce((a, b) => a + b, 0);
  return glyphs.map((count) => (count * room) / total);
}
