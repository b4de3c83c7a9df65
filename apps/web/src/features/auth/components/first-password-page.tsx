import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { validatePasswordChange, type PasswordChangeError } from '@barnboard/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PasswordChecklist } from '../../../components/password/password-checklist';
import { PublicPage } from '../../../components/public-page';
import { ApiError } from '../../../lib/api/api-error';
import { pathAfterLogin } from '../../../lib/session/home-path';
import { getSessionState, updateSessionData, useSession } from '../../../lib/session/session-store';
import { notifyHttpError } from '../../../lib/notify-error';
import { changeFirstPassword } from '../api/first-password';

type Problem = PasswordChangeError | 'wrongCurrent';

/**
 * First sign-in with a password an admin handed over (users manager): the person chooses their
 * own before anything else (the server refuses every other call until then), then goes on to
 * the agreements page as any first sign-in.
 */
export function FirstPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saving, setSaving] = useState(false);

  if (data && !data.user.must_change_password)
    return <Navigate to={pathAfterLogin(data, new Date())} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validatePasswordChange({ current, next, confirmation });
    setProblem(invalid);
    if (invalid) return;
    setSaving(true);
    try {
      const user = await changeFirstPassword(current, next);
      updateSessionData(() => ({ user }));
      const session = getSessionState().data;
      if (session) void navigate(pathAfterLogin(session, new Date()), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'wrong_password') setProblem('wrongCurrent');
      else if (error instanceof ApiError && error.code === 'same_password')
        setProblem('sameAsCurrent');
      else if (error instanceof ApiError && error.status === 400) setProblem('invalidNew');
      else notifyHttpError(error);
      setSaving(false);
    }
  }

  const mismatch = confirmation.length > 0 && confirmation !== next;
  return (
    <PublicPage size="xs">
      <Paper withBorder shadow="sm" radius="md" p="lg">
        <form onSubmit={(event) => void submit(event)} noValidate data-testid="first-password-form">
          <Stack gap="md">
            <Title order={1} size="h3">
              {t('invitation.firstPassword.title')}
            </Title>
            <Text size="sm">{t('invitation.firstPassword.intro')}</Text>
            {problem && (
              <Alert color="red" variant="light" role="alert" data-testid="first-password-message">
                {t(`invitation.firstPassword.errors.${problem}`)}
              </Alert>
            )}
            <PasswordInput
              data-testid="first-password-current"
              label={t('invitation.firstPassword.current')}
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.currentTarget.value)}
            />
            <PasswordInput
              data-testid="first-password-new"
              label={t('invitation.firstPassword.new')}
              autoComplete="new-password"
              value={next}
              onChange={(event) => setNext(event.currentTarget.value)}
            />
            <PasswordChecklist password={next} />
            <PasswordInput
              data-testid="first-password-confirm"
              label={t('invitation.firstPassword.confirm')}
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => setConfirmation(event.currentTarget.value)}
              error={
                mismatch ? t('invitation.firstPassword.errors.confirmationMismatch') : undefined
              }
            />
            <Button type="submit" loading={saving} data-testid="first-password-submit">
              {t('invitation.firstPassword.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </PublicPage>
  );
}
