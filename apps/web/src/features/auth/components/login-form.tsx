import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { validateLoginForm } from '@barnboard/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signIn } from '../api/sign-in';
import type { LoginNotice } from './login-message';

type LoginFormProps = { onNotice: (notice: LoginNotice | null) => void; onForgot: () => void };

export function LoginForm({ onNotice, onForgot }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateLoginForm(identifier, password);
    if (invalid) return onNotice({ key: `login.errors.${invalid}`, tone: 'error' });
    onNotice(null);
    setLoading(true);
    const result = await signIn(identifier.trim(), password);
    setLoading(false);
    if (result.ok) void navigate(result.to, { replace: true });
    else onNotice({ key: result.error, tone: 'error' });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={loading}>
      <Stack gap="md">
        <TextInput
          data-testid="login-identifier"
          label={t('login.identifier')}
          placeholder={t('login.identifierPlaceholder')}
          autoComplete="username"
          value={identifier}
          onChange={(event) => setIdentifier(event.currentTarget.value)}
          disabled={loading}
        />
        <PasswordInput
          data-testid="login-password"
          label={t('login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          disabled={loading}
        />
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="right"
          data-testid="forgot-password-link"
          onClick={onForgot}
        >
          {t('login.forgotPassword')}
        </Anchor>
        <Button type="submit" fullWidth loading={loading} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
