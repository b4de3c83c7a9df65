import { Paper, Stack } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type MessagePanelProps = { icon: Icon; testId: string; children: ReactNode };

/** A page's whole content when there is nothing else to show: an icon over a short message. */
export function MessagePanel({ icon: PanelIcon, testId, children }: MessagePanelProps) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid={testId}>
      <Stack align="center" gap="sm">
        <PanelIcon size={40} stroke={1.4} color="var(--mantine-color-dimmed)" />
        {children}
      </Stack>
    </Paper>
  );
}
