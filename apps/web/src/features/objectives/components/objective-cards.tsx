import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useObjectiveRowParts, type ObjectiveRowProps } from './objective-fields';

/** The objectives as one card per metric (narrow screens, where a table would not fit). */
export function ObjectiveCards({ rows }: { rows: ObjectiveRowProps[] }) {
  return (
    <Stack gap="sm" data-testid="objectives-cards">
      {rows.map((row) => (
        <ObjectiveCard key={row.metric} {...row} />
      ))}
    </Stack>
  );
}

function ObjectiveCard(props: ObjectiveRowProps) {
  const parts = useObjectiveRowParts(props, true);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="objective-row" data-metric={props.metric}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <div>
            <Text fw={600} size="sm">
              {parts.name}
            </Text>
            <Text size="xs" c="dimmed">
              {parts.unit}
            </Text>
          </div>
          {parts.reset}
        </Group>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
          {parts.type}
          {parts.preview}
        </SimpleGrid>
        <SimpleGrid cols={3} spacing="xs" verticalSpacing="xs">
          {parts.thresholds}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
