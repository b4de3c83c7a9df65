import { Button, Group, MultiSelect, NativeSelect, Paper, Stack } from '@mantine/core';
import {
  KPI_TILE_KEYS,
  MAX_COMPARED_SITES,
  MAX_COMPARISON_DAYS,
  MIN_COMPARED_SITES,
  type KpiTileKey,
} from '@barnboard/domain';
import { IconScale } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field/date-field';
import type { ComparedSite } from '../model/comparison-grid';
import type { ComparisonIssues, ComparisonRequest } from '../model/comparison-request';

/** The tiles a comparison can show, by the title their tile has. */
const TILE_TITLES: Record<KpiTileKey, string> = {
  'kpi-reproduction': 'zootech.tiles.reproduction',
  'kpi-farrowing': 'zootech.tiles.farrowing',
  'kpi-herd': 'zootech.tiles.herd',
};

/**
 * What to compare (spec §5): the period (1 to 90 days), the sites (two or more, from the
 * comparison list) and the tile whose KPIs are the rows. Checked before it is sent; the server
 * checks again.
 */
export function ComparisonForm({
  draft,
  issues,
  showIssues,
  sites,
  today,
  onChange,
  onSubmit,
}: {
  draft: ComparisonRequest;
  issues: ComparisonIssues;
  showIssues: boolean;
  sites: readonly ComparedSite[];
  today: string;
  onChange: (draft: ComparisonRequest) => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const issue = (field: keyof ComparisonIssues) => {
    const found = showIssues ? issues[field] : undefined;
    return found
      ? t(`farmComparison.issues.${found}`, {
          max: MAX_COMPARISON_DAYS,
          min: MIN_COMPARED_SITES,
        })
      : undefined;
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-print-hidden>
      <form onSubmit={submit} noValidate data-testid="comparison-form">
        <Stack gap="sm">
          <Group grow align="flex-start" gap="sm" wrap="wrap">
            <DateField
              label={t('farmComparison.form.from')}
              value={draft.from}
              max={today}
              error={issue('from')}
              onChange={(from) => onChange({ ...draft, from })}
              miw={150}
              data-testid="comparison-from"
            />
            <DateField
              label={t('farmComparison.form.to')}
              value={draft.to}
              max={today}
              error={issue('to')}
              onChange={(to) => onChange({ ...draft, to })}
              miw={150}
              data-testid="comparison-to"
            />
            <NativeSelect
              label={t('farmComparison.form.tile')}
              value={draft.tile ?? ''}
              error={issue('tile')}
              data={[
                { value: '', label: t('farmComparison.form.chooseTile') },
                ...KPI_TILE_KEYS.map((key) => ({ value: key, label: t(TILE_TITLES[key]) })),
              ]}
              onChange={(event) => {
                const tile = KPI_TILE_KEYS.find((key) => key === event.currentTarget.value);
                onChange({ ...draft, tile: tile ?? null });
              }}
              miw={180}
              data-testid="comparison-tile"
            />
          </Group>
          <MultiSelect
            label={t('farmComparison.form.sites')}
            description={t('farmComparison.form.sitesHint')}
            data={sites.map((site) => ({ value: site.id, label: site.label }))}
            value={draft.sites}
            maxValues={MAX_COMPARED_SITES}
            searchable
            clearable
            nothingFoundMessage={t('farmComparison.form.noSite')}
            error={issue('sites')}
            onChange={(ids) => onChange({ ...draft, sites: ids })}
            comboboxProps={{ withinPortal: true }}
            data-testid="comparison-sites"
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconScale size={16} stroke={1.6} />}
              data-testid="comparison-submit"
            >
              {t('farmComparison.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
