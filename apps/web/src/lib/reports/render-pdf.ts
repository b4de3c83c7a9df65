/**
 * Writes report PDFs with pdfmake. Imported only when the user asks for a PDF
 * (export-report.ts), so pdfmake, its fonts and ECharts stay out of the page's chunks.
 */
import pdfMake from 'pdfmake/build/pdfmake';
import robotoMedium from 'pdfmake/build/fonts/Roboto/Roboto-Medium.ttf?url';
import robotoRegular from 'pdfmake/build/fonts/Roboto/Roboto-Regular.ttf?url';
import { init, type ChartOption } from '../charts/echarts';
import { contentWidth } from './pdf-layout';
import {
  pagePdfDocument,
  sectionOrientation,
  tilePdfDocument,
  type PdfFrame,
} from './pdf-document';
import type { PdfSection } from './pdf-section';

/** Charts are drawn this much larger than the page, so their 11 px labels print at ~9 pt. */
const CHART_SCALE = 1.25;
const CHART_HEIGHT = 190;

// Roboto (pdfmake's font: Latin with every accent French and Spanish use) from the app's own
// assets, fetched with the first PDF. Only regular and medium are written, so italics reuse them.
const absolute = (url: string) => new URL(url, window.location.href).href;
pdfMake.setFonts({
  Roboto: {
    normal: absolute(robotoRegular),
    bold: absolute(robotoMedium),
    italics: absolute(robotoRegular),
    bolditalics: absolute(robotoMedium),
  },
});
// The only files a PDF reads are those two fonts, from the app's own origin.
pdfMake.setUrlAccessPolicy((url) => url.startsWith(window.location.origin));

/** The tile's chart as an SVG string, drawn by ECharts' SVG renderer without a DOM. */
function chartSvg(option: ChartOption, width: number): string {
  const chart = init(null, null, {
    renderer: 'svg',
    ssr: true,
    width: Math.round(width * CHART_SCALE),
    height: Math.round(CHART_HEIGHT * CHART_SCALE),
  });
  chart.setOption(option);
  const svg = chart.renderToSVGString();
  chart.dispose();
  return svg;
}

/** What a PDF is made from: the tiles' sections, their charts still ECharts options. */
export type PdfExport = {
  /** A tile's PDF, or a favourites page's: one section per tile under the page's name. */
  kind: 'tile' | 'page';
  /** The file's name and title: the report's, or the favourites page's. */
  title: string;
  range: { from: string; to: string };
  sections: PdfSection<ChartOption>[];
  frame: PdfFrame;
};

export function renderReportPdf(pdf: PdfExport): Promise<Blob> {
  // Each chart drawn at the width of the page its section is printed on.
  const sections = pdf.sections.map((section) => ({
    ...section,
    chart: section.chart
      ? chartSvg(section.chart, contentWidth(sectionOrientation(section)))
      : null,
  }));
  const document =
    pdf.kind === 'tile' && sections.length === 1
      ? tilePdfDocument(sections[0]!, pdf.frame)
      : pagePdfDocument(pdf.title, sections, pdf.frame);
  return pdfMake.createPdf(document).getBlob();
}
