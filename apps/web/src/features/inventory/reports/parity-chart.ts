import { PARITY_BUCKETS, type HerdInventory, type PresentStatus } from '@barnboard/domain';
import { categoryChart } from '../../../lib/charts/category-chart';
import type { ChartColours } from '../../../lib/charts/category-chart';
import type { ChartOption } from '../../../lib/charts/echarts';
import type { ReportContext } from '../../../lib/reports/report-definition';

/** The parts of each parity's bar: where its females stand in their cycle. */
const STACK: Record<'served' | 'lactating' | 'notServed', readonly PresentStatus[]> = {
  served: ['bred', 'gestating'],
  lactating: ['lactating'],
  notServed: ['gilt', 'cycled', 'weaned', 'open', 'unknown'],
};

/**
 * The parity distribution (shared/herd-reports.md §2.3): a bar per parity, as a share of the
 * females present, stacked by where they stand (served, lactating, not served), and the line of
 * the profile the period's retention leads to (docs/kpis.md, "Parity profile").
 */
export function parityChart(
  answer: HerdInventory,
  { t, prefs, colours }: ReportContext & { colours: ChartColours },
): ChartOption {
  const share = (count: number) => (answer.females === 0 ? null : count / answer.females);
  const rows = PARITY_BUCKETS.map((bucket) =>
    answer.by_parity.find((row) => row.parity === bucket)!,
  );
  return categoryChart({
    categories: PARITY_BUCKETS.map((bucket) => t('inventory.parityBucket', { parity: bucket })),
    series: [
      ...(Object.keys(STACK) as (keyof typeof STACK)[]).map((part) => ({
        name: t(`inventory.chart.${part}`),
        type: 'bar' as const,
        stack: 'females',
        values: rows.map((row) =>
          share(STACK[part].reduce((sum, status) => sum + row.statuses[status], 0)),
        ),
      })),
      {
        name: t('inventory.chart.expected'),
        type: 'line' as const,
        values: rows.map((row) => row.expected_share),
      },
    ],
    colours,
    kind: 'percent',
    prefs,
    metric: t('inventory.columns.females'),
    categoryName: t('inventory.columns.parity'),
    namedCategories: true,
  });
}
