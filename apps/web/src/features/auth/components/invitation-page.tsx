import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { isValidNewPassword, type InvitationDetails } from '@barnboard/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PasswordChecklist } from '../../../components/password/password-checklist';
import { PublicPage } from '../../../components/public-page';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api/api-error';
import { acceptInvitation, inspectInvitation } from '../api/invitation';
import { signIn } from '../api/sign-in';
import { legalLinks } from './legal-links';

type Problem =
  'missingToken' | 'invalidToken' | 'invalidPassword' | 'mismatch' | 'mustAccept' | 'serverError';

function problemOf(error: unknown): Problem {
  if (error instanceof ApiError && error.status < 500) {
    return error.code === 'validation_error' ? 'invalidPassword' : 'invalidToken';
  }
  return 'serverError';
}

/**
 * The page an invitation's link opens (users manager): the person sees whom it is for, chooses
 * a password (spec §5's rules and strength meter), accepts the privacy policy and terms, and is
 * signed in to what they were given. The link works once.
 */
export function InvitationPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [details, setDetails] = useState<InvitationDetails | null>(null);
  const [problem, setProblem] = useState<Problem | null>(token ? null : 'missingToken');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [saving, setSaving] = useState(false);
  const links = legalLinks(i18n.resolvedLanguage);

  useEffect(() => {
    if (!token) return;
    let live = true;
    inspectInvitation(token)
      .then((found) => live && setDetails(found))
      .catch((error: unknown) => live && setProblem(problemOf(error)));
    return () => {
      live = false;
    };
  }, [token]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidNewPassword(password)) return setProblem('invalidPassword');
    if (password !== confirmation) return setProblem('mismatch');
    if (!accepted) return setProblem('mustAccept');
    setProblem(null);
    setSaving(true);
    try {
      const login = await acceptInvitation(token, password);
      const result = await signIn(login, password);
      if (result.ok) {
        void navigate(result.to, { replace: true });
        return;
      }
      void navigate(paths.login.href(), { replace: true });
    } catch (error) {
      setProblem(problemOf(error));
      setSaving(false);
    }
  }

  const fatal = problem === 'missingToken' || problem === 'invalidToken';
  const mismatch = confirmation.length > 0 && confirmation !== password;
  return (
    <PublicPage size="sm">
      <Paper withBorder shadow="sm" radius="md" p="lg">
        <Stack gap="md">
          <Title order={1} size="h3">
            {t('invitation.title')}
          </Title>
          {problem && (
            <Alert color="red" variant="light" role="alert" data-testid="invitation-message">
              {t(`invitation.errors.${problem}`)}
            </Alert>
          )}
          {fatal ? (
            <Anchor component={Link} to={paths.login.href()}>
              {t('invitation.toLogin')}
            </Anchor>
          ) : !details ? (
            <Loader size="sm" aria-label={t('invitation.loading')} />
          ) : (
            <form onSubmit={(event) => void submit(event)} noValidate data-testid="invitation-form">
              <Stack gap="md">
                <Text size="sm" data-testid="invitation-intro">
                  {t('invitation.intro', {
                    tenants: details.tenants.join(', '),
                    count: details.tenants.length,
                  })}
                </Text>
                <Text size="sm">
                  {t('invitation.signInWith')}{' '}
                  <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {details.email}
                  </Text>
                </Text>
                <PasswordInput
                  data-testid="invitation-password"
                  label={t('invitation.password')}
                  autoComplete="new-password"
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                />
                <PasswordChecklist password={password} />
                <PasswordInput
                  data-testid="invitation-confirm"
                  label={t('invitation.confirmPassword')}
                  autoComplete="new-password"
                  value={confirmation}
                  onChange={(event) => setConfirmation(event.currentTarget.value)}
                  error={mismatch ? t('invitation.errors.mismatch') : undefined}
                />
                <Checkbox
                  data-testid="invitation-terms"
                  checked={accepted}
                  onChange={(event) => setAccepted(event.currentTarget.checked)}
                  label={
                    <Trans
                      i18nKey="invitation.acceptTerms"
                      components={{
                        terms: <Anchor component={Link} to={links.terms} target="_blank" inherit />,
                        policy: (
                          <Anchor component={Link} to={links.policy} target="_blank" inherit />
                        ),
                      }}
                    />
                  }
                />
                <Button type="submit" loading={saving} data-testid="invitation-submit">
                  {t('invitation.submit')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </PublicPage>
  );
}
