import { MultiSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportFilterOption } from '../../lib/reports/report-definition';

export type FilterChoice = { id: string; labelKey: string; options: ReportFilterOption[] };

/** The report's filters (spec §2 filter panel): none chosen keeps every row. */
export function FilterFields({
  filters,
  values,
  onChange,
}: {
  filters: FilterChoice[];
  values: Record<string, string[]>;
  onChange: (values: Record<string, string[]>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {filters.map((filter) => (
        <MultiSelect
          key={filter.id}
          label={t(filter.labelKey)}
          placeholder={t('reports.filters.all')}
          data={filter.options}
          value={values[filter.id] ?? []}
          onChange={(chosen) => onChange({ ...values, [filter.id]: chosen })}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid={`filter-${filter.id}`}
        />
      ))}
    </Stack>
  );
}
