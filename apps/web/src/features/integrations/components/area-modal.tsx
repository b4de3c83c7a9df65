import { Button, Group, Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShownOnce } from './shown-once';

/** A dialog of the integrator area: a close button with a name (read aloud), large unless told. */
export function AreaModal({
  opened,
  onClose,
  title,
  size = 'lg',
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalProps['size'];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size={size}
    >
      {children}
    </Modal>
  );
}

/** A new secret of a row (a rotated signing secret or access key), shown once in a dialog. */
export function ShownOnceModal({
  value,
  title,
  label,
  testId,
  onClose,
}: {
  value: string | null;
  title: string;
  label: string;
  testId: string;
  onClose: () => void;
}) {
  return (
    <AreaModal opened={value !== null} onClose={onClose} title={title}>
      {value !== null && <ShownOnce label={label} value={value} testId={testId} />}
    </AreaModal>
  );
}

/** A form's cancel and submit, at its foot. */
export function FormButtons({
  onCancel,
  busy,
  disabled = false,
  submit,
  testId,
}: {
  onCancel: () => void;
  busy: boolean;
  disabled?: boolean;
  submit: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('integrations.cancel')}
      </Button>
      <Button type="submit" loading={busy} disabled={disabled} data-testid={testId}>
        {submit}
      </Button>
    </Group>
  );
}

/** Closes a dialog whose work is done (what it shows once has been read). */
export function DoneButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button onClick={onDone}>{t('integrations.done')}</Button>
    </Group>
  );
}
