import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { displayName, isValidNewPassword, type ManagedUser } from '@barnboard/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usersApi } from '../api/users-api';
import { generateFirstPassword } from '../lib/first-password';
import { FirstPasswordInput } from './account-modal';
import { useDialogProps } from './dialog-props';
import { HandOver } from './hand-over';
import { usePersonWrite } from './use-person-write';

/** A new first password for an account without e-mail; shown once to hand over. */
export function FirstPasswordModal({
  person,
  onClose,
  onChanged,
}: {
  person: ManagedUser | null;
  onClose: () => void;
  onChanged: (user: ManagedUser) => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState(() => generateFirstPassword());
  const [invalid, setInvalid] = useState(false);
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);
  const write = usePersonWrite(onChanged);
  const dialog = useDialogProps({ fullScreenOnPhone: true });
  const close = () => {
    setDone(false);
    setPassword(generateFirstPassword());
    onClose();
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!person) return;
    if (!isValidNewPassword(password)) return setInvalid(true);
    setSaving(true);
    const written = await write(
      () => usersApi.setFirstPassword(person.id, password),
      'usersManager.messages.user.firstPassword',
    );
    setSaving(false);
    if (written) setDone(true);
  }
  return (
    <Modal
      opened={person !== null}
      onClose={close}
      title={t('usersManager.firstPassword.title')}
      size="md"
      {...dialog}
    >
      {person && done ? (
        <Stack gap="md">
          <HandOver login={person.username ?? ''} password={password} name={displayName(person)} />
          <Button onClick={close} style={{ alignSelf: 'flex-end' }}>
            {t('usersManager.actions.done')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('usersManager.firstPassword.intro')}</Text>
            <FirstPasswordInput
              value={password}
              invalid={invalid}
              onChange={(value) => {
                setPassword(value);
                setInvalid(false);
              }}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('usersManager.actions.cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('usersManager.firstPassword.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
