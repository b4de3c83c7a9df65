import { describe, expect, it } from 'vitest';
import { prefsWith } from '../reports/test-grid';
import { categoryChart } from './category-chart';

const colours = { text: '#000', line: '#111', grid: '#222', series: ['#333', '#444'] };

type Drawn = {
  legend?: { type: string };
  yAxis: {
    name?: string;
    minInterval?: number;
    axisLabel: { formatter: (value: number) => string };
  };
  series: { name: string; data: (number | null)[] }[];
  tooltip: { valueFormatter: (value: unknown) => string };
};

describe('categoryChart', () => {
  it('draws percentages of the fractions it is given, named by the metric and its unit', () => {
    const chart = categoryChart({
      categories: ['Jan', 'Feb'],
      series: [{ name: 'Farrowing rate', type: 'line', values: [0.85, null] }],
      colours,
      kind: 'percent',
      prefs: prefsWith({ language: 'fr' }),
      metric: 'Farrowing rate',
    }) as Drawn;
    expect(chart.series[0]!.data).toEqual([85, null]);
    expect(chart.yAxis.name).toBe('Farrowing rate (%)');
    // One decimal in the tooltip, as in the grid; the tick as ECharts chose it.
    expect(chart.tooltip.valueFormatter(85.12)).toBe('85,1');
    expect(chart.tooltip.valueFormatter(undefined)).toBe('—');
    expect(chart.yAxis.axisLabel.formatter(80)).toBe('80');
  });

  it('has a legend naming its series, even a single one', () => {
    const chart = categoryChart({
      categories: ['a'],
      series: [{ name: 'Sows', type: 'bar', values: [3] }],
      colours,
      kind: 'count',
      prefs: prefsWith({}),
      metric: 'Sows',
    }) as Drawn;
    expect(chart.legend?.type).toBe('scroll');
    expect(chart.series.map((one) => one.name)).toEqual(['Sows']);
  });

  it('counts in whole steps, and names the unit alone for series of different measures', () => {
    const counts = categoryChart({
      categories: ['a'],
      series: [{ name: 'Litters', type: 'bar', values: [1] }],
      colours,
      kind: 'count',
      prefs: prefsWith({}),
    }) as Drawn;
    expect(counts.yAxis.minInterval).toBe(1);
    expect(counts.yAxis.name).toBeUndefined();
    const weights = categoryChart({
      categories: ['a'],
      series: [
        { name: 'Target', type: 'line', values: [1] },
        { name: 'Feed given', type: 'bar', values: [2] },
      ],
      colours,
      kind: 'weight',
      prefs: prefsWith({ weight: 'lb' }),
    }) as Drawn;
    expect(weights.yAxis.name).toBe('lb');
    expect(weights.yAxis.minInterval).toBeUndefined();
  });
});
