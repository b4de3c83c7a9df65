import {
  DEFAULT_DISPLAY_PREFS,
  dayNumber,
  pigletMortality,
  reproductionAnalysis,
  sowWithdrawals,
  type ServiceRow,
} from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import type { ChartColours } from '../../../lib/charts/category-chart';
import { pigletsMortalityReport } from './piglets-mortality';
import { reproductionAnalysisReport } from './reproduction-analysis';
import { sowWithdrawalsReport } from './sow-withdrawals';

/**
 * The herd analysis reports' figures, grids and charts, on answers the domain's own rules build
 * from a few rows (the server answers with the same rules, docs/herd-analysis.md).
 */
const t = i18n.getFixedT('en');
const context = { t, prefs: DEFAULT_DISPLAY_PREFS, timeZone: 'America/Montreal' };
const colours: ChartColours = {
  text: '#000',
  line: '#111',
  grid: '#222',
  series: ['#barn', '#orange', '#blue', '#grape', '#cyan', '#red', '#yellow', '#gray'],
};
const d = (date: string) => dayNumber(date);

type ChartSeries = { name: string; stack?: string; data: (number | null)[]; itemStyle?: object };
const seriesOf = (option: unknown) => (option as { series: ChartSeries[] }).series;

describe('piglet mortality', () => {
  const answer = pigletMortality(
    { from: '2026-03-02', to: '2026-03-15' },
    [
      { day: d('2026-03-03'), count: 3, band: '0-2', cause: 'crushed', parity: 1, room: 'A' },
      { day: d('2026-03-10'), count: 1, band: '9+', cause: null, parity: 4, room: null },
    ],
    [{ day: d('2026-03-02'), bornAlive: 14, parity: 1, room: 'A' }],
    { parity: [], cause: [] },
  );

  it('heads with the mortality against its objective, then deaths by band', () => {
    const figures = pigletsMortalityReport.figures(answer, context);
    expect(figures.map((figure) => [figure.id, figure.value])).toEqual([
      ['pre_wean_mortality', 4 / 14],
      ['deaths', 4],
      ['born_alive', 14],
      ['litters', 1],
      ['band_0-2', 3],
      ['band_3-8', 0],
      ['band_9+', 1],
    ]);
    expect(figures[0]).toMatchObject({ kind: 'percent', metric: 'pre_wean_mortality' });
    expect(figures[4]!.label).toBe('Dead at 0–2 days');
  });

  it('opens the KPI’s list from the mortality and the litters, while no filter is set', () => {
    const figures = pigletsMortalityReport.figures(answer, context);
    const period = { from: '2026-03-02', to: '2026-03-15' };
    expect(
      figures.filter((figure) => figure.drillDown).map((figure) => [figure.id, figure.drillDown]),
    ).toEqual([
      ['pre_wean_mortality', { key: 'pre_wean_mortality', ...period }],
      ['litters', { key: 'litters', ...period }],
    ]);
    // A parity group or a cause narrows them: the herd's list would no longer sum to them.
    expect(figures.filter((figure) => figure.drillDown).every((f) => f.followsFilters)).toBe(true);
  });

  it('gives a row per week, cause, parity group and room', () => {
    const [weeks, causes, parities, rooms] = pigletsMortalityReport.views.map((view) =>
      view.grid(answer, context),
    );
    expect(weeks!.rows.map((row) => [row.cells['week'], row.cells['deaths']])).toEqual([
      ['2026-03-02', 3],
      ['2026-03-09', 1],
    ]);
    expect(weeks!.columns.find((column) => column.id === 'pre_wean_mortality')).toMatchObject({
      kind: 'percent',
      metric: 'pre_wean_mortality',
    });
    expect(causes!.rows.map((row) => [row.cells['cause'], row.cells['group']])).toEqual([
      ['crushed', 'Crushed'],
      ['Not recorded', 'Unknown'],
    ]);
    expect(parities!.rows.map((row) => row.cells['parity'])).toEqual([
      'Gilts (parity 0)',
      'Parity 1',
      'Parity 2',
      'Parity 3–5',
      'Parity 6 and over',
    ]);
    expect(rooms!.rows.map((row) => row.cells['room'])).toEqual(['A', 'No location']);
  });

  it('stacks the deaths of each week by band, each band in its colour', () => {
    const series = seriesOf(pigletsMortalityReport.chart!(answer, { ...context, colours }));
    expect(series.map((one) => [one.name, one.stack, one.data, one.itemStyle])).toEqual([
      ['0–2 days', 'total', [3, 0], { color: '#red' }],
      ['3–8 days', 'total', [0, 0], { color: '#orange' }],
      ['9 days and over', 'total', [0, 1], { color: '#grape' }],
    ]);
  });

  it('filters on the server by parity group and cause group', () => {
    expect(pigletsMortalityReport.filters!.map((filter) => [filter.id, filter.server])).toEqual([
      ['parity', true],
      ['cause', true],
    ]);
  });
});

