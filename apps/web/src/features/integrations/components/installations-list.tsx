import {
  Alert,
  Button,
  Group,
  Menu,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import type { Installation, InstallationKey } from '@barnboard/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/admin/confirm-modal';
import { useSiteClock } from '../../../lib/site-time/use-site-clock';
import { integrationsApi, integrationsKey } from '../api/integrations-api';
import type { ListState } from '../lib/list-params';
import { refusalText } from '../lib/refusal';
import { InstallModal } from './install-modal';
import { ListPager, ListToolbar } from './list-controls';
import { ShownOnce } from './shown-once';

const PAGE_SIZE = 25;

/**
 * The installations tab: integrations installed on sites, each with its access key's prefix and
 * last activity (spec §7), in the user's formats on the site's clock. Site admins install by
 * code; whoever may manage one rotates its key or revokes it.
 */
export function InstallationsList({
  state,
  onChange,
  canInstall,
}: {
  state: ListState;
  onChange: (state: ListState) => void;
  canInstall: boolean;
}) {
  const { t } = useTranslation();
  const clock = useSiteClock();
  const queryClient = useQueryClient();
  const [installing, setInstalling] = useState(false);
  const [revoking, setRevoking] = useState<Installation | null>(null);
  const [rotated, setRotated] = useState<InstallationKey | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = { ...state, per_page: PAGE_SIZE };
  const list = useQuery({
    queryKey: [...integrationsKey, 'installations', query],
    queryFn: ({ signal }) => integrationsApi.installations(query, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: integrationsKey });
  const rows = list.data?.data ?? [];

  async function rotate(installation: Installation) {
    setError(null);
    try {
      setRotated(await integrationsApi.rotateKey(installation.id));
      refresh();
    } catch (refused) {
      setError(refusalText(t, refused));
    }
  }

  return (
    <Stack gap="md" data-testid="installations-list">
      <Group justify="space-between" align="flex-end" gap="sm">
        <ListToolbar state={state} onChange={onChange} testId="installations" />
        {canInstall && (
          <Button onClick={() => setInstalling(true)} data-testid="installation-create">
            {t('integrations.install.open')}
          </Button>
        )}
      </Group>
      {error && <Alert color="red">{error}</Alert>}
      {list.isPending && <Skeleton h={200} radius="md" />}
      {list.isError && <Alert color="red">{t('errors.generic')}</Alert>}
      {list.isSuccess && rows.length === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center" data-testid="installations-empty">
            {state.q.trim() ? t('integrations.noMatch') : t('integrations.installationsEmpty')}
          </Text>
        </Paper>
      )}
      {rows.length > 0 && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={960}>
            <Table verticalSpacing="sm" highlightOnHover data-testid="installations-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('integrations.columns.name')}</Table.Th>
                  <Table.Th>{t('integrations.columns.place')}</Table.Th>
                  <Table.Th>{t('integrations.columns.installedBy')}</Table.Th>
                  <Table.Th>{t('integrations.columns.key')}</Table.Th>
                  <Table.Th>{t('integrations.columns.created')}</Table.Th>
                  <Table.Th>{t('integrations.columns.lastActive')}</Table.Th>
                  <Table.Th>{t('integrations.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr
                    key={row.id}
                    data-testid="installation-row"
                    data-name={row.integration.name}
                  >
                    <Table.Td maw={240}>
                      <Text size="sm" fw={600}>
                        {row.integration.name}
                      </Text>
                      {row.revoked_at && (
                        <Text size="xs" c="dimmed" fw={600}>
                          {t('integrations.revoked')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.site.name}</Text>
                      <Text size="xs" c="dimmed">
                        {[row.tenant.name, row.building?.name].filter(Boolean).join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.installed_by?.name ?? '—'}</Text>
                      {row.role && (
                        <Text size="xs" c="dimmed">
                          {t(`integrations.roles.${row.role}`, { defaultValue: row.role })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {row.key_prefix}…
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {clock.day(row.created_at)}
                    </Table.Td>
                    <Table.Td data-testid="installation-last-active">
                      {row.last_active_at
                        ? clock.dateTime(row.last_active_at)
                        : t('integrations.never')}
                    </Table.Td>
                    <Table.Td>
                      {!row.revoked_at && (
                        <Menu position="bottom-end" withinPortal>
                          <Menu.Target>
                            <Button
                              variant="subtle"
                              size="xs"
                              aria-label={t('integrations.actionsOf', {
                                name: row.integration.name,
                              })}
                              data-testid="installation-actions"
                            >
                              {t('integrations.columns.actions')}
                            </Button>
                          </Menu.Target>
                          <Menu.Dropdown>
                            <Menu.Item
                              onClick={() => void rotate(row)}
                              data-testid="installation-rotate"
                            >
                              {t('integrations.rotateKey')}
                            </Menu.Item>
                            <Menu.Item
                              color="red"
                              onClick={() => setRevoking(row)}
                              data-testid="installation-revoke"
                            >
                              {t('integrations.revoke')}
                            </Menu.Item>
                          </Menu.Dropdown>
                        </Menu>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {list.data && list.data.meta.total > 0 && (
        <ListPager
          meta={list.data.meta}
          onPage={(page) => onChange({ ...state, page })}
          testId="installations"
        />
      )}

      <InstallModal
        opened={installing}
        onClose={() => setInstalling(false)}
        onInstalled={refresh}
      />
      <ConfirmModal
        opened={revoking !== null}
        title={t('integrations.revokeTitle', { name: revoking?.integration.name ?? '' })}
        body={t('integrations.revokeBody', { site: revoking?.site.name ?? '' })}
        confirmLabel={t('integrations.revoke')}
        testId="installation-revoke-modal"
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          try {
            await integrationsApi.revoke(revoking!.id);
            refresh();
            return null;
          } catch (refused) {
            return refusalText(t, refused);
          }
        }}
      />
      <Modal
        opened={rotated !== null}
        onClose={() => setRotated(null)}
        title={t('integrations.rotatedKeyTitle', {
          name: rotated?.installation.integration.name ?? '',
        })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        size="lg"
      >
        {rotated && (
          <ShownOnce
            label={t('integrations.accessKey')}
            value={rotated.access_key}
            testId="installation-key"
          />
        )}
      </Modal>
    </Stack>
  );
}
