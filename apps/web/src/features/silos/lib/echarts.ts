/**
 * ECharts trimmed to what the silo charts draw: line series on a grid from a dataset, a tooltip,
 * SVG output. Loaded only when a chart opens (`import('./echarts')`), so neither the page nor the
 * shell carries it.
 */
import { LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  DatasetComponent,
  GridComponent,
  TooltipComponent,
  type DatasetComponentOption,
  type GridComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
// `use` renamed: it registers ECharts parts, it is not a React hook.
import { init, use as register, type ComposeOption, type EChartsType } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

register([LineChart, GridComponent, TooltipComponent, DatasetComponent, SVGRenderer]);

export type SiloChartOption = ComposeOption<
  LineSeriesOption | GridComponentOption | TooltipComponentOption | DatasetComponentOption
>;

export type { EChartsType };
export { init };
