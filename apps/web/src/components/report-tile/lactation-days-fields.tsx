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
  const day = (value: string | number) => (typeof value === 'number' ? value : Number.NaN);
  return (
    <div>
      <Group grow align="flex-start" gap="xs">
        <NumberInput
          label={t('reports.lactationDays.from')}
          value={Number.isNaN(range.from) ? '' : range.from}
          min={0}
          max={999}
          clampBehavior="none"
          allowDecimal={false}
          onChange={(value) => onChange({ ...range, from: day(value) })}
          data-testid="filter-lactation-from"
        />
        <NumberInput
          label={t('reports.lactationDays.to')}
          value={Number.isNaN(range.to) ? '' : range.to}
          min={0}
          max={999}
          clampBehavior="none"
          allowDecimal={false}
          onChange={(value) => onChange({ ...range, to: day(value) })}
          data-testid="filter-lactation-to"
        />
      </Group>
      {issue && (
        <Text c="red" size="xs" mt={4} data-testid="filter-lactation-error">
          {t(`reports.lactationDays.errors.${issue}`)}
        </Text>
      )}
    </div>
  );
}
