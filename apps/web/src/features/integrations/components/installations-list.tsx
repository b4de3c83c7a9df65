import { Button, Menu, Table, Text } from '@mantine/core';
import type { Installation, InstallationKey } from '@barnboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/admin/confirm-modal';
import { integrationsApi, integrationsKey } from '../api/integrations-api';
import type { ListChange, ListState } from '../lib/list-params';
import { refusedOrDone } from '../lib/refusal';
import { ShownOnceModal } from './area-modal';
import { InstallationDestination } from './installation-destination';
import { InstallModal } from './install-modal';
import { ListFrame, RowActions } from './list-frame';
import { useAttempt } from './use-attempt';
import { useRowClock } from './use-row-clock';

/**
 * The installations tab: integrations installed on sites, each with where it sends the site's
 * events, its access key's prefix and last activity (spec §7), in the user's formats on the site's
 * clock (or with its zone, for an integrator: use-row-clock.ts). Site admins install by code;
 * whoever may manage one rotates its key or revokes it.
 */
export function InstallationsList({
  state,
  onChange,
  canInstall,
}: {
  state: ListState;
  onChange: (change: ListChange) => void;
  canInstall: boolean;
}) {
  const { t } = useTranslation();
  const clockOf = useRowClock();
  const queryClient = useQueryClient();
  const [installing, setInstalling] = useState(false);
  const [revoking, setRevoking] = useState<Installation | null>(null);
  const [rotated, setRotated] = useState<InstallationKey | null>(null);
  const { error, attempt } = useAttempt();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: integrationsKey });

  const rotate = (installation: Installation) =>
    attempt(async () => {
      setRotated(await integrationsApi.rotateKey(installation.id));
      refresh();
    });

  return (
    <>
      <ListFrame
        name="installations"
        state={state}
        onChange={onChange}
        fetch={integrationsApi.installations}
        action={
          canInstall && (
            <Button onClick={() => setInstalling(true)} data-testid="installation-create">
              {t('integrations.install.open')}
            </Button>
          )
        }
        error={error}
        empty={t('integrations.installationsEmpty')}
        minWidth={960}
        columns={[
          t('integrations.columns.name'),
          t('integrations.columns.place'),
          t('integrations.columns.installedBy'),
          t('integrations.columns.key'),
          t('integrations.columns.created'),
          t('integrations.columns.lastActive'),
          t('integrations.columns.actions'),
        ]}
        renderRow={(row) => (
          <Table.Tr key={row.id} data-testid="installation-row" data-name={row.integration.name}>
            <Table.Td maw={240}>
              {/* A div: a bold paragraph above smaller ones reads to axe as a heading made by hand. */}
              <Text component="div" size="sm" fw={600}>
                {row.integration.name}
              </Text>
              {row.revoked_at ? (
                <Text size="xs" c="dimmed" fw={600}>
                  {t('integrations.revoked')}
                </Text>
              ) : (
                <InstallationDestination installation={row} />
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
              {clockOf(row.site.id).day(row.created_at)}
            </Table.Td>
            <Table.Td data-testid="installation-last-active">
              {row.last_active_at
                ? clockOf(row.site.id).dateTime(row.last_active_at)
                : t('integrations.never')}
            </Table.Td>
            <Table.Td>
              {!row.revoked_at && (
                <RowActions name={row.integration.name} testId="installation-actions">
                  <Menu.Item onClick={() => void rotate(row)} data-testid="installation-rotate">
                    {t('integrations.rotateKey')}
                  </Menu.Item>
                  <Menu.Item
                    color="red"
                    onClick={() => setRevoking(row)}
                    data-testid="installation-revoke"
                  >
                    {t('integrations.revoke')}
                  </Menu.Item>
                </RowActions>
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />

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
        onConfirm={() =>
          refusedOrDone(t, async () => {
            await integrationsApi.revoke(revoking!.id);
            refresh();
          })
        }
      />
      <ShownOnceModal
        value={rotated?.access_key ?? null}
        title={t('integrations.rotatedKeyTitle', {
          name: rotated?.installation.integration.name ?? '',
        })}
        label={t('integrations.accessKey')}
        testId="installation-key"
        onClose={() => setRotated(null)}
      />
    </>
  );
}
