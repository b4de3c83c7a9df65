import { Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MaintenanceBanner } from '../../../components/maintenance-banner';
import { PublicPage } from '../../../components/public-page';
import { paths } from '../../../config/paths';
import { loadSession, sessionStatus } from '../../../lib/session/session';
import { readSessionMessage, type SessionMessage } from '../../../lib/session/session-events';
import { LoginForm } from './login-form';
import { LoginMessage, type LoginNotice } from './login-message';
import { PolicyFooter } from './policy-footer';
import { RecoveryForm } from './recovery-form';

function noticeOf(message: SessionMessage | null): LoginNotice | null {
  if (!message) return null;
  const tone = message === 'disconnected' ? 'success' : message === 'logged' ? 'info' : 'error';
  return { key: `session.${message}`, tone };
}

export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'login' | 'recovery'>('login');
  const [notice, setNotice] = useState(() => noticeOf(readSessionMessage(location.state)));

  // Already signed in (token, accepted terms, sites): back to the app (spec §2). Checked once on
  // arrival only, so that a sign-in in progress is never redirected by it.
  const checkedOnArrival = useRef(false);
  useEffect(() => {
    if (checkedOnArrival.current) return;
    checkedOnArrival.current = true;
    const status = sessionStatus();
    if (status === 'expired') {
      void navigate(paths.logout.href(), { replace: true, state: { message: 'expired' } });
      return;
    }
    if (status !== 'active') return;
    loadSession()
      .then((data) => {
        if (!data.user.agreed_terms_policy || data.sites.length === 0) return;
        notifications.show({ color: 'blue', message: t('session.logged') });
        void navigate(paths.root.href(), { replace: true, state: { message: 'logged' } });
      })
      .catch(() => undefined);
  }, [navigate, t]);

  return (
    <PublicPage>
      <Stack gap="md">
        <MaintenanceBanner />
        <Paper withBorder shadow="sm" radius="md" p="lg">
          <Stack gap="md">
            <div>
              <Title order={1} size="h3">
                {t('login.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('login.subtitle')}
              </Text>
            </div>
            <LoginMessage notice={notice} />
            {mode === 'login' ? (
              <LoginForm
                onNotice={setNotice}
                onForgot={() => {
                  setNotice(null);
                  setMode('recovery');
                }}
              />
            ) : (
              <RecoveryForm
                onNotice={setNotice}
                onCancel={() => {
                  setNotice(null);
                  setMode('login');
                }}
              />
            )}
          </Stack>
        </Paper>
        <PolicyFooter />
      </Stack>
    </PublicPage>
  );
}
