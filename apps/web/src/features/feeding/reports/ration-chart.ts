import { categoryChart, type ChartColours } from '../../../lib/charts/category-chart';
import type { ChartOption } from '../../../lib/charts/echarts';
import type { ReportContext } from '../../../lib/reports/report-definition';
import { kg } from './grams';

type RationRow = { target_g: number; distributed_g: number };

/**
 * The ration chart of a feeding report: per category (a date, a lactation day), the target as a
 * line and the feed given as bars, in the user's weight unit. A category's rows are summed (a
 * day's totals of several kinds of feed) or averaged (the sows on one lactation day).
 */
export function rationChart<Row extends RationRow, Category extends string | number>(
  rows: readonly Row[],
  options: {
    categoryOf: (row: Row) => Category;
    combine: 'sum' | 'mean';
    label: (category: Category) => string;
    /** The category axis' name, when the labels alone do not say it ("Lactation day"). */
    categoryName?: string;
    /** What the values are, the value axis' name: a day's feed, a sow's. */
    metric: string;
  },
  { t, prefs, colours }: ReportContext & { colours: ChartColours },
): ChartOption {
  const groups = new Map<Category, Row[]>();
  for (const row of rows) {
    const category = options.categoryOf(row);
    const group = groups.get(category);
    if (group) group.push(row);
    else groups.set(category, [row]);
  }
  const categories = [...groups.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const series = (pick: (row: Row) => number) =>
    categories.map((category) => {
      const group = groups.get(category)!;
      const total = group.reduce((sum, row) => sum + pick(row), 0);
      return kg(options.combine === 'sum' ? total : total / group.length);
    });
  return categoryChart({
    categories: categories.map(options.label),
    series: [
      { name: t('feeding.columns.target'), type: 'line', values: series((row) => row.target_g) },
      {
        name: t('feeding.columns.distributed'),
        type: 'bar',
        values: series((row) => row.distributed_g),
      },
    ],
    colours,
    kind: 'weight',
    prefs,
    metric: options.metric,
    ...(options.categoryName === undefined ? {} : { categoryName: options.categoryName }),
  });
}
