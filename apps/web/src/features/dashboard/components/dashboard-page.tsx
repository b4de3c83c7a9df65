import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { displayName, type TileKey } from '@barnboard/domain';
import { IconBell, IconLayoutDashboard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MessagePanel } from '../../../components/message-panel';
import { SortableTileGrid } from '../../../components/sortable/sortable-tile-grid';
import { paths } from '../../../config/paths';
import { notifyHttpError } from '../../../lib/notify-error';
import { canSeeTile } from '../../../lib/reports/tile-access';
import { useTileAccessContext } from '../../../lib/reports/use-tile-access';
import { useCurrentSite, useSession } from '../../../lib/session/session-store';
import { siteLabel } from '../../../utils/site-groups';
import { useDashboardTiles } from '../lib/use-dashboard-tiles';

type DashboardPageProps = { renderTile: (key: TileKey) => ReactNode };

/**
 * "Live today" (spec §2): the greeting, then the tiles of one area at a time (home, feeding,
 * gestation, lactation, zootech: those the user can open on the current site), in the user's
 * order. The area is kept in the address (?area=) so a reload stays on it.
 */
export function DashboardPage({ renderTile }: DashboardPageProps) {
  const { t } = useTranslation();
  const { data } = useSession();
  const site = useCurrentSite();
  const context = useTileAccessContext();
  const dashboard = useDashboardTiles();
  const [search, setSearch] = useSearchParams();
  if (!data || !dashboard || !context) return null;
  const name = displayName(data.user);
  const { areas, reorder } = dashboard;
  const current = areas.find(({ area }) => area === search.get('area')) ?? areas[0];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h3" data-testid="dashboard-greeting">
          {site
            ? t('dashboard.greeting', { name, site: siteLabel(site, data.memberships) })
            : t('dashboard.greetingNoSite', { name })}
        </Title>
        {canSeeTile(context, 'notifications') && (
          <Button
            component={Link}
            to={paths.notifications.href()}
            variant="light"
            size="xs"
            leftSection={<IconBell size={16} stroke={1.6} />}
            data-testid="dashboard-notifications-link"
          >
            {t('dashboard.notifications')}
          </Button>
        )}
      </Group>
      {current ? (
        <Tabs
          value={current.area}
          onChange={(area) => area && setSearch({ area }, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            {areas.map(({ area }) => (
              <Tabs.Tab key={area} value={area} data-testid="dashboard-area" data-area={area}>
                {t(`dashboard.areas.${area}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {areas.map(({ area, tiles }) => (
            <Tabs.Panel key={area} value={area}>
              <SortableTileGrid
                tiles={tiles}
                onReorder={(order) => void reorder(area, order).catch(notifyHttpError)}
                renderTile={renderTile}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        <MessagePanel icon={IconLayoutDashboard} testId="dashboard-empty">
          <Text c="dimmed" ta="center">
            {t('dashboard.noTiles')}
          </Text>
        </MessagePanel>
      )}
    </Stack>
  );
}
