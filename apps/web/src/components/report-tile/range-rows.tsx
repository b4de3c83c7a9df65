import { ActionIcon, Group, Stack } from '@mantine/core';
import { formatDate } from '@barnboard/domain';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../../lib/reports/comparison';
import { useDisplayPrefs } from '../../lib/reports/use-report-preferences';
import { DateField } from '../date-field/date-field';

/**
 * The periods compared with the tile's own: two dates each, or one day for a live tile; none
 * before `earliest` for a tile whose periods look back a limited number of days.
 */
export function RangeRows({
  ranges,
  singleDays,
  earliest,
  onChange,
}: {
  ranges: DateRange[];
  singleDays: boolean;
  earliest: string | null;
  onChange: (ranges: DateRange[]) => void;
}) {
  const { t } = useTranslation();
  const prefs = useDisplayPrefs();
  const set = (index: number, range: DateRange) =>
    onChange(ranges.map((one, i) => (i === index ? range : one)));
  return (
    <Stack gap="xs">
      {ranges.map((range, index) => (
        <Group key={index} gap="xs" align="flex-end" wrap="nowrap" data-testid="compare-range">
          <DateField
            label={singleDays ? t('reports.period.day') : t('reports.period.from')}
            value={range.from}
            min={earliest ?? undefined}
            error={
              earliest !== null && range.from < earliest
                ? t('reports.period.notBefore', { date: formatDate(earliest, prefs) })
                : undefined
            }
            onChange={(from) => set(index, singleDays ? { from, to: from } : { ...range, from })}
            style={{ flex: 1 }}
          />
          {!singleDays && (
            <DateField
              label={t('reports.period.to')}
              value={range.to}
              error={range.from > range.to ? t('reports.period.toBeforeFrom') : undefined}
              onChange={(to) => set(index, { ...range, to })}
              style={{ flex: 1 }}
            />
          )}
          <ActionIcon
            variant="subtle"
            color="gray"
            mb={6}
            aria-label={t('reports.compare.removePeriod')}
            onClick={() => onChange(ranges.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
