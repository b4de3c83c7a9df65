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
import type { Integration } from '@barnboard/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/admin/confirm-modal';
import { useSiteClock } from '../../../lib/site-time/use-site-clock';
import { integrationsApi, integrationsKey } from '../api/integrations-api';
import type { ListState } from '../lib/list-params';
import { refusalText } from '../lib/refusal';
import { DeliveriesPanel } from './deliveries-panel';
import { IntegrationFormModal } from './integration-form-modal';
import { ListPager, ListToolbar } from './list-controls';
import { ShownOnce } from './shown-once';

const PAGE_SIZE = 25;

/** The integrations tab: the caller's integrations (staff: all), their codes and secrets. */
export function IntegrationsList({
  state,
  onChange,
}: {
  state: ListState;
  onChange: (state: ListState) => void;
}) {
  const { t } = useTranslation();
  const clock = useSiteClock();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<{ editing: Integration | null } | null>(null);
  const [removing, setRemoving] = useState<Integration | null>(null);
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const [log, setLog] = useState<Integration | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = { ...state, per_page: PAGE_SIZE };
  const list = useQuery({
    queryKey: [...integrationsKey, 'list', query],
    queryFn: ({ signal }) => integrationsApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: integrationsKey });
  const rows = list.data?.data ?? [];

  async function rotate(integration: Integration) {
    setError(null);
    try {
      const { signing_secret } = await integrationsApi.rotateSecret(integration.id);
      setSecret({ name: integration.name, value: signing_secret });
      refresh();
    } catch (refused) {
      setError(refusalText(t, refused));
    }
  }

  return (
    <Stack gap="md" data-testid="integrations-list">
      <Group justify="space-between" align="flex-end" gap="sm">
        <ListToolbar state={state} onChange={onChange} testId="integrations" />
        <Button onClick={() => setForm({ editing: null })} data-testid="integration-create">
          {t('integrations.create')}
        </Button>
      </Group>
      {error && <Alert color="red">{error}</Alert>}
      {list.isPending && <Skeleton h={200} radius="md" />}
      {list.isError && <Alert color="red">{t('errors.generic')}</Alert>}
      {list.isSuccess && rows.length === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center" data-testid="integrations-empty">
            {state.q.trim() ? t('integrations.noMatch') : t('integrations.empty')}
          </Text>
        </Paper>
      )}
      {rows.length > 0 && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="sm" highlightOnHover data-testid="integrations-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('integrations.columns.name')}</Table.Th>
                  <Table.Th>{t('integrations.columns.installCode')}</Table.Th>
                  <Table.Th>{t('integrations.columns.place')}</Table.Th>
                  <Table.Th>{t('integrations.columns.owner')}</Table.Th>
                  <Table.Th>{t('integrations.columns.created')}</Table.Th>
                  <Table.Th>{t('integrations.columns.lastActive')}</Table.Th>
                  <Table.Th>{t('integrations.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-testid="integration-row" data-name={row.name}>
                    <Table.Td maw={260}>
                      <Text size="sm" fw={600}>
                        {row.name}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {row.url}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text
                        size="sm"
                        ff="monospace"
                        style={{ whiteSpace: 'nowrap' }}
                        data-testid="integration-code"
                      >
                        {row.install_code}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {row.first_installation ? (
                        <Text size="sm">
                          {row.first_installation.site_name}
                          <Text span size="xs" c="dimmed" display="block">
                            {row.first_installation.tenant_name}
                            {row.installations > 1
                              ? ` · ${t('integrations.more', { count: row.installations - 1 })}`
                              : ''}
                          </Text>
                        </Text>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('integrations.notInstalled')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{row.owner.name}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {clock.day(row.created_at)}
                    </Table.Td>
                    <Table.Td>
                      {row.last_active_at
                        ? clock.dateTime(row.last_active_at)
                        : t('integrations.never')}
                    </Table.Td>
                    <Table.Td>
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <Button
                            variant="subtle"
                            size="xs"
                            aria-label={t('integrations.actionsOf', { name: row.name })}
                            data-testid="integration-actions"
                          >
                            {t('integrations.columns.actions')}
                          </Button>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item onClick={() => setForm({ editing: row })}>
                            {t('integrations.edit')}
                          </Menu.Item>
                          <Menu.Item
                            onClick={() => setLog(row)}
                            data-testid="integration-deliveries"
                          >
                            {t('integrations.deliveries.title')}
                          </Menu.Item>
                          <Menu.Item
                            onClick={() => void rotate(row)}
                            data-testid="integration-rotate"
                          >
                            {t('integrations.rotateSecret')}
                          </Menu.Item>
                          <Menu.Item
                            color="red"
                            onClick={() => setRemoving(row)}
                            data-testid="integration-remove"
                          >
                            {t('integrations.remove')}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
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
          testId="integrations"
        />
      )}

      <IntegrationFormModal
        opened={form !== null}
        editing={form?.editing ?? null}
        onClose={() => setForm(null)}
        onSaved={refresh}
      />
      <ConfirmModal
        opened={removing !== null}
        title={t('integrations.removeTitle', { name: removing?.name ?? '' })}
        body={t('integrations.removeBody', { count: removing?.installations ?? 0 })}
        confirmLabel={t('integrations.remove')}
        testId="integration-remove-modal"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          try {
            await integrationsApi.remove(removing!.id);
            refresh();
            return null;
          } catch (refused) {
            return refusalText(t, refused);
          }
        }}
      />
      <Modal
        opened={secret !== null}
        onClose={() => setSecret(null)}
        title={t('integrations.rotatedTitle', { name: secret?.name ?? '' })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        size="lg"
      >
        {secret && (
          <ShownOnce
            label={t('integrations.signingSecret')}
            value={secret.value}
            testId="integration-secret"
          />
        )}
      </Modal>
      <Modal
        opened={log !== null}
        onClose={() => setLog(null)}
        title={log?.name}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        size="xl"
      >
        {log && <DeliveriesPanel integrationId={log.id} />}
      </Modal>
    </Stack>
  );
}
