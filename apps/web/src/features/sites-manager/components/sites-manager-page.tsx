import {
  Alert,
  Button,
  Group,
  Menu,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { AdminBuilding, AdminSite, AdminTenant } from '@barnboard/domain';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../lib/notify';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/admin/confirm-modal';
import { adminKey, useAdminSites, useAdminTenants } from '../../../lib/admin/admin-api';
import { useDisplayPrefs } from '../../../lib/reports/use-report-preferences';
import { useSession } from '../../../lib/session/session-store';
import { useSiteTimeZone } from '../../../lib/site-time/use-site-clock';
import { deleteBuilding, deleteSite } from '../api/sites-manager-api';
import { refusalMessage } from '../../../lib/admin/refusal-messages';
import { BinsPanel } from './bins-panel';
import { BuildingFormModal, type BuildingFormTarget } from './building-form-modal';
import { BuildingsPanel } from './buildings-panel';
import { DeletedBinsPanel } from './deleted-bins-panel';
import { SiteFormModal, type SiteFormTarget } from './site-form-modal';
import { SitePanel } from './site-panel';
import { TenantsPanel } from './tenants-panel';

type Doomed = { kind: 'site'; site: AdminSite } | { kind: 'building'; building: AdminBuilding };

/** The site picker's choices: the sites by tenant, each tenant a group. */
function siteChoices(sites: AdminSite[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const site of sites) {
    const items = groups.get(site.tenant.name) ?? [];
    items.push({ value: site.id, label: site.name });
    groups.set(site.tenant.name, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/**
 * The sites manager (spec §2 manager pages; docs/administration.md): the sites of the tenants
 * the user administers, their buildings and L-Tracks; for staff, the tenants and their licences.
 */
export function SitesManagerPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: session, currentSiteId } = useSession();
  const staff = session?.user.role === 'staff';
  const tenants = useAdminTenants();
  const sites = useAdminSites();
  const prefs = useDisplayPrefs();
  const defaultZone = useSiteTimeZone();
  const [chosenSite, setChosenSite] = useState<string | null>(null);
  const [chosenBuilding, setChosenBuilding] = useState<string | null>(null);
  const [siteForm, setSiteForm] = useState<SiteFormTarget | null>(null);
  const [buildingForm, setBuildingForm] = useState<BuildingFormTarget | null>(null);
  const [doomed, setDoomed] = useState<Doomed | null>(null);

  const list = useMemo(() => sites.data ?? [], [sites.data]);
  const site =
    list.find((s) => s.id === chosenSite) ??
    list.find((s) => s.id === currentSiteId) ??
    list[0] ??
    null;
  const building =
    site?.buildings.find((b) => b.cloud_id === chosenBuilding) ?? site?.buildings[0] ?? null;
  const creatable = (tenants.data ?? []).filter((tenant) => tenant.can_create_sites);

  const newSite = (tenant: AdminTenant) => setSiteForm({ mode: 'create', tenant });

  async function remove(target: Doomed): Promise<string | null> {
    try {
      if (target.kind === 'site') await deleteSite(target.site);
      else await deleteBuilding(target.building);
      const name = target.kind === 'site' ? target.site.name : target.building.name;
      notify({
        color: 'green',
        message: t(`sitesManager.messages.${target.kind}.deleted`, { name }),
      });
      if (target.kind === 'site') setChosenSite(null);
      else setChosenBuilding(null);
      await queryClient.invalidateQueries({ queryKey: adminKey });
      return null;
    } catch (error) {
      await queryClient.invalidateQueries({ queryKey: adminKey });
      return refusalMessage(t, error) ?? t('errors.generic');
    }
  }

  return (
    <Stack gap="lg" data-testid="sites-manager-page">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('sitesManager.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('sitesManager.help')}
        </Text>
      </Stack>

      {staff && tenants.data && <TenantsPanel tenants={tenants.data} />}

      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('sitesManager.sites.picker')}
            placeholder={t('sitesManager.sites.pickerPlaceholder')}
            searchable
            data={siteChoices(list)}
            value={site?.id ?? null}
            onChange={(value) => {
              setChosenSite(value);
              setChosenBuilding(null);
            }}
            nothingFoundMessage={t('sitesManager.sites.noMatch')}
            style={{ flex: '1 1 16rem', minWidth: 0 }}
            data-testid="site-picker"
            allowDeselect={false}
          />
          {creatable.length === 1 && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => newSite(creatable[0]!)}
              data-testid="site-add"
            >
              {t('sitesManager.sites.add')}
            </Button>
          )}
          {creatable.length > 1 && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button leftSection={<IconPlus size={16} />} data-testid="site-add">
                  {t('sitesManager.sites.add')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t('sitesManager.sites.addIn')}</Menu.Label>
                {creatable.map((tenant) => (
                  <Menu.Item
                    key={tenant.cloud_id}
                    onClick={() => newSite(tenant)}
                    data-testid="site-add-tenant"
                  >
                    {tenant.name}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Paper>

      {sites.isPending && <Skeleton h={200} radius="md" />}
      {sites.isError && <Alert color="red">{t('errors.generic')}</Alert>}
      {sites.isSuccess && list.length === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center" data-testid="sites-empty">
            {t('sitesManager.sites.empty')}
          </Text>
        </Paper>
      )}

      {site && (
        <>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <SitePanel
              site={site}
              onEdit={() => setSiteForm({ mode: 'edit', site })}
              onDelete={() => setDoomed({ kind: 'site', site })}
            />
            <BuildingsPanel
              site={site}
              selectedId={building?.cloud_id ?? null}
              onSelect={(b) => setChosenBuilding(b.cloud_id)}
              onAdd={() => setBuildingForm({ mode: 'create', site })}
              onEdit={(b) => setBuildingForm({ mode: 'edit', site, building: b })}
              onDelete={(b) => setDoomed({ kind: 'building', building: b })}
            />
          </SimpleGrid>
          {building && <BinsPanel site={site} building={building} unit={prefs.length} />}
          {site.deleted_bins > 0 && site.tenant.ltrack_access && <DeletedBinsPanel site={site} />}
        </>
      )}

      <SiteFormModal
        target={siteForm}
        defaultZone={defaultZone}
        onClose={() => setSiteForm(null)}
        onSaved={(id) => {
          if (id) setChosenSite(id);
        }}
      />
      <BuildingFormModal
        target={buildingForm}
        onClose={() => setBuildingForm(null)}
        onSaved={(id) => setChosenBuilding(id)}
      />
      <ConfirmModal
        opened={doomed !== null}
        title={t(
          doomed?.kind === 'building'
            ? 'sitesManager.buildings.deleteTitle'
            : 'sitesManager.sites.deleteTitle',
        )}
        body={
          !doomed
            ? ''
            : doomed.kind === 'site'
              ? t('sitesManager.sites.deleteBody', { name: doomed.site.name })
              : t('sitesManager.buildings.deleteBody', { name: doomed.building.name })
        }
        confirmLabel={t('sitesManager.actions.delete')}
        onConfirm={() => remove(doomed!)}
        onClose={() => setDoomed(null)}
        testId="admin-delete-modal"
      />
    </Stack>
  );
}
