import { Group, Stack, Text } from '@mantine/core';
import type { PrintedHeader as Header } from '../../lib/reports/export-report';

/** On paper only: the printed page header of spec §2 above the tile. */
export function PrintedHeader({ header }: { header: Header }) {
  return (
    <Stack gap={0} mb="sm" data-print-only data-testid="printed-header">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {header.siteName}
        </Text>
        <Text size="sm">{header.printedAt}</Text>
      </Group>
      <Text size="xs" c="dimmed">
        {header.copyright}
      </Text>
    </Stack>
  );
}
