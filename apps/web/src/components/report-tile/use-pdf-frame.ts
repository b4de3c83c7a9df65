import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfFrame } from '../../lib/reports/pdf-document';
import { usePrintedHeaderAt } from './use-printed-header';

/** What frames a PDF's pages, as of the instant it is written: site, time, copyright, pages. */
export function usePdfFrame(): (at: Date) => PdfFrame {
  const { t, i18n } = useTranslation();
  const headerAt = usePrintedHeaderAt();
  return useCallback(
    (at: Date) => {
      const header = headerAt(at);
      return {
        siteName: header.siteName,
        printedAt: header.printedAt,
        footer: header.copyright,
        pageLabel: (page, pages) => t('reports.pdf.page', { page, pages }),
        language: i18n.language,
      };
    },
    [t, i18n.language, headerAt],
  );
}
