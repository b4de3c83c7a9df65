import { DEFAULT_DISPLAY_PREFS } from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { rationChart } from './ration-chart';

const context = {
  t: i18n.getFixedT('en'),
  prefs: DEFAULT_DISPLAY_PREFS,
  timeZone: 'Europe/Paris',
  colours: { text: '#000', line: '#111', grid: '#222', series: ['#333', '#444'] },
};

/** The chart's categories and its two series' values, as ECharts gets them. */
function drawn(option: ReturnType<typeof rationChart>) {
  const { xAxis, series } = option as {
    xAxis: { data: string[]; name?: string };
    series: { name: string; type: string; data: number[] }[];
  };
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
      { categoryOf: (day) => day.date, combine: 'sum', label: (date) => `d ${date}` },
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
      { categoryOf: (feeder) => feeder.day, combine: 'mean', label: String, categoryName: 'Day' },
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
});
