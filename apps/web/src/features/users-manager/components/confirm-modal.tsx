import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogProps } from './dialog-props';

export type Confirmation = {
  title: string;
  body: string;
  confirm: string;
  colour?: string;
  run: () => Promise<void>;
};

/** Asks before an action that cannot be taken back silently (deactivation, deletion, an end). */
export function ConfirmModal({
  confirmation,
  onClose,
}: {
  confirmation: Confirmation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [running, setRunning] = useState(false);
  const dialog = useDialogProps();
  async function run() {
    if (!confirmation) return;
    setRunning(true);
    try {
      await confirmation.run();
    } finally {
      setRunning(false);
      onClose();
    }
  }
  return (
    <Modal
      opened={confirmation !== null}
      onClose={onClose}
      title={confirmation?.title}
      centered
      {...dialog}
    >
      <Stack gap="md">
        <Text size="sm">{confirmation?.body}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={running}>
            {t('usersManager.actions.cancel')}
          </Button>
          <Button
            color={confirmation?.colour ?? 'red'}
            loading={running}
            onClick={() => void run()}
            data-testid="confirm-action"
          >
            {confirmation?.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
