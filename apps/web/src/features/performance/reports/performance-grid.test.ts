import {
  DEFAULT_DISPLAY_PREFS,
  KPI_KEYS,
  KPI_OBJECTIVE_DEFAULTS,
  NO_OBJECTIVE,
  monitoringRows,
  type KpiValues,
} from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import type { PerformanceAnswer, PerformanceColumn } from '../api/get-performances';
import { performanceGrid, totalDrillDown } from './performance-grid';
import { performanceReport } from './performance-report';

const kpis = (values: Partial<KpiValues>): KpiValues => ({
  ...(Object.fromEntries(KPI_KEYS.map((key) => [key, null])) as KpiValues),
  ...values,
});

const final = {
  far_rate: true,
  adj_far_rate: true,
  return_ratio: true,
  service_far_rate: true,
  pc_served_7d: true,
  npd: true,
  wsi: true,
  fertility_30d: true,
  pc_served_8d_plus: true,
};

function column(from: string, to: string, values: Partial<KpiValues>): PerformanceColumn {
  return {
    from,
    to,
    partial: false,
    no_data: false,
    kpis: kpis(values),
    return_bands: { early: 0, regular: 2, irregular: 0, regular_second: 0, late: 0, other: 0 },
    parity_distribution: {
      '0': 5,
      '1': 4,
      '2': 3,
      '3': 0,
      '4': 0,
      '5': 0,
      '6': 0,
      '7': 0,
      '8': 0,
      '9+': 0,
    },
    piglet_mortality_bands: { '0-2': 3, '3-8': 1, '9+': 0 },
    removals_by_kind: { cull: 1, death: 0, euthanasia: 0, transfer: 0 },
    service_far_rate: 0.8,
    window_services: { far_rate: 40, return_ratio: 30 },
    figures: {
      fertility_30d: 0.92,
      fertility_services: 25,
      pc_served_8d_plus: 0.1,
      weanings_early: 1,
      weanings_on_time: 8,
      weanings_late: 1,
    },
    final,
  };
}

const april = column('2026-04-01', '2026-04-30', { far_rate: 0.85, born_alive: 13.5, litters: 10 });
const may = {
  ...column('2026-05-01', '2026-05-14', { far_rate: 0.9, born_alive: 14, litters: 6 }),
  partial: true,
  final: { ...final, service_far_rate: false, pc_served_8d_plus: false },
};
const answer: PerformanceAnswer = {
  unit: 'month',
  today: '2026-05-14',
  columns: [april, may],
  total: {
    ...column('2026-04-01', '2026-05-14', { far_rate: 0.87, born_alive: 13.6875, litters: 16 }),
    kind: 'span',
    final: { ...final, service_far_rate: false },
  },
};

const context = {
  t: i18n.getFixedT('en'),
  prefs: DEFAULT_DISPLAY_PREFS,
  timeZone: 'Europe/Paris',
  objectiveOf: (metric: string) =>
    metric === 'born_alive' ? KPI_OBJECTIVE_DEFAULTS.born_alive.objective : NO_OBJECTIVE,
};

const grid = performanceGrid(
  answer,
  monitoringRows(['born_alive', 'service_far_rate', 'far_rate', 'returns_regular']),
  context,
);
const row = (key: string) => grid.rows.find((one) => one.key === key)!;

