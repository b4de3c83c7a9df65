import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Site } from '@barnboard/domain';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddToFavouritesButton } from '../favourites/add-to-favourites';
import { CoveredDaysNote } from './covered-days-note';
import { LastUpdateIndicator } from '../last-update-indicator';
import type { ReportDefinition } from '../../lib/reports/report-definition';
import { canSeeTile } from '../../lib/reports/tile-access';
import { useOfferTilePdf } from '../../lib/reports/tile-pdf-sources';
import { useSiteLastUpdate } from '../../lib/reports/use-site-last-update';
import { useTileAccessContext } from '../../lib/reports/use-tile-access';
import { useCurrentSite } from '../../lib/session/session-store';
import { PrintedHeader } from './print-header';
import { RecordsToFixBadge } from './records-to-fix-badge';
import { TileActions } from './tile-actions';
import { TileBadges } from './tile-badges';
import { TileContent } from './tile-content';
import { TileFilterDrawer } from './tile-filter-drawer';
import { NoAccess } from './tile-messages';
import { usePrintTile } from './use-print-tile';
import { usePrintedHeader } from './use-printed-header';
import { useReportTile } from './use-report-tile';
import { useTileActions } from './use-tile-actions';
import { useTileGrid } from './use-tile-grid';
import { useTilePdf } from './use-tile-pdf';
import './print.css';

export type TileVariant = 'tile' | 'page';

type TileProps<Answer> = { definition: ReportDefinition<Answer>; variant: TileVariant };

function TileBody<Answer>({ definition, variant, site }: TileProps<Answer> & { site: Site }) {
  const { t } = useTranslation();
  const state = useReportTile(definition, site);
  const shown = useTileGrid(definition, state, site);
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerFocus, setDrawerFocus] = useState<'filters' | 'sites'>('filters');
  const { printRef, printTile } = usePrintTile();
  const header = usePrintedHeader();
  const lastUpdate = useSiteLastUpdate(site.id);
  const { tile, results } = state;
  const first = results[0]?.data;
  const pdf = useTilePdf({ definition, state, shown, variant });
  // On a favourites page, the page's PDF takes this tile's section.
  useOfferTilePdf(definition.key, pdf.ready, pdf.build);
  const actions = useTileActions({
    definition,
    state,
    shown,
    pdfSection: pdf.build,
    printTile,
    openDrawer: (focus) => {
      setDrawerFocus(focus);
      drawer.open();
    },
  });

  return (
    <Paper
      ref={printRef}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      data-report-tile
      data-testid="report-tile"
      data-tile-key={definition.key}
      data-comparison={state.comparison.kind}
    >
      <PrintedHeader header={header} />
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title
              order={variant === 'page' ? 2 : 3}
              size={variant === 'page' ? 'h4' : 'h5'}
              data-testid="report-title"
            >
              {t(definition.titleKey)}
            </Title>
            {state.subtitle && (
              <Text size="xs" c="dimmed" data-testid="report-period">
                {state.subtitle}
              </Text>
            )}
            <CoveredDaysNote
              asked={state.range ?? null}
              covered={first && definition.coveredDays ? definition.coveredDays(first) : null}
              prefs={state.displayPrefs}
            />
            <LastUpdateIndicator at={lastUpdate} />
          </Stack>
          <TileActions
            favourite={<AddToFavouritesButton tileKey={definition.key} />}
            actions={actions}
            display={shown.displayChoice}
            inline={variant === 'page'}
          />
        </Group>
        <RecordsToFixBadge tileKey={definition.key} siteId={site.id} />
        <TileBadges
          activeFilters={Object.values(state.filters).filter((values) => values.length > 0).length}
          comparison={shown.comparing ? state.comparison.kind : 'none'}
          columns={results.length}
          onClearFilters={state.clearFilters}
          onStopComparing={state.clearComparison}
        />
        <TileContent
          definition={definition}
          results={results}
          grid={shown.grid}
          figures={shown.figures}
          display={shown.display}
          context={shown.context}
          variant={variant}
          view={shown.view}
          onView={shown.setView}
          chart={shown.chart}
          page={state.page}
          onPage={state.setPage}
          showChart={tile.chart}
        />
        {variant === 'tile' && tile.route && (
          <Anchor
            component={Link}
            to={tile.route}
            size="sm"
            data-print-hidden
            data-testid="report-open"
          >
            {t('reports.actions.open')}
          </Anchor>
        )}
      </Stack>
      <TileFilterDrawer
        state={state}
        siteId={site.id}
        opened={drawerOpened}
        focus={drawerFocus}
        onClose={drawer.close}
      />
    </Paper>
  );
}

function NoSite() {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" size="sm" data-testid="report-no-site">
      {t('reports.states.noSite')}
    </Text>
  );
}

/**
 * A report tile (spec §2): title, period, last update, actions, figures, chart and grid. A tile
 * the user's access on the current site does not open is not shown at all, and its screen
 * (variant 'page') says so without asking the server. Switching site starts the tile afresh.
 */
export function ReportTile<Answer>({ definition, variant }: TileProps<Answer>) {
  const access = useTileAccessContext();
  const site = useCurrentSite();
  if (!access || !canSeeTile(access, definition.key)) {
    return variant === 'page' ? <NoAccess /> : null;
  }
  if (!site) return <NoSite />;
  return <TileBody key={site.id} definition={definition} variant={variant} site={site} />;
}
