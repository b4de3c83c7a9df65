import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type LoginNotice = { key: string; tone: 'success' | 'error' | 'info' };

const colors = { success: 'green', error: 'red', info: 'blue' } as const;

/** The one place the login page shows validation, sign-in and session messages. */
export function LoginMessage({ notice }: { notice: LoginNotice | null }) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <Alert
      data-testid="login-message"
      color={colors[notice.tone]}
      variant="light"
      role="alert"
      data-tone={notice.tone}
    >
      {t(notice.key)}
    </Alert>
  );
}
