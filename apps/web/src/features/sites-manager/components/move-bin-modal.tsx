import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { binItemSchema, type AdminBuilding, type BinItem } from '@barnboard/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { moveBin } from '../../../lib/bins/bins-api';
import { useAdminSave } from '../../../lib/admin/use-admin-save';

/** Moves a bin to another building of its site (any state: where it stands is not its data). */
function MoveForm({
  bin,
  buildings,
  onClose,
}: {
  bin: BinItem;
  buildings: AdminBuilding[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [base, setBase] = useState(bin);
  const [buildingId, setBuildingId] = useState(bin.building.cloud_id);
  const [message, setMessage] = useState<{ color: string; text: string } | null>(null);
  const { save, saving } = useAdminSave();
  const target = buildings.find((b) => b.cloud_id === buildingId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (buildingId === base.building.cloud_id) {
      setMessage({ color: 'blue', text: t('sitesManager.messages.bin.sameValues') });
      return;
    }
    const outcome = await save(
      () => moveBin(base, buildingId),
      t('sitesManager.messages.bin.moved', { name: base.name, building: target?.name ?? '' }),
    );
    if (!outcome) return;
    if (outcome.kind === 'saved') onClose();
    else {
      if (outcome.kind === 'stale') {
        const current = binItemSchema.safeParse(outcome.current);
        if (current.success) setBase(current.data);
      }
      setMessage({ color: outcome.kind === 'stale' ? 'orange' : 'red', text: outcome.message });
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="move-bin-form">
      <Stack gap="sm">
        <Text size="sm">{t('sitesManager.bins.moveHelp', { building: base.building.name })}</Text>
        {message && <Alert color={message.color}>{message.text}</Alert>}
        <NativeSelect
          label={t('sitesManager.bins.moveTo')}
          value={buildingId}
          onChange={(event) => {
            setBuildingId(event.currentTarget.value);
            setMessage(null);
          }}
          data={buildings.map((b) => ({ value: b.cloud_id, label: b.name }))}
          data-testid="move-bin-building"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('sitesManager.actions.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="move-bin-save">
            {t('sitesManager.bins.move')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function MoveBinModal({
  bin,
  buildings,
  onClose,
}: {
  bin: BinItem | null;
  buildings: AdminBuilding[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={bin !== null}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      onClose={onClose}
      title={bin ? t('sitesManager.bins.moveTitle', { name: bin.name }) : ''}
    >
      {bin && <MoveForm key={bin.id} bin={bin} buildings={buildings} onClose={onClose} />}
    </Modal>
  );
}
