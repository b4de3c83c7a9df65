import type { DisplayPrefs } from '@barnboard/domain';
import { categoryChart, type ChartColours } from '../../../lib/charts/category-chart';
import type { ChartOption } from '../../../lib/charts/echarts';
import { formatValue } from '../../../lib/reports/cell-format';

/**
 * Counts as stacked bars: one bar per category (a week, a month, a day of return), one part per
 * key (an age band, a kind of removal, a service's state), each part in its own colour.
 */
export function stackedCounts<Row>(options: {
  rows: readonly Row[];
  category: (row: Row) => string;
  keys: readonly string[];
  label: (key: string) => string;
  count: (row: Row, key: string) => number | null;
  colours: ChartColours;
  prefs: DisplayPrefs;
  categoryName?: string;
}): ChartOption {
  return categoryChart({
    categories: options.rows.map(options.category),
    series: options.keys.map((key) => ({
      name: options.label(key),
      type: 'bar',
      stack: 'total',
      values: options.rows.map((row) => options.count(row, key)),
    })),
    colours: options.colours,
    format: (value) => formatValue(value, 'count', options.prefs),
    ...(options.categoryName ? { categoryName: options.categoryName } : {}),
  });
}
