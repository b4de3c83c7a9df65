import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { isAdminOfSite, parsePreferences, type BinItem, type Site } from '@barnboard/domain';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { notifyHttpError } from '../../../lib/notify-error';
import { subjectOf } from '../../../lib/session/home-path';
import { savePreferences } from '../../../lib/session/session';
import { useSession } from '../../../lib/session/session-store';
import { siteLabel } from '../../../utils/site-groups';
import { useBins } from '../api/use-bins';
import { groupBins } from '../lib/group-bins';
import { makeSiloFormat } from '../lib/format';
import { readSiloPrefs, type SiloDisplay, type SiloOrder } from '../lib/silo-prefs';
import { BinStateModal, type StateChange } from './bin-state-modal';
import { ChartModal } from './chart-modal';
import { EditBinModal } from './edit-bin-modal';
import { SiloCard } from './silo-card';
import type { SiloAction } from './silo-actions';
import { SilosToolbar } from './silos-toolbar';
import { WarningsModal } from './warnings-modal';

type Open = { kind: 'warnings' | 'chart' | 'edit'; binId: string } | null;

function LoadingCards() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="silos-loading">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={220} radius="md" />
      ))}
    </SimpleGrid>
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
  // Figures and dates in the user's units and formats, in the interface's language.
  const language = currentLanguage(i18n.resolvedLanguage);
  const fmt = useMemo(
    () =>
      makeSiloFormat(
        { ...stored.displayPrefs, language },
        (siteId) => sitesById.get(siteId)?.timezone,
      ),
    [stored.displayPrefs, language, sitesById],
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
  const editSite: Site | null = openBin ? (sitesById.get(openBin.site.id) ?? null) : null;
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
          {site.buildings.map((building) => (
            <Stack key={building.id} gap="xs" data-testid="silo-building">
              <Group gap="xs">
                <Text fw={600} c="dimmed" size="sm" tt="uppercase">
                  {building.name}
                </Text>
                <Badge variant="default" size="sm">
                  {building.bins.length}
                </Badge>
              </Group>
              <SimpleGrid
                cols={display === 'list' ? 1 : { base: 1, sm: 2, lg: 3, xl: 4 }}
                spacing="sm"
                verticalSpacing="sm"
              >
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
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
      ))}

      <WarningsModal bin={binFor('warnings')} fmt={fmt} onClose={close} />
      <ChartModal bin={binFor('chart')} unit={fmt.weightUnit} locale={fmt.locale} onClose={close} />
      <EditBinModal
        bin={binFor('edit')}
        site={editSite}
        unit={stored.displayPrefs.length}
        onClose={close}
      />
      <BinStateModal change={stateChange} onClose={() => setStateChange(null)} />
    </Stack>
  );
}
