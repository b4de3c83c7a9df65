import { describe, expect, it } from 'vitest';
import { KPI_KEYS } from '../kpi/catalogue.js';
import { kpiKind } from '../kpi/kpi-kinds.js';
import { rowObjective } from '../performance/row-objective.js';
import { MONITORING_ROWS } from '../performance/rows.js';
import { KPI_TILE_KEYS, KPI_TILE_ROWS } from '../reports/kpi-tiles.js';
import {
  USER_FIGURE_KEYS,
  userFigureKind,
  USER_FIGURE_METRICS,
} from '../users-report/user-tally.js';
import { isObjectiveKey, OBJECTIVE_KEYS } from './defaults.js';
import { OBJECTIVE_GROUPS, OBJECTIVE_REPORTS, REPORT_METRICS } from './groups.js';

const grouped = OBJECTIVE_GROUPS.flatMap((group) => group.metrics);

describe('OBJECTIVE_GROUPS', () => {
  it('lists every objective once, each under a report', () => {
    expect([...grouped].sort()).toEqual([...OBJECTIVE_KEYS].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('has a default objective for every metric it groups', () => {
    expect(grouped.filter((metric) => !isObjectiveKey(metric))).toEqual([]);
  });

  it("keeps spec §9's order of reports and puts a metric under the first that colours it", () => {
    const order = OBJECTIVE_GROUPS.map((group) => OBJECTIVE_REPORTS.indexOf(group.report));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const { report, metrics } of OBJECTIVE_GROUPS) {
      const earlier = OBJECTIVE_REPORTS.slice(0, OBJECTIVE_REPORTS.indexOf(report));
      for (const metric of metrics) {
        expect(REPORT_METRICS[report]).toContain(metric);
        expect(earlier.filter((other) => REPORT_METRICS[other].includes(metric))).toEqual([]);
      }
    }
  });

  it('groups the live feeding and KPI tile figures under the dashboards, first', () => {
    expect(OBJECTIVE_GROUPS[0]).toMatchObject({ report: 'dashboards' });
    expect(OBJECTIVE_GROUPS[0]!.metrics).toEqual(
      expect.arrayContaining(['ges_fed_rate', 'far_rate', 'npd', 'total_born', 'parity']),
    );
  });
});

describe('every figure a report colours has a default objective', () => {
  it.each(OBJECTIVE_REPORTS)('%s', (report) => {
    expect(REPORT_METRICS[report].filter((metric) => !isObjectiveKey(metric))).toEqual([]);
  });

  it('every KPI but the counts and inventories (the KPI tiles colour each KPI they show)', () => {
    const directed = KPI_KEYS.filter((key) => kpiKind(key) !== 'count');
    expect(directed.filter((key) => !isObjectiveKey(key))).toEqual([]);
    const shown = KPI_TILE_KEYS.flatMap((tile) => KPI_TILE_ROWS[tile]);
    expect(shown.filter((key) => kpiKind(key) !== 'count' && !isObjectiveKey(key))).toEqual([]);
  });

  it('every performance row that is not a count, and none that is', () => {
    for (const row of MONITORING_ROWS) {
      const objective = rowObjective(row);
      if (row.kind === 'count') expect(objective, row.key).toBeNull();
      else expect(objective !== null && isObjectiveKey(objective), row.key).toBe(true);
    }
  });

  it('every users report figure but counts and the share of positive checks', () => {
    const uncoloured = USER_FIGURE_KEYS.filter((key) => !USER_FIGURE_METRICS[key]);
    expect(uncoloured.filter((key) => userFigureKind(key) !== 'count')).toEqual([
      'pc_positive_checks',
    ]);
    for (const metric of Object.values(USER_FIGURE_METRICS)) {
      expect(isObjectiveKey(metric)).toBe(true);
    }
  });
});
