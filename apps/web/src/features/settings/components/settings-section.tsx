import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One section of the settings page: a titled card, its help under the title. */
export function SettingsSection({
  title,
  help,
  children,
  testId,
}: {
  title: string;
  help?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {help && (
            <Text size="sm" c="dimmed">
              {help}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
