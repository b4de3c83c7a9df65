import { ActionIcon, Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { MAX_TILES_PER_PAGE, type TileKey } from '@barnboard/domain';
import { IconStar, IconStarOff, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FavouriteMessage } from '../../../components/favourites/favourite-message';
import { mergeVisibleOrder } from '../../../components/sortable/merge-visible-order';
import { MessagePanel } from '../../../components/message-panel';
import { SortableTileGrid } from '../../../components/sortable/sortable-tile-grid';
import { paths } from '../../../config/paths';
import { useFavouriteMessage } from '../../../lib/favourites/use-favourite-message';
import { useFavouritePages } from '../../../lib/favourites/use-favourite-pages';
import { notifyHttpError } from '../../../lib/notify-error';
import { visibleTiles } from '../../../lib/reports/tile-access';
import { TilePdfSourcesContext, useTilePdfSources } from '../../../lib/reports/tile-pdf-sources';
import { useTileAccessContext } from '../../../lib/reports/use-tile-access';
import { ExportPagePdfButton } from './export-page-pdf-button';

type FavouritesPageProps = { renderTile: (key: TileKey) => ReactNode };

/**
 * A favourites page (spec §3, route favorites/{name}): its tiles in the user's order, each
 * removable, reorderable by drag or keyboard. Tiles whose area is closed on the current site
 * are not shown (and keep their place), as on the dashboard.
 */
export function FavouritesPage({ renderTile }: FavouritesPageProps) {
  const { t } = useTranslation();
  const { favPage = '' } = useParams();
  const { pages, removeTile, moveTiles } = useFavouritePages();
  const context = useTileAccessContext();
  const [message, showMessage] = useFavouriteMessage();
  const pdf = useTilePdfSources();
  const page = pages.find((candidate) => candidate.name === favPage);

  if (!page) {
    return (
      <MessagePanel icon={IconStarOff} testId="favourite-page-not-found">
        <Text ta="center">{t('favourites.page.notFound', { name: favPage })}</Text>
        <Anchor component={Link} to={paths.dashboard.href()}>
          {t('favourites.page.backToDashboard')}
        </Anchor>
      </MessagePanel>
    );
  }

  const shown = context ? visibleTiles(context, page.tiles) : [];
  const hidden = page.tiles.length - shown.length;

  function remove(tile: TileKey) {
    removeTile(favPage, tile).then(() => showMessage('removeSuccess'), notifyHttpError);
  }

  return (
    <Stack gap="md" data-testid="favourites-page" data-page={page.name}>
      <Group gap="sm" align="center">
        <Title order={2} size="h3">
          {page.name}
        </Title>
        <Badge variant="light" data-testid="favourite-tile-count">
          {t('favourites.page.count', { count: page.tiles.length, max: MAX_TILES_PER_PAGE })}
        </Badge>
        <ExportPagePdfButton title={page.name} tiles={shown} sources={pdf.sources} />
      </Group>
      <FavouriteMessage message={message} />
      {hidden > 0 && (
        <Text size="sm" c="dimmed" data-testid="favourite-hidden-tiles">
          {t('favourites.page.hidden', { count: hidden })}
        </Text>
      )}
      {page.tiles.length === 0 ? (
        <MessagePanel icon={IconStar} testId="favourite-page-empty">
          <Text c="dimmed" ta="center">
            {t('favourites.page.empty')}
          </Text>
        </MessagePanel>
      ) : (
        <TilePdfSourcesContext value={pdf.register}>
          <SortableTileGrid
            tiles={shown}
            onReorder={(order) =>
              void moveTiles(favPage, mergeVisibleOrder(page.tiles, order)).catch(notifyHttpError)
            }
            renderTile={renderTile}
            actions={(tile) => (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('favourites.page.removeTile', { tile: t(`dashboard.tiles.${tile}`) })}
                title={t('favourites.page.removeTile', { tile: t(`dashboard.tiles.${tile}`) })}
                onClick={() => remove(tile)}
                data-testid="favourite-remove-tile"
              >
                <IconX size={16} />
              </ActionIcon>
            )}
          />
        </TilePdfSourcesContext>
      )}
    </Stack>
  );
}
