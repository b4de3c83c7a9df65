import { Button } from '@mantine/core';
import type { TileKey } from '@barnboard/domain';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePdfFrame } from '../../../components/report-tile/use-pdf-frame';
import { notifyHttpError } from '../../../lib/notify-error';
import { exportPdf } from '../../../lib/reports/export-report';
import { siteDay } from '../../../lib/site-time/site-clock';
import type { TilePdfSource } from '../../../lib/reports/tile-pdf-sources';
import { useCurrentSite } from '../../../lib/session/session-store';

/**
 * One PDF of the page's tiles, in the page's order, each a section as its tile shows it. Ready
 * once every tile shown has its answer (or its error) to write.
 */
export function ExportPagePdfButton({
  title,
  tiles,
  sources,
}: {
  title: string;
  tiles: readonly TileKey[];
  sources: ReadonlyMap<TileKey, TilePdfSource>;
}) {
  const { t } = useTranslation();
  const site = useCurrentSite();
  const pdfFrame = usePdfFrame();
  const [exporting, setExporting] = useState(false);
  const ready = site !== null && tiles.length > 0 && tiles.every((tile) => sources.has(tile));

  async function exportPage() {
    if (!site) return;
    const today = siteDay(site.timezone);
    const sections = await Promise.all(tiles.map((tile) => sources.get(tile)!()));
    await exportPdf({
      kind: 'page',
      title,
      range: { from: today, to: today },
      sections,
      frame: pdfFrame(new Date()),
    });
  }

  return (
    <Button
      variant="light"
      size="xs"
      ml="auto"
      leftSection={<IconFileTypePdf size={16} />}
      disabled={!ready}
      loading={exporting}
      onClick={() => {
        setExporting(true);
        exportPage()
          .catch(notifyHttpError)
          .finally(() => setExporting(false));
      }}
      data-testid="favourites-export-pdf"
    >
      {t('favourites.page.exportPdf')}
    </Button>
  );
}
