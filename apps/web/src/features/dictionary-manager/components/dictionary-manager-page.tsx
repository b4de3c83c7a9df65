import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import {
  DENSITY_UNIT_SYMBOLS,
  densityFromSi,
  densityUnitFor,
  formatNumber,
  type DictionaryItem,
} from '@barnboard/domain';
import { IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { notify } from '../../../lib/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/admin/confirm-modal';
import { adminKey, useAdminSites, useAdminTenants } from '../../../lib/admin/admin-api';
import { refusalMessage } from '../../../lib/admin/refusal-messages';
import { useDisplayPrefs } from '../../../lib/reports/use-report-preferences';
import { deleteItem, useDictionary } from '../api/dictionary-api';
import { matchesSearch } from '../lib/dictionary-form';
import { ItemFormModal, type ItemFormTarget } from './dictionary-form-modal';

const binLabel = (bin: DictionaryItem['bins'][number]) =>
  `${bin.name} (${[bin.site.name, bin.building].filter(Boolean).join(', ')})`;

/**
 * The dictionary manager (spec §2, §3, §5, §6; docs/administration.md): the feed items of the
 * sites the user administers, searchable and filtered by site; create, edit and delete with the
 * rules of the server, each refusal in the user's language.
 */
export function DictionaryManagerPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const prefs = useDisplayPrefs();
  const unit = densityUnitFor(prefs.weight);
  const items = useDictionary();
  const sites = useAdminSites();
  const tenants = useAdminTenants();
  const [search, setSearch] = useState('');
  const [siteFilter, setSiteFilter] = useState<string | null>(null);
  const [form, setForm] = useState<ItemFormTarget | null>(null);
  const [doomed, setDoomed] = useState<DictionaryItem | null>(null);

  const shown = useMemo(
    () =>
      (items.data ?? []).filter(
        (item) =>
          matchesSearch(item, search) &&
          (!siteFilter || item.sites.some((site) => site.id === siteFilter)),
      ),
    [items.data, search, siteFilter],
  );
  const siteOptions = (sites.data ?? []).map((site) => ({
    value: site.id,
    label: `${site.name} (${site.tenant.name})`,
  }));
  const density = (kgM3: number) =>
    `${formatNumber(densityFromSi(kgM3, unit), prefs.language)} ${DENSITY_UNIT_SYMBOLS[unit]}`;

  async function remove(item: DictionaryItem): Promise<string | null> {
    try {
      await deleteItem(item);
      notify({
        color: 'green',
        message: t('dictionaryManager.messages.deleted', { name: item.name }),
      });
      await queryClient.invalidateQueries({ queryKey: adminKey });
      return null;
    } catch (error) {
      await queryClient.invalidateQueries({ queryKey: adminKey });
      return refusalMessage(t, error) ?? t('errors.generic');
    }
  }

  return (
    <Stack gap="lg" data-testid="dictionary-manager-page">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('dictionaryManager.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dictionaryManager.help')}
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('dictionaryManager.search')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              style={{ flex: '1 1 14rem', minWidth: 0 }}
              data-testid="dictionary-search"
            />
            <Select
              label={t('dictionaryManager.siteFilter')}
              placeholder={t('dictionaryManager.allSites')}
              clearable
              searchable
              data={siteOptions}
              value={siteFilter}
              onChange={setSiteFilter}
              nothingFoundMessage={t('sitesManager.sites.noMatch')}
              style={{ flex: '1 1 14rem', minWidth: 0 }}
              data-testid="dictionary-site-filter"
            />
            <Button
              leftSection={<IconPlus size={16} />}
              disabled={!tenants.data?.length}
              onClick={() => setForm({ mode: 'create', tenants: tenants.data ?? [] })}
              data-testid="dictionary-add"
            >
              {t('dictionaryManager.add')}
            </Button>
          </Group>
          {items.isPending && <Skeleton h={160} radius="md" />}
          {items.isError && <Alert color="red">{t('errors.generic')}</Alert>}
          {items.isSuccess && shown.length === 0 && (
            <Text c="dimmed" ta="center" py="lg" data-testid="dictionary-empty">
              {t(items.data.length === 0 ? 'dictionaryManager.empty' : 'dictionaryManager.noMatch')}
            </Text>
          )}
          {shown.length > 0 && (
            <Table.ScrollContainer minWidth={820}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('dictionaryManager.fields.name')}</Table.Th>
                    <Table.Th>{t('dictionaryManager.fields.recipe')}</Table.Th>
                    <Table.Th>{t('dictionaryManager.fields.density')}</Table.Th>
                    <Table.Th>{t('dictionaryManager.fields.utility')}</Table.Th>
                    <Table.Th>{t('dictionaryManager.fields.sites')}</Table.Th>
                    <Table.Th>{t('dictionaryManager.usedBy')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('sitesManager.columns.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((item) => {
                    const forbidden = item.can_edit
                      ? null
                      : t('dictionaryManager.refusals.forbidden');
                    const inUse =
                      item.bins.length > 0
                        ? t('dictionaryManager.refusals.inUse', {
                            names: item.bins.map(binLabel).join(', '),
                          })
                        : null;
                    return (
                      <Table.Tr
                        key={item.cloud_id}
                        data-testid="dictionary-row"
                        data-item-name={item.name}
                      >
                        <Table.Td fw={600}>{item.name}</Table.Td>
                        <Table.Td>{item.recipe}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="dictionary-density">
                          {density(item.density)}
                        </Table.Td>
                        <Table.Td>{item.utility ?? '—'}</Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            {item.sites.map((site) => (
                              <Badge key={site.id} variant="light" tt="none">
                                {site.name}
                              </Badge>
                            ))}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          {item.bins.length === 0 ? (
                            '—'
                          ) : (
                            <Tooltip label={item.bins.map(binLabel).join(', ')} multiline w={280}>
                              <Text size="sm" span>
                                {t('dictionaryManager.bins', { count: item.bins.length })}
                              </Text>
                            </Tooltip>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Group gap={2} wrap="nowrap" justify="flex-end">
                            <Tooltip
                              label={forbidden ?? t('dictionaryManager.edit')}
                              multiline
                              w={260}
                            >
                              <span style={{ display: 'inline-flex' }}>
                                <ActionIcon
                                  variant="subtle"
                                  disabled={forbidden !== null}
                                  aria-label={t('dictionaryManager.edit')}
                                  onClick={() => setForm({ mode: 'edit', item })}
                                  data-testid="dictionary-edit"
                                >
                                  <IconPencil size={16} />
                                </ActionIcon>
                              </span>
                            </Tooltip>
                            <Tooltip
                              label={forbidden ?? inUse ?? t('dictionaryManager.delete')}
                              multiline
                              w={260}
                            >
                              <span style={{ display: 'inline-flex' }}>
                                <ActionIcon
                                  variant="subtle"
                                  color="red"
                                  disabled={forbidden !== null || inUse !== null}
                                  aria-label={t('dictionaryManager.delete')}
                                  onClick={() => setDoomed(item)}
                                  data-testid="dictionary-delete"
                                >
                                  <IconTrash size={16} />
                                </ActionIcon>
                              </span>
                            </Tooltip>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Paper>
      <ItemFormModal
        target={form}
        sites={sites.data ?? []}
        unit={unit}
        onClose={() => setForm(null)}
      />
      <ConfirmModal
        opened={doomed !== null}
        title={t('dictionaryManager.deleteTitle')}
        body={doomed ? t('dictionaryManager.deleteBody', { name: doomed.name }) : ''}
        confirmLabel={t('sitesManager.actions.delete')}
        onConfirm={() => remove(doomed!)}
        onClose={() => setDoomed(null)}
        testId="dictionary-delete-modal"
      />
    </Stack>
  );
}
