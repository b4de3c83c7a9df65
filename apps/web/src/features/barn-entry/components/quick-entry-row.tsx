import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { RecordType } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';
import { EVENT_FIELDS } from '../lib/event-fields';
import { errorsByField, refusalLine } from '../lib/problem-text';
import type { RowResult } from '../lib/quick-entry';
import { EventFieldInputs } from './event-field-inputs';

const BADGE_COLOURS: Record<RowResult['state'], string> = {
  waiting: 'gray',
  sending: 'blue',
  recorded: 'green',
  already: 'teal',
  refused: 'red',
  failed: 'red',
};

/** One animal of a quick entry: her own fields, and what became of her record. */
export function QuickEntryRow({
  type,
  animal,
  fields,
  result,
  onChange,
}: {
  type: RecordType;
  animal: string;
  fields: Record<string, string>;
  result: RowResult;
  onChange: (name: string, value: string) => void;
}) {
  const { t } = useTranslation();
  const problems = result.state === 'refused' ? result.problems : [];
  const errors = errorsByField(problems, t);
  const inputs = new Set(EVENT_FIELDS[type].map((field) => field.name));
  // The date, the animal herself, her order of events: said under her row.
  const unplaced = problems.filter((problem) => !inputs.has(problem.field));
  return (
    <Paper
      withBorder
      p="sm"
      data-testid="quick-entry-row"
      data-animal={animal}
      data-state={result.state}
    >
      <Group justify="space-between" gap="xs" mb={6}>
        <Text fw={700}>{animal}</Text>
        <Badge color={BADGE_COLOURS[result.state]} variant="light" data-testid="quick-entry-result">
          {t(`barnEntry.quick.results.${result.state}`)}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
        <EventFieldInputs
          type={type}
          values={fields}
          errors={errors}
          onChange={onChange}
          testIdPrefix={`quick-${animal}`}
        />
      </SimpleGrid>
      {unplaced.map((problem) => (
        <Text key={problem.field} size="sm" c="red" role="alert" data-testid="quick-entry-reason">
          {refusalLine(problem, t)}
        </Text>
      ))}
    </Paper>
  );
}
