import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { isValidNewPassword } from '@barnboard/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PublicPage } from '../../../components/public-page';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api/api-error';
import { resetPassword } from '../api/reset-password';
import { PasswordChecklist } from '../../../components/password-checklist';

type Outcome = { tone: 'success' | 'error'; key: string } | null;

function failureKey(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) {
    if (error.code === 'validation_error') return 'resetPassword.invalidPassword';
    return 'resetPassword.invalidToken';
  }
  return 'resetPassword.serverError';
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(
    token ? null : { tone: 'error', key: 'resetPassword.missingToken' },
  );
  const mismatch = confirmation.length > 0 && confirmation !== password;
  const done = outcome?.tone === 'success';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidNewPassword(password))
      return setOutcome({ tone: 'error', key: 'resetPassword.invalidPassword' });
    if (password !== confirmation)
      return setOutcome({ tone: 'error', key: 'resetPassword.mismatch' });
    setSaving(true);
    try {
      await resetPassword(token, password);
      setOutcome({ tone: 'success', key: 'resetPassword.success' });
    } catch (error) {
      setOutcome({ tone: 'error', key: failureKey(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <PublicPage>
      <Paper withBorder shadow="sm" radius="md" p="lg">
        <Stack gap="md">
          <Title order={1} size="h3">
            {t('resetPassword.title')}
          </Title>
          {outcome && (
            <Alert
              color={outcome.tone === 'success' ? 'green' : 'red'}
              variant="light"
              role="alert"
              data-testid="reset-password-message"
            >
              {t(outcome.key)}
            </Alert>
          )}
          {done || !token ? (
            <Anchor component={Link} to={paths.login.href()}>
              {t('resetPassword.toLogin')}
            </Anchor>
          ) : (
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Stack gap="md">
                <Text size="sm" c="dimmed">
                  {t('resetPassword.intro')}
                </Text>
                <PasswordInput
                  data-testid="reset-password-new"
                  label={t('resetPassword.newPassword')}
                  autoComplete="new-password"
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                />
                <PasswordChecklist password={password} />
                <PasswordInput
                  data-testid="reset-password-confirm"
                  label={t('resetPassword.confirmPassword')}
                  autoComplete="new-password"
                  value={confirmation}
                  onChange={(event) => setConfirmation(event.currentTarget.value)}
                  error={mismatch ? t('resetPassword.mismatch') : undefined}
                />
                <Button type="submit" loading={saving} data-testid="reset-password-submit">
                  {t('resetPassword.submit')}
                </Button>
                <Anchor component={Link} to={paths.login.href()} size="sm" ta="center">
                  {t('resetPassword.toLogin')}
                </Anchor>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </PublicPage>
  );
}
