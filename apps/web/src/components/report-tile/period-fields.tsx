import { Group, NativeSelect, NumberInput } from '@mantine/core';
import { PERIOD_UNITS, type TilePeriod } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';
import { DateField } from '../date-field/date-field';
import type { PeriodIssue } from './tile-draft';

/** A live tile's day: today unless the user picks another. */
export function DayField({
  day,
  max,
  invalid,
  onChange,
}: {
  day: string;
  max: string;
  invalid: boolean;
  onChange: (day: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <DateField
      label={t('reports.period.day')}
      value={day}
      max={max}
      error={invalid ? t('reports.period.invalidDay') : undefined}
      onChange={onChange}
      data-testid="filter-day"
    />
  );
}

/** A period tile's length: a count of days, weeks, months or years ending today (spec §4). */
export function PeriodFields({
  period,
  issue,
  maxDays,
  onChange,
}: {
  period: TilePeriod;
  issue: PeriodIssue | null;
  /** The days back the tile's period may reach, when it is limited (its error says so). */
  maxDays: number | null;
  onChange: (period: TilePeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group grow align="flex-start" gap="xs">
      <NumberInput
        label={t('reports.period.count')}
        // Empty while typing; the error, not a silent clamp, says what is wrong.
        value={period.count > 0 ? period.count : ''}
        min={1}
        clampBehavior="none"
        allowDecimal={false}
        error={issue ? t(`reports.period.${issue}`, { max: 999, days: maxDays }) : undefined}
        onChange={(value) => onChange({ ...period, count: typeof value === 'number' ? value : 0 })}
        data-testid="filter-period-count"
      />
      <NativeSelect
        label={t('reports.period.unit')}
        value={period.unit}
        data={PERIOD_UNITS.map((unit) => ({
          value: unit,
          label: t(`reports.period.units.${unit}`, { count: period.count }),
        }))}
        onChange={(event) => {
          const unit = PERIOD_UNITS.find((one) => one === event.currentTarget.value);
          if (unit) onChange({ ...period, unit });
        }}
        data-testid="filter-period-unit"
      />
    </Group>
  );
}
