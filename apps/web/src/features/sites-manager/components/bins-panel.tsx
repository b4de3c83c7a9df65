import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { AdminBuilding, AdminSite, BinItem, LengthUnit } from '@barnboard/domain';
import {
  IconArrowsExchange,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../lib/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/admin/confirm-modal';
import { BinFormModal, type BinFormTarget } from '../../../components/bin-form/bin-form-modal';
import { BinStateModal, type StateChange } from '../../../components/bin-form/bin-state-modal';
import { adminKey } from '../../../lib/admin/admin-api';
import { binState, lockedReasonKey } from '../../../lib/bins/bin-status';
import { binsKey, deleteBin, deletedBinsKey } from '../../../lib/bins/bins-api';
import { useDisplayPrefs } from '../../../lib/reports/use-report-preferences';
import { siteClock } from '../../../lib/site-time/site-clock';
import { useBuildingBins } from '../api/sites-manager-api';
import { refusalMessage } from '../../../lib/admin/refusal-messages';
import { MoveBinModal } from './move-bin-modal';

const STATE_COLOURS = { active: 'barn', disabled: 'gray', expired: 'orange' } as const;

function RowAction({
  label,
  reason,
  icon: IconComponent,
  color,
  onClick,
  testId,
}: {
  label: string;
  reason?: string | null;
  icon: Icon;
  color?: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Tooltip label={reason ?? label}>
      <span style={{ display: 'inline-flex' }}>
        <ActionIcon
          variant="subtle"
          color={color}
          disabled={Boolean(reason)}
          aria-label={label}
          onClick={onClick}
          data-testid={testId}
        >
          <IconComponent size={16} />
        </ActionIcon>
      </span>
    </Tooltip>
  );
}

/**
 * The L-Tracks (bins) of a building: add one with the silos' bin form, edit, move to another
 * building of the site, disable and enable with the credit rules (spec §4), delete a disabled
 * one (its readings are kept, docs/administration.md).
 */
export function BinsPanel({
  site,
  building,
  unit,
}: {
  site: AdminSite;
  building: AdminBuilding;
  unit: LengthUnit;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const prefs = useDisplayPrefs();
  const clock = siteClock(site.timezone, prefs);
  const ltrack = site.tenant.ltrack_access;
  const bins = useBuildingBins(building.cloud_id, ltrack);
  const [form, setForm] = useState<BinFormTarget | null>(null);
  const [move, setMove] = useState<BinItem | null>(null);
  const [stateChange, setStateChange] = useState<StateChange | null>(null);
  const [doomed, setDoomed] = useState<BinItem | null>(null);
  const buildings = site.buildings;

  async function remove(bin: BinItem): Promise<string | null> {
    try {
      await deleteBin(bin);
      notify({
        color: 'green',
        message: t('sitesManager.messages.bin.deleted', { name: bin.name }),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: binsKey }),
        queryClient.invalidateQueries({ queryKey: adminKey }),
        queryClient.invalidateQueries({ queryKey: deletedBinsKey(site.id) }),
      ]);
      return null;
    } catch (error) {
      await queryClient.invalidateQueries({ queryKey: binsKey });
      return refusalMessage(t, error) ?? t('errors.generic');
    }
  }

  return (
    <Paper withBorder radius="md" p="md" data-testid="bins-panel">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {t('sitesManager.bins.title', { building: building.name })}
          </Title>
          <Button
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            disabled={!ltrack}
            onClick={() =>
              setForm({ mode: 'create', siteId: site.id, buildingId: building.cloud_id, buildings })
            }
            data-testid="bin-add"
          >
            {t('sitesManager.bins.add')}
          </Button>
        </Group>
        {!ltrack && (
          <Alert color="gray" data-testid="bins-no-ltrack">
            {t('sitesManager.bins.noLtrack', { tenant: site.tenant.name })}
          </Alert>
        )}
        {ltrack && bins.isPending && <Skeleton h={80} radius="md" />}
        {ltrack && bins.isError && <Alert color="red">{t('errors.generic')}</Alert>}
        {ltrack && bins.data?.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="bins-empty">
            {t('sitesManager.bins.empty')}
          </Text>
        )}
        {ltrack && bins.data && bins.data.length > 0 && (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('silos.form.name')}</Table.Th>
                  <Table.Th>{t('silos.form.macAddress')}</Table.Th>
                  <Table.Th>{t('silos.form.content')}</Table.Th>
                  <Table.Th>{t('sitesManager.bins.state')}</Table.Th>
                  <Table.Th>{t('sitesManager.bins.lastReading')}</Table.Th>
                  <Table.Th>{t('sitesManager.bins.renewal')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('sitesManager.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {bins.data.map((bin) => {
                  const state = binState(bin);
                  const locked = lockedReasonKey(bin);
                  return (
                    <Table.Tr key={bin.id} data-testid="bin-row" data-bin-name={bin.name}>
                      <Table.Td fw={600}>{bin.name}</Table.Td>
                      <Table.Td ff="monospace" fz="xs">
                        {bin.mac_address}
                      </Table.Td>
                      <Table.Td>{bin.content?.name ?? '—'}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={STATE_COLOURS[state]} data-testid="bin-state">
                          {t(`sitesManager.bins.states.${state}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td data-testid="bin-last-reading">
                        {bin.last_sync
                          ? clock.dateTime(bin.last_sync)
                          : t('sitesManager.bins.never')}
                      </Table.Td>
                      <Table.Td>{bin.expires_at ? clock.day(bin.expires_at) : '—'}</Table.Td>
                      <Table.Td>
                        <Group gap={2} wrap="nowrap" justify="flex-end">
                          <RowAction
                            label={t('sitesManager.bins.edit')}
                            reason={locked ? t(locked) : null}
                            icon={IconPencil}
                            onClick={() => setForm({ mode: 'edit', bin, buildings })}
                            testId="bin-edit"
                          />
                          <RowAction
                            label={t('sitesManager.bins.move')}
                            reason={
                              buildings.length < 2 ? t('sitesManager.bins.moveNowhere') : null
                            }
                            icon={IconArrowsExchange}
                            onClick={() => setMove(bin)}
                            testId="bin-move"
                          />
                          {state === 'active' ? (
                            <RowAction
                              label={t('silos.actions.disable')}
                              icon={IconPlayerPause}
                              onClick={() => setStateChange({ kind: 'disable', bin })}
                              testId="bin-disable"
                            />
                          ) : (
                            <RowAction
                              label={t('silos.actions.enable')}
                              icon={IconPlayerPlay}
                              color="barn"
                              onClick={() => setStateChange({ kind: 'enable', bin })}
                              testId="bin-enable"
                            />
                          )}
                          <RowAction
                            label={t('sitesManager.bins.delete')}
                            reason={
                              state === 'disabled' ? null : t('sitesManager.bins.deleteBlocked')
                            }
                            icon={IconTrash}
                            color="red"
                            onClick={() => setDoomed(bin)}
                            testId="bin-delete"
                          />
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
      <BinFormModal
        target={form}
        unit={unit}
        onClose={() => setForm(null)}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: adminKey })}
      />
      <MoveBinModal bin={move} buildings={buildings} onClose={() => setMove(null)} />
      <BinStateModal change={stateChange} onClose={() => setStateChange(null)} />
      <ConfirmModal
        opened={doomed !== null}
        title={t('sitesManager.bins.deleteTitle')}
        body={doomed ? t('sitesManager.bins.deleteBody', { name: doomed.name }) : ''}
        confirmLabel={t('sitesManager.actions.delete')}
        onConfirm={() => remove(doomed!)}
        onClose={() => setDoomed(null)}
        testId="bin-delete-modal"
      />
    </Paper>
  );
}
