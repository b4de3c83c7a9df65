/**
 * ECharts trimmed to what the app draws: line and bar series on a grid from a dataset, a tooltip,
 * a legend, SVG output. Loaded only when a chart mounts (`import('./echarts')` in lazy-chart.tsx),
 * so neither the shell nor a page without a chart carries it.
 */
import { BarChart, LineChart, type BarSeriesOption, type LineSeriesOption } from 'echarts/charts';
import {
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type DatasetComponentOption,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
// `use` renamed: it registers ECharts parts, it is not a React hook.
import { init, use as register, type ComposeOption, type EChartsType } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

register([
  LineChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DatasetComponent,
  SVGRenderer,
]);

export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | DatasetComponentOption
>;

export type { EChartsType };
export { init };
