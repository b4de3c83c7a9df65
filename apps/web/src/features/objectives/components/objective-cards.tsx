import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  useObjectiveRowParts,
  type ObjectiveRowGroup,
  type ObjectiveRowProps,
} from './objective-fields';

/**
 * The objectives as one card per metric under a heading per report (narrow screens, where a
 * table would not fit).
 */
export function ObjectiveCards({ groups }: { groups: ObjectiveRowGroup[] }) {
  return (
    <Stack gap="sm" data-testid="objectives-cards">
      {groups.map((group) => (
        <Stack
          key={group.report}
          gap="sm"
          component="section"
          data-testid="objectives-group"
          data-report={group.report}
        >
          <Title order={2} size="h5" mt="xs">
            {group.title}
          </Title>
          {group.rows.map((row) => (
            <ObjectiveCard key={row.metric} {...row} />
          ))}
        </Stack>
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