describe('sow withdrawals', () => {
  const answer = sowWithdrawals(
    { from: '2026-01-01', to: '2026-02-28' },
    [
      {
        animal: 'S1',
        day: d('2026-01-10'),
        kind: 'cull',
        cause: 'lameness',
        parity: 3,
        entryParity: 0,
        lastEvent: 'weaning',
        lastEventDay: d('2026-01-03'),
      },
    ],
    100 * 59,
    { kind: [], parity: [], reason: [] },
  );

  it('heads with the herd’s annual rates, coloured by their objectives', () => {
    const figures = sowWithdrawalsReport.figures(answer, context);
    expect(figures.slice(0, 3).map((figure) => [figure.id, figure.metric])).toEqual([
      ['removal_rate', 'removal_rate'],
      ['pc_culling', 'pc_culling'],
      ['pc_mortality', 'pc_mortality'],
    ]);
    expect(figures[1]!.value).toBe(((1 / 59) * 365) / 100);
  });

  it('opens the KPI’s list from each whole-herd figure, never from the filtered ones', () => {
    const figures = sowWithdrawalsReport.figures(answer, context);
    const period = { from: '2026-01-01', to: '2026-02-28' };
    expect(Object.fromEntries(figures.map((figure) => [figure.id, figure.drillDown]))).toEqual({
      removal_rate: { key: 'removal_rate', ...period },
      pc_culling: { key: 'pc_culling', ...period },
      pc_mortality: { key: 'pc_mortality', ...period },
      // The removals and their mean parity follow the filters: no KPI's list is theirs.
      removals: undefined,
      cull_parity: { key: 'cull_parity', ...period },
      mean_parity: undefined,
      avg_females: { key: 'avg_females', ...period },
    });
  });

  it('lists each removal with its stage and days since the last event, in words', () => {
    const list = sowWithdrawalsReport.views.find((view) => view.id === 'list')!;
    expect(list.grid(answer, context).rows[0]!.cells).toEqual({
      animal: 'S1',
      date: '2026-01-10',
      kind: 'Cull',
      cause: 'lameness',
      group: 'Legs and injuries',
      parity: 3,
      stage: 'Weaned',
      last_event: 'Weaning',
      last_event_date: '2026-01-03',
      days_since: 7,
    });
  });

  it('counts each grouping by kind of removal', () => {
    const stages = sowWithdrawalsReport.views.find((view) => view.id === 'stages')!;
    expect(stages.grid(answer, context).rows[0]!.cells).toEqual({
      stage: 'Weaned',
      removals: 1,
      cull: 1,
      death: 0,
      euthanasia: 0,
      transfer: 0,
    });
  });
});

