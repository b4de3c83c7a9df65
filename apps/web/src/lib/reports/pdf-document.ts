import type {
  Content,
  CustomTableLayout,
  PageOrientation,
  StyleDictionary,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import {
  CELL_PADDING_X,
  contentWidth,
  PAGE_MARGINS,
  tableFontSize,
  tableOrientation,
  tableWidths,
} from './pdf-layout';
import type { PdfFigure, PdfSection, PdfTable } from './pdf-section';

/** What frames every page: who and when, the copyright line and "Page n of m". */
export type PdfFrame = {
  siteName: string;
  printedAt: string;
  /** The copyright line of the printed page header (spec §2), at the foot of every page. */
  footer: string;
  pageLabel: (page: number, pages: number) => string;
  /** The user's language, the document's. */
  language: string;
};

/*
 * Roboto, the font pdfmake ships, lacks the narrow no-break space Intl puts in French numbers
 * ("1 234,5") and in English times ("8:00 AM"). The no-break space it has keeps the figure on
 * one line as well, where a plain space would let it break.
 */
const pdfText = (text: string) => text.replace(/\u202f/g, '\u00a0');

const GREY = '#495057';
const RULE = '#ced4da';
const HEADER_FILL = '#e9ecef';
const STRIPE_FILL = '#f8f9fa';
const FIGURES_PER_ROW = 4;

const STYLES: StyleDictionary = {
  title: { fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
  sectionTitle: { fontSize: 13, bold: true, margin: [0, 0, 0, 2] },
  line: { fontSize: 9, color: GREY },
  figureLabel: { fontSize: 8, color: GREY },
  figureValue: { fontSize: 13, bold: true },
  tableHeader: { bold: true },
  message: { fontSize: 10, italics: true, color: GREY },
  tableNote: { fontSize: 9, italics: true, color: GREY, margin: [0, 4, 0, 0] },
  footer: { fontSize: 7, color: GREY },
};

/** Horizontal rules only; the padding is what pdfmake adds to every column's width. */
const TABLE_LAYOUT: CustomTableLayout = {
  hLineWidth: (index, node) => (index === 0 || index === node.table.body.length ? 0.75 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => RULE,
  paddingLeft: () => CELL_PADDING_X,
  paddingRight: () => CELL_PADDING_X,
  paddingTop: () => 2,
  paddingBottom: () => 2,
  fillColor: (row) => (row === 0 ? HEADER_FILL : row % 2 === 0 ? STRIPE_FILL : null),
};

const FIGURES_LAYOUT: CustomTableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => RULE,
  vLineColor: () => RULE,
  paddingLeft: () => 6,
  paddingRight: () => 6,
  paddingTop: () => 4,
  paddingBottom: () => 4,
};

function titleBlock(title: string, lines: readonly string[], style: string): Content {
  return {
    stack: [
      { text: pdfText(title), style },
      ...lines.filter(Boolean).map((line) => ({ text: pdfText(line), style: 'line' })),
    ],
    margin: [0, 0, 0, 10],
  };
}

function figureCard(figure: PdfFigure): TableCell {
  const value = pdfText(figure.value);
  return {
    stack: [
      { text: pdfText(figure.label), style: 'figureLabel' },
      figure.tone
        ? {
            text: ` ${value} `,
            style: 'figureValue',
            color: figure.tone.ink,
            background: figure.tone.fill,
          }
        : { text: value, style: 'figureValue' },
    ],
  };
}

/** The figure cards, four to a row, as on a wide screen. */
function figuresBlock(figures: readonly PdfFigure[]): Content {
  const perRow = Math.min(FIGURES_PER_ROW, figures.length);
  const rows: TableCell[][] = [];
  for (let start = 0; start < figures.length; start += perRow) {
    const row = figures.slice(start, start + perRow).map(figureCard);
    while (row.length < perRow) row.push({ text: '', border: [false, false, false, false] });
    rows.push(row);
  }
  return {
    table: { widths: Array<string>(perRow).fill('*'), body: rows, dontBreakRows: true },
    layout: FIGURES_LAYOUT,
    margin: [0, 0, 0, 10],
  };
}

/** The grid across the page, its header row repeated on every page it runs over. */
export function tableBlock(table: PdfTable, orientation: PageOrientation): Content {
  const alignment = (column: number) => (table.numeric[column] ? 'right' : 'left');
  const header: TableCell[] = table.headers.map((text, column) => ({
    text: pdfText(text),
    style: 'tableHeader',
    alignment: alignment(column),
  }));
  const body: TableCell[][] = table.rows.map((row, index) =>
    row.map((cell, column) => ({
      text: pdfText(cell.text),
      alignment: alignment(column),
      ...(table.total[index] ? { bold: true } : {}),
      ...(cell.tone ? { color: cell.tone.ink, fillColor: cell.tone.fill } : {}),
    })),
  );
  return {
    table: {
      headerRows: 1,
      // A header alone at the foot of a page says nothing: it goes over with the first row.
      keepWithHeaderRows: 1,
      dontBreakRows: true,
      widths: tableWidths(table, orientation),
      body: [header, ...body],
    },
    layout: TABLE_LAYOUT,
    fontSize: tableFontSize(table),
  };
}

/** A tile's figures, chart and grid, or the message it shows instead. */
function sectionBody(section: PdfSection, orientation: PageOrientation): Content[] {
  const body: Content[] = [];
  if (section.figures.length > 0) body.push(figuresBlock(section.figures));
  if (section.chart) {
    body.push({
      svg: pdfText(section.chart),
      width: contentWidth(orientation),
      margin: [0, 0, 0, 10],
    });
  }
  if (section.message) body.push({ text: pdfText(section.message), style: 'message' });
  else if (section.table) {
    body.push(tableBlock(section.table, orientation));
    if (section.table.note) body.push({ text: pdfText(section.table.note), style: 'tableNote' });
  }
  return body;
}

export const sectionOrientation = (section: PdfSection<unknown>): PageOrientation =>
  tableOrientation(section.table);

function frame(
  title: string,
  orientation: PageOrientation,
  page: PdfFrame,
  content: Content[],
): TDocumentDefinitions {
  return {
    info: { title: pdfText(title), creator: 'Barnboard', producer: 'Barnboard' },
    language: page.language,
    pageSize: 'A4',
    pageOrientation: orientation,
    pageMargins: PAGE_MARGINS,
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: STYLES,
    content,
    footer: (current, pages) => ({
      columns: [
        { text: pdfText(page.footer) },
        { text: pdfText(page.pageLabel(current, pages)), alignment: 'right' },
      ],
      style: 'footer',
      margin: [PAGE_MARGINS[0], 16, PAGE_MARGINS[2], 0],
    }),
  };
}

/**
 * The PDF of one tile: the title block (report, site, period and the rest of the tile's lines,
 * when it was printed), then the figures, the chart and the grid.
 */
export function tilePdfDocument(section: PdfSection, page: PdfFrame): TDocumentDefinitions {
  const orientation = sectionOrientation(section);
  return frame(section.title, orientation, page, [
    titleBlock(section.title, [page.siteName, ...section.lines, page.printedAt], 'title'),
    ...sectionBody(section, orientation),
  ]);
}

/**
 * The PDF of a favourites page: its name, site and time of printing, then each tile as a
 * section of its own, each from a new page turned the way its grid needs.
 */
export function pagePdfDocument(
  title: string,
  sections: readonly PdfSection[],
  page: PdfFrame,
): TDocumentDefinitions {
  const orientations = sections.map(sectionOrientation);
  const content: Content[] = [titleBlock(title, [page.siteName, page.printedAt], 'title')];
  sections.forEach((section, index) => {
    const orientation = orientations[index]!;
    content.push({
      stack: [
        titleBlock(section.title, section.lines, 'sectionTitle'),
        ...sectionBody(section, orientation),
      ],
      ...(index > 0 ? { pageBreak: 'before' as const, pageOrientation: orientation } : {}),
    });
  });
  return frame(title, orientations[0] ?? 'portrait', page, content);
}
