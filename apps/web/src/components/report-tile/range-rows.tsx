import { ActionIcon, Group, Stack, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../../lib/reports/comparison';

/** The periods compared with the tile's own: two dates each, or one day for a live tile. */
export function RangeRows({
  ranges,
  singleDays,
  onChange,
}: {
  ranges: DateRange[];
  singleDays: boolean;
  onChange: (ranges: DateRange[]) => void;
}) {
  const { t } = useTranslation();
  const set = (index: number, range: DateRange) =>
    onChange(ranges.map((one, i) => (i === index ? range : one)));
  return (
    <Stack gap="xs">
      {ranges.map((range, index) => (
        <Group key={index} gap="xs" align="flex-end" wrap="nowrap" data-testid="compare-range">
          <TextInput
            type="date"
            label={singleDays ? t('reports.period.day') : t('reports.period.from')}
            value={range.from}
            onChange={(event) => {
              const from = event.currentTarget.value;
              set(index, singleDays ? { from, to: from } : { ...range, from });
            }}
            style={{ flex: 1 }}
          />
          {!singleDays && (
            <TextInput
              type="date"
              label={t('reports.period.to')}
              value={range.to}
              error={range.from > range.to ? t('reports.period.toBeforeFrom') : undefined}
              onChange={(event) => set(index, { ...range, to: event.currentTarget.value })}
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
