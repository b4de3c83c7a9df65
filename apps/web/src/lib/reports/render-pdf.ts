/**
 * Draws a report PDF with pdf-lib. Imported only when the user asks for a PDF
 * (export-report.ts), so pdf-lib stays out of the page's chunks.
 */
import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { PdfReport } from './pdf-document';

const MARGIN = 36;
const BODY_SIZE = 8;
const TITLE_SIZE = 16;
const SUBTITLE_SIZE = 9;
const ROW_HEIGHT = 14;
const CELL_PADDING = 4;
/** Wider grids turn the page sideways. */
const PORTRAIT_MAX_COLUMNS = 6;
const GREY = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.82, 0.82, 0.82);
const HEADER_FILL = rgb(0.93, 0.95, 0.94);

/**
 * The standard fonts write WinAnsi only. Spaces Intl puts between digits (French groups
 * thousands with a narrow no-break space) become plain spaces, the minus sign a hyphen, and any
 * other character they lack a question mark, rather than failing the whole export.
 */
function writable(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  return (text) =>
    Array.from(text.replace(/[\u202f\u2009\u00a0]/g, ' ').replace(/\u2212/g, '-'))
      .map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?'))
      .join('');
}

/** Text cut with an ellipsis to fit a width. */
function fit(text: string, font: PDFFont, width: number): string {
  if (font.widthOfTextAtSize(text, BODY_SIZE) <= width) return text;
  let cut = text;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, BODY_SIZE) > width) {
    cut = cut.slice(0, -1);
  }
  return `${cut}…`;
}

/** Column widths from their widest text, shrunk together when the page is too narrow. */
function columnWidths(report: PdfReport, regular: PDFFont, bold: PDFFont, room: number) {
  const natural = report.headers.map(
    (header, index) =>
      Math.max(
        bold.widthOfTextAtSize(header, BODY_SIZE),
        ...report.rows.map((row) => regular.widthOfTextAtSize(row[index] ?? '', BODY_SIZE)),
      ) +
      2 * CELL_PADDING,
  );
  const total = natural.reduce((a, b) => a + b, 0);
  return total <= room ? natural : natural.map((width) => (width * room) / total);
}

export async function renderPdf(report: PdfReport): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(report.title);
  doc.setCreator('Barnboard');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const clean = writable(regular);
  const safe: PdfReport = {
    ...report,
    title: clean(report.title),
    subtitles: report.subtitles.map(clean),
    footer: clean(report.footer),
    headers: report.headers.map(clean),
    rows: report.rows.map((row) => row.map(clean)),
  };

  const [short, long] = PageSizes.A4;
  const size: [number, number] =
    safe.headers.length > PORTRAIT_MAX_COLUMNS ? [long, short] : [short, long];
  const room = size[0] - 2 * MARGIN;
  const widths = columnWidths(safe, regular, bold, room);
  const pages: PDFPage[] = [];

  const drawRow = (page: PDFPage, cells: string[], y: number, font: PDFFont) => {
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 0;
      const text = fit(cell, font, width - 2 * CELL_PADDING);
      const textWidth = font.widthOfTextAtSize(text, BODY_SIZE);
      const left = safe.numeric[index] ? x + width - CELL_PADDING - textWidth : x + CELL_PADDING;
      page.drawText(text, { x: left, y: y + 4, size: BODY_SIZE, font });
      x += width;
    });
  };

  const newPage = (): { page: PDFPage; y: number } => {
    const page = doc.addPage(size);
    pages.push(page);
    let y = size[1] - MARGIN;
    if (pages.length === 1) {
      y -= TITLE_SIZE;
      page.drawText(safe.title, { x: MARGIN, y, size: TITLE_SIZE, font: bold });
      y -= 6;
      for (const line of safe.subtitles) {
        y -= SUBTITLE_SIZE + 3;
        page.drawText(line, { x: MARGIN, y, size: SUBTITLE_SIZE, font: regular, color: GREY });
      }
      y -= 12;
    }
    // The header row again on every page, so a sheet read alone still names its columns.
    y -= ROW_HEIGHT;
    page.drawRectangle({ x: MARGIN, y, width: room, height: ROW_HEIGHT, color: HEADER_FILL });
    drawRow(page, safe.headers, y, bold);
    return { page, y };
  };

  let { page, y } = newPage();
  for (const row of safe.rows) {
    if (y - ROW_HEIGHT < MARGIN + 2 * SUBTITLE_SIZE) ({ page, y } = newPage());
    y -= ROW_HEIGHT;
    drawRow(page, row, y, regular);
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + room, y },
      thickness: 0.5,
      color: RULE,
    });
  }

  pages.forEach((sheet, index) => {
    const label = clean(safe.pageLabel(index + 1, pages.length));
    sheet.drawText(safe.footer, { x: MARGIN, y: MARGIN / 2, size: 7, font: regular, color: GREY });
    sheet.drawText(label, {
      x: size[0] - MARGIN - regular.widthOfTextAtSize(label, 7),
      y: MARGIN / 2,
      size: 7,
      font: regular,
      color: GREY,
    });
  });
  return doc.save();
}
