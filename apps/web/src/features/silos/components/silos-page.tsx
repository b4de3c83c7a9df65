import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { isAdminOfSite, parsePreferences, type BinItem, type Site } from '@barnboard/domain';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { AdaptiveGrid } from '../../../components/adaptive-grid';
import { currentLanguage } from '../../../i18n';
import { notifyHttpError } from '../../../lib/notify-error';
import { useSiteTimeZone } from '../../../lib/site-time/use-site-clock';
import { subjectOf } from '../../../lib/session/home-path';
import { savePreferences } from '../../../lib/session/session';
import { useSession } from '../../../lib/session/session-store';
import { siteLabel } from '../../../utils/site-groups';
import { useBins } from '../api/use-bins';
import { groupBins } from '../lib/group-bins';
import { makeSiloFormat } from '../lib/format';
import { readSiloPrefs, type SiloDisplay, type SiloOrder } from '../lib/silo-prefs';
import { BinFormModal } from '../../../components/bin-form/bin-form-modal';
import { BinStateModal, type StateChange } from '../../../components/bin-form/bin-state-modal';
import { ChartModal } from './chart-modal';
import { SiloCard } from './silo-card';
import type { SiloAction } from './silo-actions';
import { SilosToolbar } from './silos-toolbar';
import { WarningsModal } from './warnings-modal';

type Open = { kind: 'warnings' | 'chart' | 'edit'; binId: string } | null;

/** A card is at least this wide: its gauge and figures side by side, its dates on two lines. */
const CARD_MIN_WIDTH = '19rem';

/**
 * Buildings side by side while their cards fit on one row (a wide screen is not left half
 * empty by buildings of two or three bins), each taking room in proportion to its bins so that
 * the cards are one width; a building with more bins than the row holds takes the whole row.
 */
function buildingStyle(bins: number): CSSProperties {
  const gaps = `${bins - 1} * var(--mantine-spacing-sm)`;
  return { flex: `${bins} 1 calc(${bins} * ${CARD_MIN_WIDTH} + ${gaps})`, minWidth: 0 };
}

function LoadingCards() {
  return (
    <AdaptiveGrid minWidth={CARD_MIN_WIDTH} gap="sm" testId="silos-loading">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={220} radius="md" />
      ))}
    </AdaptiveGrid>
  );
}