describe('performance grid', () => {
  it('puts the indicator, its target and total, then the columns oldest first', () => {
    expect(grid.columns.map((c) => [c.id, c.header])).toEqual([
      ['row', 'Indicator'],
      ['target', 'Target'],
      ['total', 'Total or mean'],
      ['c0', 'Apr 2026'],
      ['c1', 'May 2026 (so far)'],
    ]);
    expect(row('far_rate').cells).toEqual({
      row: 'Farrowing rate (%)',
      target: null,
      total: 0.87,
      c0: 0.85,
      c1: 0.9,
    });
  });

  it('gives each row its kind and objective, and its target under the objective in force', () => {
    expect(row('born_alive')).toMatchObject({ kind: 'number', metric: 'born_alive' });
    expect(row('born_alive').cells['target']).toBe(13.6);
    expect(row('born_alive').notes?.['target']).toEqual({
      text: 'min.',
      title: 'At least 13.60',
    });
    // The rate of the period's services is judged by the farrowing rate's objective.
    expect(row('service_far_rate').metric).toBe('far_rate');
  });

  it('shows the n of each value, and marks the not-final rates, with a footnote', () => {
    expect(row('born_alive').notes?.['c0']).toEqual({ text: 'n 10', title: '10 litters' });
    expect(row('far_rate').notes?.['c1']).toEqual({ text: 'n 40', title: '40 services' });
    expect(row('service_far_rate').notes?.['c0']?.provisional).toBeUndefined();
    expect(row('service_far_rate').notes?.['c1']).toMatchObject({ provisional: true });
    expect(row('service_far_rate').notes?.['total']).toMatchObject({ provisional: true });
    expect(grid.footnote).toMatch(/^\* Not final/);
    // A plain tally needs no n.
    expect(row('returns_regular').notes).toEqual({});
  });

  it('marks a rate per year not final in a column cut by the period, never colouring it', () => {
    const yearly = performanceGrid(answer, monitoringRows(['litters_mf_year']), context).rows[0]!;
    expect(yearly.notes?.['c0']?.provisional).toBeUndefined();
    expect(yearly.notes?.['c1']).toEqual({
      provisional: true,
      title:
        'Not final: a rate per year read from part of its period, a few days counted as a year',
    });
    expect(yearly.notes?.['total']?.provisional).toBeUndefined();
  });

  it('explains each row by its formula', () => {
    expect(row('born_alive').description).toBe('Born alive ÷ litters of the period. n: litters.');
  });

  it('opens the list behind each KPI cell; the rate of the services through far_rate 115 days on', () => {
    expect(row('far_rate').drillDowns).toEqual({
      total: { key: 'far_rate', from: '2026-04-01', to: '2026-05-14' },
      c0: { key: 'far_rate', from: '2026-04-01', to: '2026-04-30' },
      c1: { key: 'far_rate', from: '2026-05-01', to: '2026-05-14' },
    });
    expect(row('service_far_rate').drillDowns?.['c0']).toEqual({
      key: 'far_rate',
      from: '2026-07-25',
      to: '2026-08-23',
    });
    // A band of the returns is a distribution, not a catalogue KPI: no list behind it.
    expect(row('returns_regular').drillDowns).toEqual({});
  });

  it('gives the headline figure of a row the list of its total cell, none for a mean', () => {
    expect(totalDrillDown('far_rate', answer)).toEqual(row('far_rate').drillDowns?.['total']);
    expect(totalDrillDown('returns_regular', answer)).toBeNull();
    expect(
      totalDrillDown('far_rate', { ...answer, total: { ...answer.total, kind: 'mean' } }),
    ).toBeNull();
  });

  it('reads "no data" in a column before the herd’s first record, never 0', () => {
    const march = { ...column('2026-03-01', '2026-03-31', {}), no_data: true };
    const early = performanceGrid(
      { ...answer, columns: [march, april] },
      monitoringRows(['litters', 'returns_regular', 'born_alive']),
      context,
    );
    expect(early.columns[3]!.header).toBe('Mar 2026 (no data)');
    for (const one of early.rows) {
      expect(one.cells['c0'], one.key).toBeNull();
      expect(one.notes?.['c0'], one.key).toBeUndefined();
      expect(one.drillDowns?.['c0'], one.key).toBeUndefined();
    }
    expect(early.rows[0]!.cells['c1']).toBe(10);
  });

  it('leaves the n out of a mean column', () => {
    const mean = performanceGrid(
      { ...answer, unit: 'rolling13', total: { ...answer.total, kind: 'mean' } },
      monitoringRows(['born_alive']),
      context,
    );
    expect(mean.columns[2]!.header).toBe('Mean');
    expect(mean.rows[0]!.notes?.['total']).toBeUndefined();
    // Nor does a mean of rolling columns have one list behind it.
    expect(mean.rows[0]!.drillDowns?.['total']).toBeUndefined();
  });
});

describe('spec §9 rules beside the KPIs in the grid', () => {
  // Columns with their weanings, the n of the weaning rates.
  const withWeanings = (one: PerformanceColumn) => ({
    ...one,
    kpis: { ...one.kpis, weanings: 10 },
  });
  const rules = performanceGrid(
    { ...answer, columns: answer.columns.map(withWeanings) },
    monitoringRows(['fertility_30d', 'pc_served_8d_plus', 'weanings_on_time']),
    context,
  );
  const rule = (key: string) => rules.rows.find((one) => one.key === key)!;

  it('names them and gives fertility its window’s services as n', () => {
    expect(rule('fertility_30d').cells).toMatchObject({
      row: 'Fertility at 30 days (%)',
      c0: 0.92,
    });
    expect(rule('fertility_30d').notes?.['c0']).toEqual({ text: 'n 25', title: '25 services' });
    expect(rule('weanings_on_time').cells).toMatchObject({
      row: 'Weanings on time (±3 days)',
      c0: 8,
    });
    expect(rule('weanings_on_time').description).toMatch(/^Weanings of the period within 3 days/);
  });

  it('marks the weanings served from day 8 not final while their services may still come', () => {
    expect(rule('pc_served_8d_plus').notes?.['c0']).toEqual({ text: 'n 10', title: '10 weanings' });
    expect(rule('pc_served_8d_plus').notes?.['c1']).toMatchObject({ provisional: true });
  });
});

describe('performance report figures', () => {
  it('colours a headline figure only once it is final, as its grid cell', () => {
    const report = performanceReport({
      key: 'herd-reproduction',
      titleKey: 'pages.herdReproduction',
      unit: 'month',
      rows: monitoringRows(['born_alive', 'service_far_rate']),
      objectiveOf: context.objectiveOf,
    });
    const figures = report.figures(answer, context);
    expect(figures.map((figure) => [figure.id, figure.metric])).toEqual([
      ['born_alive', 'born_alive'],
      // The total's services are not all 120 days old: not final, no colour.
      ['service_far_rate', undefined],
    ]);
  });
});
