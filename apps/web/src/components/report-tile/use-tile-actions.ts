import {
  IconAdjustmentsHorizontal,
  IconBuildingCommunity,
  IconFileTypeCsv,
  IconFileTypePdf,
  IconPrinter,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyHttpError } from '../../lib/notify-error';
import { exportCsv, exportPdf, type ExportContext } from '../../lib/reports/export-report';
import type { ReportDefinition } from '../../lib/reports/report-definition';
import type { ReportGrid } from '../../lib/reports/report-table';
import type { TilePdfSource } from '../../lib/reports/tile-pdf-sources';
import type { TileAction } from './tile-actions';
import { usePdfFrame } from './use-pdf-frame';
import type { useReportTile } from './use-report-tile';
import type { useTileGrid } from './use-tile-grid';

/**
 * The tile's actions (spec §2): period and filters, site comparison, CSV, PDF, print. Exports
 * write the grid as displayed, every page of it for a paged report; the PDF also what surrounds
 * it on screen (use-tile-pdf.ts).
 */
export function useTileActions<Answer>(options: {
  definition: ReportDefinition<Answer>;
  state: ReturnType<typeof useReportTile<Answer>>;
  shown: ReturnType<typeof useTileGrid<Answer>>;
  /** The tile's PDF section (use-tile-pdf.ts). */
  pdfSection: TilePdfSource;
  openDrawer: (focus: 'filters' | 'sites') => void;
  printTile: () => void;
}): TileAction[] {
  const { definition, state, shown } = options;
  const { t } = useTranslation();
  const pdfFrame = usePdfFrame();
  const [exportingPdf, setExportingPdf] = useState(false);
  const { tile } = state;

  const range = state.range ?? { from: state.today, to: state.today };
  const context = (): ExportContext => ({
    title: t(definition.titleKey),
    range,
    prefs: state.displayPrefs,
  });
  async function exported(): Promise<ReportGrid | null> {
    if (shown.comparing || !shown.grid) return shown.grid;
    const all = await state.fullAnswer();
    return all === undefined ? null : shown.gridOf(all);
  }

  const hasPanel =
    tile.period !== 'none' || tile.lactationDays || (definition.filters?.length ?? 0) > 0;
  const panel: TileAction = {
    id: 'filters',
    label: t('reports.actions.filters'),
    icon: IconAdjustmentsHorizontal,
    onClick: () => options.openDrawer('filters'),
  };
  const sites: TileAction = {
    id: 'sites',
    label: t('reports.actions.compareSites'),
    icon: IconBuildingCommunity,
    onClick: () => options.openDrawer('sites'),
  };
  return [
    ...(hasPanel ? [panel] : []),
    ...(state.sites.length > 1 ? [sites] : []),
    {
      id: 'csv',
      label: t('reports.actions.csv'),
      icon: IconFileTypeCsv,
      onClick: () =>
        void exported()
          .then((grid) => grid && exportCsv(grid, context()))
          .catch(notifyHttpError),
    },
    {
      id: 'pdf',
      label: t('reports.actions.pdf'),
      icon: IconFileTypePdf,
      busy: exportingPdf,
      onClick: () => {
        setExportingPdf(true);
        void options
          .pdfSection()
          .then((section) =>
            exportPdf({
              kind: 'tile',
              title: section.title,
              range,
              sections: [section],
              frame: pdfFrame(new Date()),
            }),
          )
          .catch(notifyHttpError)
          .finally(() => setExportingPdf(false));
      },
    },
    {
      id: 'print',
      label: t('reports.actions.print'),
      icon: IconPrinter,
      onClick: options.printTile,
    },
  ];
}
