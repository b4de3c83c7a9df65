import {
  Button,
  Checkbox,
  MultiSelect,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { previousRange } from '../../lib/reports/report-range';
import type { Comparison, DateRange } from '../../lib/reports/comparison';
import type { FilterGroup } from '../../lib/reports/report-preferences';
import type { FilterChoice } from './filter-fields';
import type { DraftLimits } from './tile-draft';
import { FilterGroupForm } from './filter-group-form';
import { RangeRows } from './range-rows';

/** Most columns a comparison shows: more no longer fit a phone, nor a printed page. */
const MAX_COLUMNS = 5;

export type ComparisonChoices = {
  /** Sites where the tile's area is open to the user; empty when the tile compares no sites. */
  sites: { id: string; label: string }[];
  /** The tile's own range; null for an undated tile, which compares no periods. */
  range: DateRange | null;
  /** A live tile compares days, a period tile periods. */
  singleDays: boolean;
  filters: FilterChoice[];
  groups: FilterGroup[];
  /** The chosen values of the group filter, which a new group saves. */
  groupItems: string[];
  onSaveGroup: (group: FilterGroup) => void;
  /** The dates compared periods may cover. */
  limits: DraftLimits;
};

type Mode = Comparison['kind'];

/** The comparisons a tile offers: sites when more than one allows it, periods when dated. */
export function comparisonModes(
  choices: Omit<ComparisonChoices, 'groupItems' | 'onSaveGroup' | 'limits'>,
): Mode[] {
  return [
    'none',
    ...(choices.sites.length > 1 ? (['sites'] as const) : []),
    ...(choices.range ? (['periods'] as const) : []),
    ...(choices.filters.length > 0 ? (['filters', 'groups'] as const) : []),
  ];
}

function initial(mode: Mode, choices: ComparisonChoices, currentSiteId: string): Comparison {
  const [firstFilter] = choices.filters;
  switch (mode) {
    case 'sites':
      return { kind: 'sites', siteIds: [currentSiteId] };
    case 'periods':
      return { kind: 'periods', ranges: choices.range ? [previousRange(choices.range)] : [] };
    case 'filters':
      return { kind: 'filters', filter: firstFilter?.id ?? '', values: [] };
    case 'groups':
      return { kind: 'groups', filter: firstFilter?.id ?? '', names: [] };
    case 'none':
      return { kind: 'none' };
  }
}

/**
 * What the tile compares (spec §2): sites, periods, values of a filter or saved groups, one
 * column each, up to five columns.
 */
export function ComparisonFields({
  comparison,
  choices,
  currentSiteId,
  invalid,
  onChange,
}: {
  comparison: Comparison;
  choices: ComparisonChoices;
  currentSiteId: string;
  invalid: boolean;
  onChange: (comparison: Comparison) => void;
}) {
  const { t } = useTranslation();
  const modes = comparisonModes(choices);
  const filter = (id: string) => choices.filters.find((one) => one.id === id);

  return (
    <Stack gap="xs" data-testid="compare-fields">
      <SegmentedControl
        fullWidth
        orientation="vertical"
        value={comparison.kind}
        onChange={(mode) => {
          const chosen = modes.find((one) => one === mode);
          if (chosen) onChange(initial(chosen, choices, currentSiteId));
        }}
        data={modes.map((mode) => ({ value: mode, label: t(`reports.compare.modes.${mode}`) }))}
        data-testid="compare-mode"
      />
      {comparison.kind === 'sites' && (
        <Checkbox.Group
          value={comparison.siteIds}
          onChange={(siteIds) =>
            onChange({ kind: 'sites', siteIds: siteIds.slice(0, MAX_COLUMNS) })
          }
          label={t('reports.compare.chooseSites')}
        >
          <Stack gap={6} mt={6}>
            {choices.sites.map((site) => (
              <Checkbox
                key={site.id}
                value={site.id}
                label={site.label}
                data-testid="compare-site"
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {comparison.kind === 'periods' && (
        <>
          <Text size="sm">{t('reports.compare.periodsHint')}</Text>
          <RangeRows
            ranges={comparison.ranges}
            singleDays={choices.singleDays}
            earliest={choices.limits.earliest}
            onChange={(ranges) => onChange({ kind: 'periods', ranges })}
          />
          {comparison.ranges.length < MAX_COLUMNS - 1 && choices.range && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              onClick={() =>
                onChange({
                  kind: 'periods',
                  ranges: [
                    ...comparison.ranges,
                    previousRange(comparison.ranges.at(-1) ?? choices.range!),
                  ],
                })
              }
              data-testid="compare-add-period"
            >
              {t('reports.compare.addPeriod')}
            </Button>
          )}
        </>
      )}
      {comparison.kind === 'filters' && (
        <>
          {choices.filters.length > 1 && (
            <NativeSelect
              label={t('reports.compare.filter')}
              value={comparison.filter}
              data={choices.filters.map((one) => ({ value: one.id, label: t(one.labelKey) }))}
              onChange={(event) =>
                onChange({ kind: 'filters', filter: event.currentTarget.value, values: [] })
              }
            />
          )}
          <MultiSelect
            label={t('reports.compare.values', {
              filter: t(filter(comparison.filter)?.labelKey ?? ''),
            })}
            data={filter(comparison.filter)?.options ?? []}
            value={comparison.values}
            maxValues={MAX_COLUMNS}
            onChange={(values) => onChange({ ...comparison, values })}
            comboboxProps={{ withinPortal: true }}
            data-testid="compare-values"
          />
        </>
      )}
      {comparison.kind === 'groups' && (
        <>
          <MultiSelect
            label={t('reports.compare.groups')}
            data={choices.groups.map((group) => group.name)}
            value={comparison.names}
            maxValues={MAX_COLUMNS}
            nothingFoundMessage={t('reports.groups.none')}
            onChange={(names) => onChange({ ...comparison, names })}
            comboboxProps={{ withinPortal: true }}
            data-testid="compare-groups"
          />
          <Text size="xs" c="dimmed">
            {t('reports.groups.hint', { filter: t(filter(comparison.filter)?.labelKey ?? '') })}
          </Text>
          <FilterGroupForm
            items={choices.groupItems}
            existing={choices.groups}
            onSave={choices.onSaveGroup}
          />
        </>
      )}
      {invalid && comparison.kind !== 'none' && (
        <Text c="red" size="xs" data-testid="compare-error">
          {t('reports.compare.needTwo')}
        </Text>
      )}
    </Stack>
  );
}
