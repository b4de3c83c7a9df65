import { formatFixed, type DisplayPrefs } from '@barnboard/domain';
import {
  KIND_DECIMALS,
  NO_VALUE,
  inUserUnit,
  kindUnit,
  unitLabel,
  type FigureKind,
} from '../reports/cell-format';
import type { ChartOption } from './echarts';

/** The legend's line above the plot. */
const LEGEND_HEIGHT = 24;

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
 * tiles. Pure, so a report's chart is tested without ECharts.
 *
 * Values come in base units (kilograms, fractions) and are drawn in the user's (pounds,
 * percentages): ECharts then picks round ticks in that unit — 500, 1,000 lb, not the kilogram
 * ticks converted (1,102.31 lb). The tooltip shows a value at its kind's precision
 * (KIND_DECIMALS), the axis its round ticks as they are. Every chart has a legend naming its
 * series, and its value axis says what is measured and in which unit ("Feed given (lb)").
 */
export function categoryChart(options: {
  categories: readonly string[];
  series: readonly CategorySeries[];
  colours: ChartColours;
  /** How the values read: a count, a mean, a weight (kilograms), a percentage (fractions). */
  kind: FigureKind;
  prefs: DisplayPrefs;
  /**
   * What the values measure, the value axis' name with its unit ("Feed given (kg)"). Left out
   * when the series are different measures (KPIs), which the legend names: the axis then
   * names the unit alone.
   */
  metric?: string;
  /** The category axis' name ("Lactation day"). */
  categoryName?: string;
  /**
   * Named categories (statuses, causes): every label shown, broken over lines. Otherwise
   * (days, dates) labels that would overlap are skipped.
   */
  namedCategories?: boolean;
}): ChartOption {
  const { colours, kind, prefs } = options;
  const axisLabel = { color: colours.text, fontSize: 11 };
  // The metric with its unit; without one, the unit alone ("%", "lb"), if any.
  const axisName = options.metric ? unitLabel(options.metric, kind, prefs) : kindUnit(kind, prefs);
  // Ticks are round numbers of the user's unit: written as they are, "0.5", "1,000".
  const tickFormat = new Intl.NumberFormat(prefs.language, { maximumFractionDigits: 6 });
  return {
    backgroundColor: 'transparent',
    animation: false,
    color: colours.series,
    grid: {
      left: 8,
      right: 16,
      // Room above the plot for the legend, and for the name written over the value axis.
      top: LEGEND_HEIGHT + (axisName ? 24 : 16),
      bottom: options.categoryName ? 28 : 8,
      containLabel: true,
    },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) =>
        typeof value === 'number'
          ? formatFixed(value, KIND_DECIMALS[kind], prefs.language)
          : NO_VALUE,
    },
    legend: {
      // One line, scrolled with arrows when it is wider than the chart (a phone), so it never
      // wraps over the plot.
      type: 'scroll',
      top: 0,
      textStyle: { color: colours.text, fontSize: 11 },
      pageTextStyle: { color: colours.text },
      pageIconColor: colours.text,
      pageIconInactiveColor: colours.grid,
    },
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
      // Whole animals and events: no tick at 0.5 of a sow.
      ...(kind === 'count' ? { minInterval: 1 } : {}),
      ...(axisName
        ? {
            name: axisName,
            // From the axis line rightwards, so a long name is not cut at the chart's left edge.
            nameTextStyle: { ...axisLabel, align: 'left' },
          }
        : {}),
      axisLabel: { ...axisLabel, formatter: (value: number) => tickFormat.format(value) },
      splitLine: { lineStyle: { color: colours.grid } },
    },
    series: options.series.map((one) => ({
      type: one.type,
      name: one.name,
      data: one.values.map((value) => (value === null ? null : inUserUnit(value, kind, prefs))),
      ...(one.stack ? { stack: one.stack } : {}),
      ...(one.type === 'line'
        ? { showSymbol: options.categories.length <= 31, connectNulls: false }
        : { barMaxWidth: 28 }),
      ...(one.colour ? { itemStyle: { color: one.colour } } : {}),
    })),
  };
}
