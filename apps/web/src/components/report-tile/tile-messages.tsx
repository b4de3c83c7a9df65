import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock, IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { MessagePanel } from '../message-panel';

/** A report screen the user's access on the current site does not open (spec §6). */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <MessagePanel icon={IconLock} testId="report-no-access">
      <Text fw={600} ta="center">
        {t('reports.states.noAccess')}
      </Text>
      <Text c="dimmed" size="sm" ta="center" maw={480}>
        {t('reports.states.noAccessHint')}
      </Text>
    </MessagePanel>
  );
}

export function TileLoading() {
  return (
    <Stack gap="xs" data-testid="report-loading">
      <Skeleton h={56} />
      <Skeleton h={160} />
    </Stack>
  );
}

export function TileEmpty({ messageKey = 'reports.states.empty' }: { messageKey?: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap={4} py="lg" data-testid="report-empty">
      <IconMoodEmpty size={32} stroke={1.4} color="var(--mantine-color-dimmed)" />
      <Text c="dimmed" size="sm" ta="center">
        {t(messageKey)}
      </Text>
    </Stack>
  );
}

/** The server refused (403: the access changed since the page loaded) or failed. */
export function TileError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <Alert color="red" data-testid="report-error">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{forbidden ? t('reports.states.noAccess') : t('errors.generic')}</Text>
        {!forbidden && (
          <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
            {t('reports.actions.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
