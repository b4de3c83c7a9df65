import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks before an admin action that cannot be undone (a delete, a deactivation, an end): what it
 * does, then does it. A refusal is shown in the modal (what is left on a site, which bins hold an
 * item) rather than closing it, so the user reads why.
 */
export function ConfirmModal({
  opened,
  title,
  body,
  confirmLabel,
  onConfirm,
  onClose,
  testId,
  color = 'red',
}: {
  opened: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  /** Does the action; answers the refusal to show, or null when done. */
  onConfirm: () => Promise<string | null>;
  onClose: () => void;
  testId: string;
  /** The confirm button's colour: red for what is lost, orange for what only ends. */
  color?: string | undefined;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  async function confirm() {
    setBusy(true);
    try {
      const refused = await onConfirm();
      if (refused) setRefusal(refused);
      else close();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      opened={opened}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      onClose={close}
      title={title}
    >
      <Stack gap="md" data-testid={testId}>
        <Text size="sm">{body}</Text>
        {refusal && (
          <Alert color="red" data-testid={`${testId}-refusal`}>
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('sitesManager.actions.cancel')}
          </Button>
          <Button
            color={color}
            loading={busy}
            disabled={refusal !== null}
            onClick={() => void confirm()}
            data-testid={`${testId}-confirm`}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
