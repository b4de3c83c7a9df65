import { ActionIcon, Alert, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { AnimalEvent } from '@barnboard/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSite } from '../../../lib/session/session-store';
import { useDeleteEntry } from '../api/use-entry';
import { useCanCorrect } from '../lib/use-can-correct';
import { ReasonInput, reasonGiven } from './reason-input';
import { RecordEventDrawer } from './record-event-drawer';

type EventProps = { animal: string; event: AnimalEvent };

const eventName = (event: AnimalEvent, t: (key: string) => string) =>
  t(`actionLists.recordTypes.${event.type}`);

/** Correct a stored event (managers): the record form filled with it, and a reason. */
export function EditEventAction({ animal, event }: EventProps) {
  const { t } = useTranslation();
  const site = useCurrentSite();
  const canCorrect = useCanCorrect();
  const [opened, drawer] = useDisclosure(false);
  if (!site || !canCorrect) return null;
  const label = t('barnEntry.edit', { type: eventName(event, t), date: event.date });
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon
          variant="subtle"
          aria-label={label}
          onClick={drawer.open}
          data-testid="entry-edit"
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {opened && (
        <RecordEventDrawer
          opened
          onClose={drawer.close}
          target={{ siteId: site.id, animal, correcting: event }}
          types={[event.type]}
        />
      )}
    </>
  );
}

/** Delete a stored event (managers), once they said why. */
export function DeleteEventAction({ animal, event }: EventProps) {
  const { t } = useTranslation();
  const site = useCurrentSite();
  const canCorrect = useCanCorrect();
  const [opened, modal] = useDisclosure(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const remove = useDeleteEntry(site?.id ?? '', animal);
  if (!site || !canCorrect) return null;
  const label = t('barnEntry.delete', { type: eventName(event, t), date: event.date });
  const close = () => {
    modal.close();
    setReason('');
    setTried(false);
    remove.reset();
  };
  const confirm = () => {
    setTried(true);
    if (!reasonGiven(reason)) return;
    remove.mutate(
      { eventId: event.id, reason: reason.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('barnEntry.deleted', { animal }) });
          close();
        },
      },
    );
  };
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={label}
          onClick={modal.open}
          data-testid="entry-delete"
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={close} title={label} data-testid="entry-delete-modal">
        <Stack gap="sm">
          <Text size="sm">{t('barnEntry.deleteHelp', { animal })}</Text>
          <ReasonInput value={reason} onChange={setReason} showError={tried} />
          {remove.isError && (
            <Alert color="red" role="alert" data-testid="entry-delete-failed">
              {remove.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('barnEntry.cancel')}
            </Button>
            <Button
              color="red"
              onClick={confirm}
              loading={remove.isPending}
              data-testid="entry-delete-confirm"
            >
              {t('barnEntry.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
