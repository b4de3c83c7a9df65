import { Group, Pagination, Text } from '@mantine/core';
import type { DisplayPrefs } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../lib/reports/cell-format';

/**
 * Under a long grid: which rows it shows of how many ("Rows 51–100 of 619", printed too, so
 * paper says it holds one page) and the pages, each a button with its name (theme.ts). The line
 * is announced when the page changes, since the rows change out of the reader's sight.
 */
export function GridPager({
  page,
  pages,
  start,
  end,
  total,
  prefs,
  onPage,
  testId,
}: {
  /** From 0. */
  page: number;
  pages: number;
  start: number;
  end: number;
  total: number;
  prefs: DisplayPrefs;
  onPage: (page: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const count = (value: number) => formatValue(value, 'count', prefs);
  return (
    <Group justify="space-between" gap="xs" mt={4} wrap="wrap">
      <Text size="xs" c="dimmed" aria-live="polite" data-testid={`${testId}-range`}>
        {t('reports.grid.rows', { from: count(start + 1), to: count(end), total: count(total) })}
      </Text>
      <Pagination
        total={pages}
        value={page + 1}
        onChange={(value) => onPage(value - 1)}
        withEdges
        size="sm"
        siblings={1}
        boundaries={1}
        // Eleven buttons at most, on one line of a 390 px phone's tile.
        gap={4}
        data-print-hidden
        data-testid={`${testId}-pages`}
      />
    </Group>
  );
}
