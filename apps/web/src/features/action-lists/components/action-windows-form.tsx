import { Button, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  actionWindowsAnswerSchema,
  actionWindowsSchema,
  type ActionWindows,
  type ActionWindowsAnswer,
} from '@barnboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalOf } from '../../../lib/admin/refusal';
import { actionWindowsKey, saveActionWindows } from '../api/action-lists-api';
import { WINDOW_GROUPS } from './window-groups';

/**
 * The site's windows as its manager edits them: a number of days per window, grouped by list.
 * The edit names the version it was read at; one saved elsewhere meanwhile is shown instead.
 */
export function ActionWindowsForm({
  siteId,
  stored,
  onDone,
}: {
  siteId: string;
  stored: ActionWindowsAnswer;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [version, setVersion] = useState(stored.updated_at);
  const [windows, setWindows] = useState<ActionWindows>(stored.windows);
  const [error, setError] = useState<string | null>(null);
  const checked = actionWindowsSchema.safeParse(windows);
  const invalid = new Map(
    checked.success ? [] : checked.error.issues.map((issue) => [String(issue.path[0]), issue]),
  );

  const save = useMutation({
    mutationFn: () => saveActionWindows(siteId, windows, version),
    onSuccess: async (answer) => {
      queryClient.setQueryData(actionWindowsKey(siteId), answer);
      await queryClient.invalidateQueries({ queryKey: ['report', 'action-lists'] });
      notifications.show({ color: 'green', message: t('actionLists.windows.saved') });
      onDone();
    },
    onError: (failure) => {
      const refusal = refusalOf(failure);
      const current = actionWindowsAnswerSchema.safeParse(refusal?.current);
      if (refusal?.code === 'edited_elsewhere' && current.success) {
        setWindows(current.data.windows);
        setVersion(current.data.updated_at);
        queryClient.setQueryData(actionWindowsKey(siteId), current.data);
        setError(t('actionLists.windows.editedElsewhere'));
      } else {
        setError(t('errors.generic'));
      }
    },
  });

  return (
    <Stack gap="md" data-testid="action-windows-form">
      <Text size="sm" c="dimmed">
        {t('actionLists.windows.help')}
      </Text>
      {WINDOW_GROUPS.map(({ list, keys }) => (
        <Stack key={list} gap="xs">
          <Title order={3} size="h6">
            {t(`actionLists.lists.${list}`)}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {keys.map((key) => (
              <NumberInput
                key={key}
                label={t(`actionLists.windows.${key}`)}
                value={windows[key]}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                size="md"
                error={invalid.has(key) ? t('actionLists.windows.invalid') : undefined}
                onChange={(value) =>
                  setWindows((before) => ({ ...before, [key]: Number(value) || 0 }))
                }
                data-testid={`window-${key}`}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
      {error && (
        <Text c="red" size="sm" role="alert" data-testid="action-windows-error">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('actionLists.windows.cancel')}
        </Button>
        <Button
          onClick={() => save.mutate()}
          loading={save.isPending}
          disabled={!checked.success}
          data-testid="action-windows-save"
        >
          {t('actionLists.windows.save')}
        </Button>
      </Group>
    </Stack>
  );
}
