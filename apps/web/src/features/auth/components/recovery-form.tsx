import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { validateRecoveryEmail } from '@barnboard/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { recoverPassword } from '../api/recover-password';
import type { LoginNotice } from './login-message';

type RecoveryFormProps = { onNotice: (notice: LoginNotice | null) => void; onCancel: () => void };

export function RecoveryForm({ onNotice, onCancel }: RecoveryFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [loading, setLoading] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateRecoveryEmail(email);
    // Recovery accepts only a strict e-mail address (spec §5).
    if (invalid)
      return onNotice({
        key: `login.errors.${invalid === 'emailRequired' ? 'invalidEmail' : invalid}`,
        tone: 'error',
      });
    setLoading(true);
    try {
      await recoverPassword(email.trim());
      onNotice({ key: 'login.recoverySent', tone: 'success' });
    } catch (error) {
      const notFound = error instanceof ApiError && error.status >= 400 && error.status < 500;
      onNotice({
        key: notFound ? 'login.errors.userNotFound' : 'login.errors.serverError',
        tone: 'error',
      });
    } finally {
      setLoading(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text fw={600}>{t('login.recoveryTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('login.recoveryHelp')}
        </Text>
        <TextInput
          data-testid="recovery-email"
          label={t('login.recoveryEmail')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            data-testid="recovery-cancel"
            onClick={onCancel}
          >
            {t('login.recoveryCancel')}
          </Anchor>
          <Button type="submit" loading={loading} data-testid="recovery-submit">
            {t('login.recoverySubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
