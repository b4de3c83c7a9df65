import { reportCsvFilename, type DisplayPrefs } from '@barnboard/domain';
import { downloadFile } from './download-file';
import { gridCsv } from './grid-csv';
import type { PdfExport } from './render-pdf';
import type { ReportGrid } from './report-table';

/** The printed page header of spec §2, also the head and foot of a PDF. */
export type PrintedHeader = { printedAt: string; siteName: string; copyright: string };

export type ExportContext = {
  title: string;
  range: { from: string; to: string };
  prefs: DisplayPrefs;
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

/**
 * Writes the PDF of one tile, or of a favourites page (one section per tile). pdfmake, its fonts
 * and ECharts load with the first PDF asked for, not with the page.
 */
export async function exportPdf(pdf: PdfExport): Promise<void> {
  const { renderReportPdf } = await import('./render-pdf');
  downloadFile(
    reportFilename(pdf.title, pdf.range, 'pdf'),
    await renderReportPdf(pdf),
    'application/pdf',
  );
}
