import { Button, Menu, Table, Text } from '@mantine/core';
import type { Integration } from '@barnboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/admin/confirm-modal';
import { integrationsApi, integrationsKey } from '../api/integrations-api';
import type { ListChange, ListState } from '../lib/list-params';
import { refusedOrDone } from '../lib/refusal';
import { AreaModal, ShownOnceModal } from './area-modal';
import { DeliveriesPanel } from './deliveries-panel';
import { IntegrationFormModal } from './integration-form-modal';
import { ListFrame, RowActions } from './list-frame';
import { useAttempt } from './use-attempt';
import { useRowClock } from './use-row-clock';

/** The integrations tab: the caller's integrations (staff: all), their codes and secrets. */
export function IntegrationsList({
  state,
  onChange,
}: {
  state: ListState;
  onChange: (change: ListChange) => void;
}) {
  const { t } = useTranslation();
  // An integration is installed on several sites, none of them an integrator's: times say their zone.
  const clock = useRowClock()(null);
  const queryClient = useQueryClient();
  const [form, setForm] = useState<{ editing: Integration | null } | null>(null);
  const [removing, setRemoving] = useState<Integration | null>(null);
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const [log, setLog] = useState<Integration | null>(null);
  const { error, attempt } = useAttempt();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: integrationsKey });

  const rotate = (integration: Integration) =>
    attempt(async () => {
      const { signing_secret } = await integrationsApi.rotateSecret(integration.id);
      setSecret({ name: integration.name, value: signing_secret });
      refresh();
    });

  return (
    <>
      <ListFrame
        name="integrations"
        state={state}
        onChange={onChange}
        fetch={integrationsApi.list}
        action={
          <Button onClick={() => setForm({ editing: null })} data-testid="integration-create">
            {t('integrations.create')}
          </Button>
        }
        error={error}
        empty={t('integrations.empty')}
        minWidth={900}
        columns={[
          t('integrations.columns.name'),
          t('integrations.columns.installCode'),
          t('integrations.columns.place'),
          t('integrations.columns.owner'),
          t('integrations.columns.created'),
          t('integrations.columns.lastActive'),
          t('integrations.columns.actions'),
        ]}
        renderRow={(row) => (
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
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{clock.day(row.created_at)}</Table.Td>
            <Table.Td>
              {row.last_active_at ? clock.dateTime(row.last_active_at) : t('integrations.never')}
            </Table.Td>
            <Table.Td>
              <RowActions name={row.name} testId="integration-actions">
                <Menu.Item onClick={() => setForm({ editing: row })}>
                  {t('integrations.edit')}
                </Menu.Item>
                <Menu.Item onClick={() => setLog(row)} data-testid="integration-deliveries">
                  {t('integrations.deliveries.title')}
                </Menu.Item>
                <Menu.Item onClick={() => void rotate(row)} data-testid="integration-rotate">
                  {t('integrations.rotateSecret')}
                </Menu.Item>
                <Menu.Item
                  color="red"
                  onClick={() => setRemoving(row)}
                  data-testid="integration-remove"
                >
                  {t('integrations.remove')}
                </Menu.Item>
              </RowActions>
            </Table.Td>
          </Table.Tr>
        )}
      />

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
        onConfirm={() =>
          refusedOrDone(t, async () => {
            await integrationsApi.remove(removing!.id);
            refresh();
          })
        }
      />
      <ShownOnceModal
        value={secret?.value ?? null}
        title={t('integrations.rotatedTitle', { name: secret?.name ?? '' })}
        label={t('integrations.signingSecret')}
        testId="integration-secret"
        onClose={() => setSecret(null)}
      />
      <AreaModal opened={log !== null} onClose={() => setLog(null)} title={log?.name} size="xl">
        {log && <DeliveriesPanel integrationId={log.id} />}
      </AreaModal>
    </>
  );
}
