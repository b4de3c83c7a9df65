import type {
  ContentStack,
  ContentTable,
  ContentText,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { pagePdfDocument, tilePdfDocument, type PdfFrame } from './pdf-document';
import { CELL_PADDING_X, contentWidth } from './pdf-layout';
import {
  cappedPdfTable,
  pdfFigures,
  pdfTable,
  pdfTone,
  type PdfSection,
  type ToneOf,
} from './pdf-section';
import type { ReportGrid } from './report-table';
import { ATTENTION_GRID, prefsWith } from './test-grid';

const frame: PdfFrame = {
  siteName: 'Maternité Saint-Hyacinthe',
  printedAt: 'Imprimé le 10-03-2026 à 08:00',
  footer: '© 2026 Barnboard. Tous droits réservés.',
  pageLabel: (page, pages) => `Page ${page} sur ${pages}`,
  language: 'fr',
};
const french = prefsWith({ language: 'fr', dateFormat: 'DMY' });
const green = pdfTone('green-green');
const toneOf: ToneOf = (_metric, value) => (value !== null && value > 0.5 ? green : null);

function section(overrides: Partial<PdfSection> = {}): PdfSection {
  return {
    title: 'Alimentation en gestation en direct',
    lines: ['10-03-2026'],
    figures: pdfFigures(
      [{ id: 'given', label: 'Aliment distribué', kind: 'weight', value: 1234.5 }],
      french,
      toneOf,
    ),
    chart: '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"></svg>',
    table: pdfTable(ATTENTION_GRID, french, toneOf),
    message: null,
    ...overrides,
  };
}

/** A grid `columns` wide, `rows` long, like the KPI tiles' months. */
function wideSection(columns: number): PdfSection {
  const headers = Array.from({ length: columns }, (_, index) => `Month ${index + 1}`);
  return section({
    table: {
      headers,
      rows: [headers.map(() => ({ text: '12,5', tone: null }))],
      numeric: headers.map(() => true),
      total: [false],
    },
  });
}

const contentOf = (doc: TDocumentDefinitions) => doc.content as (ContentStack | ContentTable)[];
/** Every text a node writes, in reading order. */
function textsOf(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  const text = (node as ContentText).text;
  if (typeof text === 'string') return [text];
  return Object.values(node).flatMap(textsOf);
}

/** The report table of a document: the one with a repeated header row. */
function reportTable(doc: TDocumentDefinitions): ContentTable {
  const found: ContentTable[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const table = (node as ContentTable).table;
    if (table?.headerRows) found.push(node as ContentTable);
    Object.values(node).forEach(walk);
  };
  walk(doc.content);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** What pdfmake lays the table out on: each column's width with its padding on both sides. */
const tableWidth = (table: ContentTable) =>
  (table.table.widths as number[]).reduce((sum, width) => sum + width + 2 * CELL_PADDING_X, 0);

describe('tilePdfDocument', () => {
  it('opens with the title block: report, site, its lines, when it was printed', () => {
    const doc = tilePdfDocument(section(), frame);
    expect(doc.info?.title).toBe('Alimentation en gestation en direct');
    expect(doc.language).toBe('fr');
    expect(textsOf(contentOf(doc)[0])).toEqual([
      'Alimentation en gestation en direct',
      'Maternité Saint-Hyacinthe',
      '10-03-2026',
      'Imprimé le 10-03-2026 à 08:00',
    ]);
  });

  it('then the figures, the chart and the table, in that order', () => {
    const [, figures, chart, table] = contentOf(tilePdfDocument(section(), frame));
    expect(textsOf(figures)).toContain('Aliment distribué (kg)');
    expect(chart).toMatchObject({ svg: expect.stringContaining('<svg') as string });
    expect((table as ContentTable).table.headerRows).toBe(1);
  });

  it('repeats the header row on every page and fills the width of the page', () => {
    const table = reportTable(tilePdfDocument(section(), frame));
    expect(table.table.headerRows).toBe(1);
    expect(table.table.dontBreakRows).toBe(true);
    expect(tableWidth(table)).toBeCloseTo(contentWidth('portrait'), 6);
    // The date column gets room for its date, the long header wraps rather than widening.
    expect(textsOf(table.table.body[0])).toEqual([
      'Sow',
      'Date',
      'Target (kg)',
      'Feed given (kg)',
      'Of target (%)',
    ]);
  });

  it('writes French numbers with a no-break space Roboto has, never the narrow one it lacks', () => {
    const doc = tilePdfDocument(section(), frame);
    const all = JSON.stringify(doc.content);
    expect(all).not.toContain('\u202f');
    expect(textsOf(contentOf(doc)[1])).toContain('1\u00a0234,50');
  });

  it('keeps the objective colours of figures and cells', () => {
    const table = reportTable(tilePdfDocument(section(), frame));
    const [, second] = table.table.body.slice(1);
    expect(second?.[4]).toMatchObject({ text: '75,0', fillColor: green!.fill, color: green!.ink });
    expect(table.table.body[1]?.[4]).not.toHaveProperty('fillColor');
  });

  it('turns the page sideways for a wide grid, and still fills its width', () => {
    const narrow = tilePdfDocument(wideSection(6), frame);
    const wide = tilePdfDocument(wideSection(14), frame);
    expect(narrow.pageOrientation).toBe('portrait');
    expect(wide.pageOrientation).toBe('landscape');
    expect(tableWidth(reportTable(wide))).toBeCloseTo(contentWidth('landscape'), 6);
  });

  it('numbers every page in the footer, beside the copyright line', () => {
    const doc = tilePdfDocument(section(), frame);
    const footer = (doc.footer as (page: number, pages: number) => unknown)(2, 5);
    expect(textsOf(footer)).toEqual(['© 2026 Barnboard. Tous droits réservés.', 'Page 2 sur 5']);
  });

  it('writes the message of an empty report instead of its table', () => {
    const doc = tilePdfDocument(
      section({ figures: [], chart: null, message: 'Aucune donnée pour cette période.' }),
      frame,
    );
    expect(textsOf(contentOf(doc).slice(1))).toEqual(['Aucune donnée pour cette période.']);
  });
});

describe('pagePdfDocument', () => {
  it("is the page's name and site, then one section per tile, each from a new page", () => {
    const sections = [
      section(),
      wideSection(14),
      section({ title: 'Pertes en gestation', chart: null }),
    ];
    const doc = pagePdfDocument('Tournée-du-soir', sections, frame);
    const [head, ...parts] = contentOf(doc);
    expect(doc.info?.title).toBe('Tournée-du-soir');
    expect(textsOf(head)).toEqual([
      'Tournée-du-soir',
      'Maternité Saint-Hyacinthe',
      'Imprimé le 10-03-2026 à 08:00',
    ]);
    expect(parts).toHaveLength(3);
    expect(parts.map((part) => textsOf(part)[0])).toEqual([
      'Alimentation en gestation en direct',
      'Alimentation en gestation en direct',
      'Pertes en gestation',
    ]);
    // The first shares the first page with the page's title; each other turns its own page.
    expect(parts[0]).not.toHaveProperty('pageBreak');
    expect(parts.slice(1)).toMatchObject([
      { pageBreak: 'before', pageOrientation: 'landscape' },
      { pageBreak: 'before', pageOrientation: 'portrait' },
    ]);
    expect(doc.pageOrientation).toBe('portrait');
  });
});

describe('a long grid (issue 28 §7)', () => {
  /** Gestation live's 619 sows, and the total row of the "total" display. */
  const long: ReportGrid = {
    columns: [
      { id: 'animal', header: 'Truie', kind: 'text' },
      { id: 'given', header: 'Distribué', kind: 'weight', total: 'sum' },
    ],
    rows: [
      ...Array.from({ length: 619 }, (_, index) => ({
        key: `S${index + 1}`,
        cells: { animal: `S${index + 1}`, given: 2 },
      })),
      { key: 'total', total: true, cells: { animal: 'Total', given: 1238 } },
    ],
  };
  const note = (shown: number, rows: number) =>
    `Les ${shown} premières lignes sur ${rows} ; l'export CSV les contient toutes.`;

  it('prints its first 40 rows and its total row, then says the CSV holds them all', () => {
    const table = cappedPdfTable(pdfTable(long, french, toneOf), note);
    const doc = tilePdfDocument(section({ table }), frame);
    const body = reportTable(doc).table.body;
    // The header row, 40 sows, the total.
    expect(body).toHaveLength(42);
    expect(textsOf(body[40])[0]).toBe('S40');
    expect(body[41]?.[0]).toMatchObject({ text: 'Total', bold: true });
    expect(textsOf(contentOf(doc).at(-1))).toEqual([
      "Les 40 premières lignes sur 619 ; l'export CSV les contient toutes.",
    ]);
    // So does each tile of a favourites page.
    const page = pagePdfDocument('Tournée-du-soir', [section({ table })], frame);
    expect(textsOf(page.content)).toContain(
      "Les 40 premières lignes sur 619 ; l'export CSV les contient toutes.",
    );
  });

  it('leaves a grid of 40 rows whole, without a note', () => {
    const forty = { ...long, rows: long.rows.slice(0, 40) };
    const table = cappedPdfTable(pdfTable(forty, french, toneOf), note);
    expect(table.rows).toHaveLength(40);
    expect(table.note).toBeUndefined();
  });
});
