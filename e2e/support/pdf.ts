import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfPage = { width: number; height: number; lines: string[] };
export type ReadPdf = { title: string; language: string; pages: PdfPage[] };

/**
 * A PDF as a reader sees it, read with pdf.js (Firefox's reader): its title and language, and
 * each page's size and text, one line per run of text, so a test reads what a person would.
 */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false })
    .promise;
  const { info } = (await document.getMetadata()) as {
    info: { Title?: string; Language?: string };
  };
  const pages: PdfPage[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const lines = content.items
      .map((item) => ('str' in item ? item.str.trim() : ''))
      .filter((line) => line !== '');
    pages.push({ width, height, lines });
  }
  await document.destroy();
  return { title: info.Title ?? '', language: info.Language ?? '', pages };
}
