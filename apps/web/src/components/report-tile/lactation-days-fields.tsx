import { Group, NumberInput, Text } from '@mantine/core';
import type { LactationDays, LactationDaysIssue } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';

/** The lactation-day range (spec §3, §5): from day, to day, from not after to. */
export function LactationDaysFields({
  range,
  issue,
  onChange,
}: {
  range: LactationDays;
  issue: LactationDaysIssue | null;
  onChange: (range: LactationDays) => void;
}) {
  const { t } = useTranslation();
  const dayInput = (end: 'from' | 'to') => (
    <NumberInput
      label={t(`reports.lactationDays.${end}`)}
      value={Number.isNaN(range[end]) ? '' : range[end]}
      min={0}
      max={999}
      clampBehavior="none"
      allowDecimal={false}
      // Mantine gives the text while it is not a number yet (empty, "-"): no day, not 0.
      onChange={(value) =>
        onChange({ ...range, [end]: typeof value === 'number' ? value : Number.NaN })
      }
      data-testid={`filter-lactation-${end}`}
    />
  );
  return (
    <div>
      <Group grow align="flex-start" gap="xs">
        {dayInput('from')}
        {dayInput('to')}
      </Group>
      {issue && (
        <Text c="red" size="xs" mt={4} data-testid="filter-lactation-error">
          {t(`reports.lactationDays.errors.${issue}`)}
        </Text>
      )}
    </div>
  );
}
