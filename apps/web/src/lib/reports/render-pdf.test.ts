import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { PdfReport } from './pdf-document';
import { renderPdf } from './render-pdf';

const report = (rows: number): PdfReport => ({
  title: 'Gestation feeding live',
  subtitles: ['Maternité Saint-Hyacinthe', '2026-03-10', 'Printed on 2026-03-10 at 08:00'],
  footer: '© 2026 Barnboard. All rights reserved.',
  pageLabel: (page, pages) => `Page ${page} of ${pages}`,
  headers: ['Sow', 'Target (kg)'],
  // A French thousands separator (narrow no-break space) the standard fonts cannot write.
  rows: Array.from({ length: rows }, (_, index) => [`F${10000 + index}`, '1\u202f234,50']),
  numeric: [false, true],
});

const text = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

/** The text the pages draw: each content stream decoded, its hex strings read back. */
async function drawnText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const streams = doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream);
  return streams
    .map((stream) => text(decodePDFRawStream(stream).decode()))
    .flatMap((content) => [...content.matchAll(/<([0-9A-F]+)> Tj/g)])
    .map(([, hex]) =>
      String.fromCharCode(...(hex!.match(/../g) ?? []).map((pair) => parseInt(pair, 16))),
    )
    .join('\n');
}

describe('renderPdf', () => {
  it('is a PDF that pdf-lib reads back, titled and drawing the title', async () => {
    const bytes = await renderPdf(report(3));
    expect(text(bytes.slice(0, 5))).toBe('%PDF-');
    expect(text(bytes.slice(-6)).trim()).toBe('%%EOF');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Gestation feeding live');
    const drawn = await drawnText(bytes);
    expect(drawn).toContain('Gestation feeding live');
    expect(drawn).toContain('Maternité Saint-Hyacinthe');
    expect(drawn).toContain('1 234,50');
  });

  it('runs over several pages when long, each with its page number', async () => {
    const bytes = await renderPdf(report(150));
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const drawn = await drawnText(bytes);
    expect(drawn).toContain(`Page ${doc.getPageCount()} of ${doc.getPageCount()}`);
    expect(drawn).toContain('F10149');
  });
});
