import type { DisplayPrefs } from '@barnboard/domain';
import {
  categoryChart,
  seriesColour,
  type ChartColours,
  type SeriesColourName,
} from '../../../lib/charts/category-chart';
import type { ChartOption } from '../../../lib/charts/echarts';

/**
 * Counts as stacked bars: one bar per category (a week, a month, a day of return), one part per
 * key (an age band, a kind of removal, a service's state), each part in the colour of its
 * meaning, the same on every chart of the report.
 */
export function stackedCounts<Row, Key extends string>(options: {
  rows: readonly Row[];
  category: (row: Row) => string;
  keys: readonly Key[];
  label: (key: Key) => string;
  partColours: Record<Key, SeriesColourName>;
  count: (row: Row, key: Key) => number | null;
  colours: ChartColours;
  prefs: DisplayPrefs;
  /** What is counted ("Piglets dead"), named on the value axis. */
  metric: string;
  categoryName?: string;
}): ChartOption {
  return categoryChart({
    categories: options.rows.map(options.category),
    series: options.keys.map((key) => ({
      name: options.label(key),
      type: 'bar',
      stack: 'total',
      colour: seriesColour(options.colours, options.partColours[key]),
      values: options.rows.map((row) => options.count(row, key)),
    })),
    colours: options.colours,
    kind: 'count',
    prefs: options.prefs,
    metric: options.metric,
    ...(options.categoryName ? { categoryName: options.categoryName } : {}),
  });
}
