import { Alert, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCopy, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The sign-in and first password to hand over, shown once (the server keeps only a hash): the
 * admin copies them or writes them down before closing.
 */
export function HandOver({
  login,
  password,
  name,
}: {
  login: string;
  password: string;
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="blue"
      icon={<IconKey size={18} />}
      title={t('usersManager.account.handOverTitle')}
      data-testid="hand-over"
    >
      <Stack gap="xs">
        <Text size="sm">{t('usersManager.account.handOver', { name })}</Text>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {t('usersManager.account.signIn')}:
          </Text>
          <Text size="sm" ff="monospace" data-testid="hand-over-login">
            {login}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {t('usersManager.account.password')}:
          </Text>
          <Text size="sm" ff="monospace" data-testid="hand-over-password">
            {password}
          </Text>
          <CopyButton value={password}>
            {({ copied, copy }) => (
              <Button
                size="compact-xs"
                variant="light"
                leftSection={<IconCopy size={14} />}
                onClick={copy}
              >
                {copied ? t('usersManager.actions.copied') : t('usersManager.actions.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
