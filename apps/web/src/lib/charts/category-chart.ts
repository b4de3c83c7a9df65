import type { ChartOption } from './echarts';

export type ChartColours = { text: string; line: string; grid: string; series: string[] };

/**
 * The theme colours of ChartColours.series, in their order: a chart whose parts mean something
 * (a return band, a kind of removal) gives each part its colour by name.
 */
export const SERIES_COLOUR_NAMES = [
  'barn',
  'orange',
  'blue',
  'grape',
  'cyan',
  'red',
  'yellow',
  'gray',
] as const;
export type SeriesColourName = (typeof SERIES_COLOUR_NAMES)[number];

/** The colour of a name in these colours (undefined: the chart's own turn). */
export const seriesColour = (colours: ChartColours, name: SeriesColourName) =>
  colours.series[SERIES_COLOUR_NAMES.indexOf(name)];

export type CategorySeries = {
  name: string;
  type: 'bar' | 'line';
  values: readonly (number | null)[];
  /** Bars of series sharing a stack pile up (deaths by age band, services by state). */
  stack?: string;
  /** Its colour, when it is not the next of the palette. */
  colour?: string | undefined;
};

/**
 * Bars or lines over named categories (lactation days, dates, statuses): the charts of the report
 * tiles. Pure, so a report's chart is tested without ECharts. `format` writes the values (axis
 * and tooltip) in the user's units and language.
 */
export function categoryChart(options: {
  categories: readonly string[];
  series: readonly CategorySeries[];
  colours: ChartColours;
  format: (value: number) => string;
  /** The value axis' name: its unit ("kg", "%"). */
  unit?: string;
  /** The category axis' name ("Lactation day"). */
  categoryName?: string;
  /**
   * Named categories (statuses, causes): every label shown, broken over lines. Otherwise
   * (days, dates) labels that would overlap are skipped.
   */
  namedCategories?: boolean;
}): ChartOption {
  const { colours } = options;
  const axisLabel = { color: colours.text, fontSize: 11 };
  return {
    backgroundColor: 'transparent',
    animation: false,
    color: colours.series,
    grid: {
      left: 8,
      right: 16,
      // Room above the plot for the legend, and for the unit written over the value axis.
      top: (options.series.length > 1 ? 24 : 0) + (options.unit ? 24 : 16),
      bottom: options.categoryName ? 28 : 8,
      containLabel: true,
    },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) => (typeof value === 'number' ? options.format(value) : '—'),
    },
    // One line of legend, paged on a narrow tile, so it never wraps over the plot.
    ...(options.series.length > 1
      ? {
          legend: {
            // One line, scrolled with arrows when it is wider than the chart (a phone).
            type: 'scroll',
            top: 0,
            textStyle: { color: colours.text, fontSize: 11 },
            pageTextStyle: { color: colours.text },
            pageIconColor: colours.text,
            pageIconInactiveColor: colours.grid,
          },
        }
      : {}),
    xAxis: {
      type: 'category',
      data: [...options.categories],
      axisLabel: options.namedCategories
        ? { ...axisLabel, interval: 0, overflow: 'break', width: 90 }
        : { ...axisLabel, hideOverlap: true },
      ...(options.categoryName
        ? {
            name: options.categoryName,
            nameLocation: 'middle',
            nameGap: 28,
            nameTextStyle: axisLabel,
          }
        : {}),
      axisLine: { lineStyle: { color: colours.line } },
    },
    yAxis: {
      type: 'value',
      ...(options.unit ? { name: options.unit, nameTextStyle: axisLabel } : {}),
      axisLabel: { ...axisLabel, formatter: (value: number) => options.format(value) },
      splitLine: { lineStyle: { color: colours.grid } },
    },
    series: options.series.map((one) => ({
      type: one.type,
      name: one.name,
      data: [...one.values],
      ...(one.stack ? { stack: one.stack } : {}),
      ...(one.type === 'line'
        ? { showSymbol: options.categories.length <= 31, connectNulls: false }
        : { barMaxWidth: 28 }),
      ...(one.stack ? { stack: one.stack } : {}),
      ...(one.colour ? { itemStyle: { color: one.colour } } : {}),
    })),
  };
}
