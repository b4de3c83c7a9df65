import { Badge, CloseButton, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Comparison } from '../../lib/reports/comparison';

/** What narrows or splits the tile now, each with its way back. */
export function TileBadges({
  activeFilters,
  comparison,
  columns,
  onClearFilters,
  onStopComparing,
}: {
  activeFilters: number;
  comparison: Comparison['kind'];
  columns: number;
  onClearFilters: () => void;
  onStopComparing: () => void;
}) {
  const { t } = useTranslation();
  if (activeFilters === 0 && comparison === 'none') return null;
  return (
    <Group gap="xs" data-print-hidden>
      {activeFilters > 0 && (
        <Badge
          variant="light"
          rightSection={
            <CloseButton
              size="xs"
              aria-label={t('reports.filters.clear')}
              onClick={onClearFilters}
            />
          }
          data-testid="report-filters-badge"
        >
          {t('reports.filters.active', { count: activeFilters })}
        </Badge>
      )}
      {comparison !== 'none' && (
        <Badge
          variant="light"
          color="grape"
          rightSection={
            <CloseButton
              size="xs"
              aria-label={t('reports.compare.stop')}
              onClick={onStopComparing}
            />
          }
          data-testid="report-comparison-badge"
        >
          {t(`reports.compare.active.${comparison}`, { count: columns })}
        </Badge>
      )}
    </Group>
  );
}