/** L-Track silos (spec §2): every bin the user sees, by site and building, refreshed on its own. */
export function SilosPage() {
  const { t, i18n } = useTranslation();
  const { data: session, currentSiteId } = useSession();
  const prefsJson = session?.user.prefs;
  const stored = useMemo(() => readSiloPrefs(parsePreferences(prefsJson)), [prefsJson]);
  const [order, setOrder] = useState<SiloOrder>(stored.order);
  const [display, setDisplay] = useState<SiloDisplay>(stored.display);
  const [open, setOpen] = useState<Open>(null);
  const [stateChange, setStateChange] = useState<StateChange | null>(null);
  const bins = useBins();

  const sitesById = useMemo(
    () => new Map((session?.sites ?? []).map((site) => [site.id, site])),
    [session?.sites],
  );
  // Figures and dates in the user's units and formats, in the interface's language; times on
  // each bin's site's clock, the page's own (its last refresh) on the current site's.
  const language = currentLanguage(i18n.resolvedLanguage);
  const currentZone = useSiteTimeZone();
  const fmt = useMemo(
    () =>
      makeSiloFormat(
        { ...stored.displayPrefs, language },
        (siteId) => sitesById.get(siteId)?.timezone,
        currentZone,
      ),
    [stored.displayPrefs, language, sitesById, currentZone],
  );
  const groups = useMemo(() => {
    const memberships = session?.memberships ?? [];
    const nameOf = (bin: BinItem) => {
      const site = sitesById.get(bin.site.id);
      return site ? siteLabel(site, memberships) : bin.site.name;
    };
    return groupBins(bins.data ?? [], order, currentSiteId, nameOf);
  }, [bins.data, order, currentSiteId, sitesById, session?.memberships]);

  const isAdmin = useMemo(() => {
    const subject = session ? subjectOf(session) : null;
    const now = new Date();
    return (bin: BinItem) =>
      subject !== null &&
      isAdminOfSite(
        subject,
        { id: bin.site.id, tenant: { ...bin.tenant, ltrack_access: true } },
        now,
      );
  }, [session]);

  function savePref(changes: Record<string, unknown>) {
    savePreferences(changes).catch(notifyHttpError);
  }

  function onAction(action: SiloAction, bin: BinItem) {
    if (action === 'disable' || action === 'enable') setStateChange({ kind: action, bin });
    else setOpen({ kind: action, binId: bin.id });
  }

  // Modals follow the live list, so a refresh shows in an open warnings modal too.
  const openBin = open ? (bins.data?.find((bin) => bin.id === open.binId) ?? null) : null;
  const binFor = (kind: NonNullable<Open>['kind']) => (open?.kind === kind ? openBin : null);
  const editBin = binFor('edit');
  const editSite: Site | null = editBin ? (sitesById.get(editBin.site.id) ?? null) : null;
  const editBuildings = editSite?.buildings ?? (editBin ? [editBin.building] : []);
  const close = () => setOpen(null);

  return (
    <Stack gap="lg" data-testid="silos-page">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('silos.title')}
        </Title>
        <SilosToolbar
          order={order}
          display={display}
          updatedAt={bins.dataUpdatedAt}
          refreshing={bins.isFetching}
          fmt={fmt}
          onOrder={(value) => {
            setOrder(value);
            savePref({ silosOrder: value });
          }}
          onDisplay={(value) => {
            setDisplay(value);
            savePref({ silosDisplay: value });
          }}
          onRefresh={() => void bins.refetch()}
        />
      </Stack>

      {bins.isPending && <LoadingCards />}
      {bins.isError && !bins.data && (
        <Alert color="red" data-testid="silos-error">
          <Group justify="space-between">
            <Text size="sm">{t('errors.generic')}</Text>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => void bins.refetch()}
            >
              {t('silos.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {bins.data && groups.length === 0 && (
        <Paper withBorder radius="md" p="xl" data-testid="silos-empty">
          <Stack align="center" gap="sm">
            <IconBuildingWarehouse size={40} stroke={1.4} color="var(--mantine-color-dimmed)" />
            <Text c="dimmed" ta="center">
              {t('silos.empty')}
            </Text>
          </Stack>
        </Paper>
      )}

      {groups.map((site) => (
        <Stack key={site.id} gap="md" data-testid="silo-site" data-site-id={site.id}>
          <Title order={3} size="h4">
            {site.name}
          </Title>
          <Box
            style={{
              display: 'flex',
              flexDirection: display === 'list' ? 'column' : 'row',
              flexWrap: display === 'list' ? 'nowrap' : 'wrap',
              gap: 'var(--mantine-spacing-md)',
            }}
          >
            {site.buildings.map((building) => (
              <Stack
                key={building.id}
                gap="xs"
                data-testid="silo-building"
                style={display === 'list' ? undefined : buildingStyle(building.bins.length)}
              >
                <Group gap="xs">
                  {/* Headings site › building › bin: a screen reader moves between bins by them. */}
                  <Text component="h4" fw={600} c="dimmed" size="sm" tt="uppercase">
                    {building.name}
                  </Text>
                  <Badge variant="default" size="sm">
                    {building.bins.length}
                  </Badge>
                </Group>
                <AdaptiveGrid minWidth={display === 'list' ? '100%' : CARD_MIN_WIDTH} gap="sm">
                  {building.bins.map((bin) => (
                    <SiloCard
                      key={bin.id}
                      bin={bin}
                      display={display}
                      fmt={fmt}
                      admin={isAdmin(bin)}
                      onAction={onAction}
                    />
                  ))}
                </AdaptiveGrid>
              </Stack>
            ))}
          </Box>
        </Stack>
      ))}

      <WarningsModal bin={binFor('warnings')} fmt={fmt} onClose={close} />
      <ChartModal bin={binFor('chart')} fmt={fmt} onClose={close} />
      <BinFormModal
        target={editBin ? { mode: 'edit', bin: editBin, buildings: editBuildings } : null}
        unit={stored.displayPrefs.length}
        onClose={close}
      />
      <BinStateModal change={stateChange} onClose={() => setStateChange(null)} />
    </Stack>
  );
}
