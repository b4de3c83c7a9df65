import { reportCsvFilename, type DisplayPrefs } from '@barnboard/domain';
import { downloadFile } from './download-file';
import { gridCsv } from './grid-csv';
import { pdfTable } from './pdf-document';
import type { ReportGrid } from './report-table';

/** The printed page header of spec §2, also the head and foot of a PDF. */
export type PrintedHeader = { printedAt: string; siteName: string; copyright: string };

export type ExportContext = {
  title: string;
  /** The period as the tile's subtitle says it. */
  periodText: string;
  range: { from: string; to: string };
  prefs: DisplayPrefs;
  header: PrintedHeader;
  pageLabel: (page: number, pages: number) => string;
};

/** The file name of spec §9 (page title and range), with the export's own extension. */
export function reportFilename(
  title: string,
  range: { from: string; to: string },
  extension: 'csv' | 'pdf',
): string {
  return reportCsvFilename(title, range.from, range.to).replace(/\.csv$/, `.${extension}`);
}

export function exportCsv(grid: ReportGrid, context: ExportContext): void {
  downloadFile(
    reportFilename(context.title, context.range, 'csv'),
    gridCsv(grid, context.prefs),
    'text/csv;charset=utf-8',
  );
}

/** pdf-lib loads with the first PDF asked for, not with the page. */
export async function buildReportPdf(
  grid: ReportGrid,
  context: ExportContext,
): Promise<Uint8Array> {
  const { renderPdf } = await import('./render-pdf');
  return renderPdf({
    title: context.title,
    subtitles: [context.header.siteName, context.periodText, context.header.printedAt],
    footer: context.header.copyright,
    pageLabel: context.pageLabel,
    ...pdfTable(grid, context.prefs),
  });
}

export async function exportPdf(grid: ReportGrid, context: ExportContext): Promise<void> {
  const bytes = await buildReportPdf(grid, context);
  downloadFile(
    reportFilename(context.title, context.range, 'pdf'),
    bytes.slice().buffer,
    'application/pdf',
  );
}