describe('reproduction analysis', () => {
  const service = (day: string, fields: Partial<ServiceRow>): ServiceRow => ({
    animal: 'A',
    day: d(day),
    parity: 1,
    first: true,
    interval: null,
    boar: 'B1',
    user: 'anna',
    outcome: 'pending',
    outcomeDay: null,
    confirmed: false,
    ...fields,
  });
  const answer = reproductionAnalysis(
    { from: '2026-04-01', to: '2026-05-10' },
    '2026-05-10',
    [
      service('2026-04-01', { outcome: 'returned', outcomeDay: d('2026-04-13') }),
      service('2026-04-13', { first: false, interval: 12, confirmed: true }),
      service('2025-12-10', { outcome: 'farrowed', outcomeDay: d('2026-04-04') }),
    ],
    { parity: [] },
  );

  it('heads with the farrowing rate of the window, then the services by state', () => {
    const figures = reproductionAnalysisReport.figures(answer, context);
    expect(figures[0]).toMatchObject({ id: 'far_rate', value: 1, metric: 'far_rate' });
    expect(figures.map((figure) => figure.id)).toContain('confirmed');
    const period = { from: '2026-04-01', to: '2026-05-10' };
    expect(
      figures
        .filter((figure) => figure.drillDown)
        .map((figure) => [figure.id, figure.drillDown, figure.followsFilters]),
    ).toEqual([
      ['far_rate', { key: 'far_rate', ...period }, true],
      ['services', { key: 'services', ...period }, true],
      ['first_services', { key: 'first_services', ...period }, true],
    ]);
  });

  it('lists the breeding states and the services with where each stands', () => {
    const states = reproductionAnalysisReport.views.find((view) => view.id === 'states')!;
    expect(states.grid(answer, context).rows.map((row) => row.cells['services'])).toEqual([
      0, 1, 0, 1, 0, 0, 0,
    ]);
    const services = reproductionAnalysisReport.views.find((view) => view.id === 'services')!;
    expect(
      services
        .grid(answer, context)
        .rows.map((row) => [row.cells['service'], row.cells['state'], row.cells['return_band']]),
    ).toEqual([
      ['First service', 'Returned to heat', 'Early (11–17 days)'],
      ['Repeat service', 'Confirmed pregnant', null],
    ]);
  });

  it('draws the returns as a histogram by day, each day in the colour of its band', () => {
    const returns = reproductionAnalysisReport.views.find((view) => view.id === 'returns')!;
    const series = seriesOf(returns.chart!(answer, { ...context, colours }));
    const early = series.find((one) => one.name === 'Early (11–17 days)')!;
    expect(early.itemStyle).toEqual({ color: '#red' });
    expect(early.data[12]).toBe(1);
    expect(early.data.filter((value) => value !== null)).toEqual([1]);
    // Every day from 0 to 108, then one bar for longer intervals.
    expect(early.data).toHaveLength(110);
  });

  it('greys a farrowing rate while a sow of its window may still farrow, and gives it no colour', () => {
    const waiting = reproductionAnalysis(
      { from: '2026-04-01', to: '2026-05-10' },
      '2026-05-10',
      [
        service('2025-12-10', { outcome: 'farrowed', outcomeDay: d('2026-04-04') }),
        service('2026-01-14', { animal: 'B', boar: 'B2' }), // day 116 today, not farrowed yet
      ],
      { parity: [] },
    );
    const [farRate] = reproductionAnalysisReport.figures(waiting, context);
    expect(farRate).toMatchObject({ id: 'far_rate', value: 0.5 });
    expect(farRate!.metric).toBeUndefined();
    const boars = reproductionAnalysisReport.views.find((view) => view.id === 'rateBoar')!;
    const rows = boars.grid(waiting, context).rows;
    expect(rows.map((row) => [row.cells['key'], row.cells['pending']])).toEqual([
      ['B1', 0],
      ['B2', 1],
    ]);
    expect(rows[0]!.notes).toBeUndefined();
    expect(rows[1]!.notes?.['far_rate']).toMatchObject({ provisional: true });
    expect(rows[1]!.notes?.['far_rate']?.title).toContain('1 sow served in its window');
  });

  it('names the farrowing rate’s groups in words', () => {
    const weekdays = reproductionAnalysisReport.views.find((view) => view.id === 'rateWeekday')!;
    // 2025-12-10 was a Wednesday.
    expect(weekdays.grid(answer, context).rows[0]!.cells['key']).toBe('Wednesday');
    const kinds = reproductionAnalysisReport.views.find((view) => view.id === 'rateService')!;
    expect(kinds.grid(answer, context).rows[0]!.cells['key']).toBe('First service');
  });
});
