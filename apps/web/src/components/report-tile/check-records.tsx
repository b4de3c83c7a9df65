import { Anchor, Text } from '@mantine/core';
import { outsideBiology } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/**
 * Beside a figure no herd can reach (docs/kpis.md, "Biology bounds"): it comes from records
 * missing or wrong, so instead of a colour it says so and leads to the records to fix.
 */
export function CheckRecordsLink({ metric, value }: { metric?: string; value: number | null }) {
  const { t } = useTranslation();
  if (!metric || !outsideBiology(metric, value)) return null;
  return (
    // A div: a small paragraph under the bold value would read to axe as a styled heading.
    <Text component="div" size="xs" data-testid="check-records">
      <Anchor component={Link} to={paths.recordsToFix.href()} size="xs">
        {t('reports.checkRecords.link')}
      </Anchor>
    </Text>
  );
}

/** The same in a grid cell, where a link per cell would crowd the table: a mark and its title. */
export function CheckRecordsMark({ metric, value }: { metric?: string; value: unknown }) {
  const { t } = useTranslation();
  if (!metric || typeof value !== 'number' || !outsideBiology(metric, value)) return null;
  return (
    <span
      title={t('reports.checkRecords.title')}
      data-testid="check-records"
      role="img"
      aria-label={t('reports.checkRecords.title')}
    >
      {' ⚠'}
    </span>
  );
}
