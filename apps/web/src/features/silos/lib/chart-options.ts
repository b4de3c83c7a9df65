import type { ChartOption } from '../../../lib/charts/echarts';

/** A reading: its time on the site's wall clock (siteWallClockMs), its value. */
export type ChartPoint = [time: number, value: number | null];

export type ChartColors = { text: string; line: string; grid: string; series: string };

/**
 * One line over the chart's 7 days: time on the x axis, `unit` after each value. Times are the
 * site's wall-clock readings drawn in UTC, so ticks fall on the site's midnights and the axis
 * and tooltip read the site's days and hours, not the browser's. Pure, so it is tested without
 * ECharts.
 */
export function lineOption(
  points: readonly ChartPoint[],
  options: {
    name: string;
    unit: string;
    colors: ChartColors;
    from: number;
    to: number;
    format: (value: number) => string;
    formatTime: (time: number) => string;
    /** The day and time a tooltip is about. */
    formatPointer: (time: number) => string;
    area?: boolean;
    /** Smallest step between y-axis ticks, so that two-decimal labels never repeat. */
    minInterval?: number;
  },
): ChartOption {
  const { colors } = options;
  const axisLabel = { color: colors.text, fontSize: 11 };
  return {
    backgroundColor: 'transparent',
    animation: false,
    useUTC: true,
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    dataset: { source: points.map(([time, value]) => [time, value]) },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) =>
        typeof value === 'number' ? `${options.format(value)} ${options.unit}` : '—',
    },
    xAxis: {
      type: 'time',
      min: options.from,
      max: options.to,
      axisLabel: {
        ...axisLabel,
        hideOverlap: true,
        formatter: (value: number) => options.formatTime(value),
      },
      // The tooltip's title: the reading's day and time in the user's formats, not ECharts' own.
      axisPointer: {
        label: {
          formatter: ({ value }: { value: unknown }) => options.formatPointer(Number(value)),
        },
      },
      axisLine: { lineStyle: { color: colors.line } },
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value',
      scale: !options.area,
      ...(options.minInterval ? { minInterval: options.minInterval } : {}),
      axisLabel: { ...axisLabel, formatter: (value: number) => options.format(value) },
      splitLine: { lineStyle: { color: colors.grid } },
    },
    series: [
      {
        type: 'line',
        name: options.name,
        encode: { x: 0, y: 1 },
        showSymbol: false,
        connectNulls: false,
        lineStyle: { width: 2, color: colors.series },
        itemStyle: { color: colors.series },
        ...(options.area ? { areaStyle: { opacity: 0.15, color: colors.series } } : {}),
      },
    ],
  };
}
