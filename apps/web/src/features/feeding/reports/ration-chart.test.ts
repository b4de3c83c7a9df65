import { DEFAULT_DISPLAY_PREFS, type DisplayPrefs } from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { rationChart } from './ration-chart';

const context = {
  t: i18n.getFixedT('en'),
  prefs: DEFAULT_DISPLAY_PREFS,
  timeZone: 'Europe/Paris',
  colours: { text: '#000', line: '#111', grid: '#222', series: ['#333', '#444'] },
};

type Drawn = {
  xAxis: { data: string[]; name?: string };
  yAxis: { name?: string; axisLabel: { formatter: (value: number) => string } };
  series: { name: string; type: string; data: number[] }[];
  tooltip: { valueFormatter: (value: number) => string };
};

/** The chart's categories and its two series' values, as ECharts gets them. */
function drawn(option: ReturnType<typeof rationChart>) {
  const { xAxis, series } = option as Drawn;
  return {
    categories: xAxis.data,
    axis: xAxis.name,
    series: series.map(({ name, type, data }) => ({ name, type, data })),
  };
}

describe('rationChart', () => {
  it("sums a day's rows (every kind of feed), days in calendar order, in kg", () => {
    const totals = [
      { date: '2026-03-11', kind: 'gestation', target_g: 2000, distributed_g: 1500 },
      { date: '2026-03-10', kind: 'gestation', target_g: 3000, distributed_g: 2500 },
      { date: '2026-03-10', kind: 'lactation', target_g: 6000, distributed_g: 6500 },
    ];
    const chart = rationChart(
      totals,
      {
        categoryOf: (day) => day.date,
        combine: 'sum',
        label: (date) => `d ${date}`,
        metric: 'Feed',
      },
      context,
    );
    expect(drawn(chart)).toEqual({
      categories: ['d 2026-03-10', 'd 2026-03-11'],
      axis: undefined,
      series: [
        { name: 'Target', type: 'line', data: [9, 2] },
        { name: 'Feed given', type: 'bar', data: [9, 1.5] },
      ],
    });
  });

  it('averages the sows of a lactation day, days in numeric order (2 before 10)', () => {
    const feeders = [
      { day: 10, target_g: 7000, distributed_g: 6000 },
      { day: 2, target_g: 3000, distributed_g: 2000 },
      { day: 10, target_g: 8000, distributed_g: 9000 },
    ];
    const chart = rationChart(
      feeders,
      {
        categoryOf: (feeder) => feeder.day,
        combine: 'mean',
        label: String,
        categoryName: 'Day',
        metric: 'Feed',
      },
      context,
    );
    expect(drawn(chart)).toEqual({
      categories: ['2', '10'],
      axis: 'Day',
      series: [
        { name: 'Target', type: 'line', data: [3, 7.5] },
        { name: 'Feed given', type: 'bar', data: [2, 7.5] },
      ],
    });
  });

  it("draws pounds, for ECharts to pick round ticks in the user's unit, not kilogram ticks converted", () => {
    const prefs: DisplayPrefs = { ...DEFAULT_DISPLAY_PREFS, weight: 'lb' };
    const days = [{ date: '2026-03-10', target_g: 1_000_000, distributed_g: 500_000 }];
    const chart = rationChart(
      days,
      { categoryOf: (day) => day.date, combine: 'sum', label: String, metric: 'Feed' },
      { ...context, prefs },
    ) as Drawn;
    expect(chart.series.map((one) => one.data.map((value) => value.toFixed(2)))).toEqual([
      ['2204.62'],
      ['1102.31'],
    ]);
    expect(chart.yAxis.name).toBe('Feed (lb)');
    // A tick is the round number ECharts chose; a value in the tooltip has two decimals.
    expect(chart.yAxis.axisLabel.formatter(2000)).toBe('2,000');
    expect(chart.tooltip.valueFormatter(1102.3113)).toBe('1,102.31');
  });
});
