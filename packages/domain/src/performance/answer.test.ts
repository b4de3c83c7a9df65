import { describe, expect, it } from 'vitest';
import { day, herdBuilder } from '../herd/herd-builder.js';
import { computeKpiReport } from '../kpi/reference.js';
import type { HerdRecord } from '../records/record-schema.js';
import { COLUMN_UNITS, isRollingUnit, monitoringColumns, type ColumnUnit } from './columns.js';
import { answerPeriods, performanceAnswer } from './answer.js';
import { MONITORING_ROWS } from './rows.js';

/**
 * Twenty sows over two years, each cycling service → farrowing → weaning at her own pace, some
 * returning, a few culled: every row of the grid has figures in most months.
 */
function cyclingHerd(): HerdRecord[] {
  const herd = herdBuilder();
  for (let i = 0; i < 20; i += 1) {
    const sow = herd.female(`S${i}`).entry(i, i % 4);
    let at = i + 10;
    for (let cycle = 0; at < 700; cycle += 1) {
      sow.serve(at);
      if ((i + cycle) % 5 === 0) {
        at += 21; // a return
        sow.serve(at);
      }
      sow.farrow(at + 114 + (i % 3), 10 + ((i + cycle) % 6), i % 2, cycle % 2);
      sow.pigletDeath(at + 116 + (i % 3), 1 + (cycle % 3));
      sow.wean(at + 135 + (i % 3), 9 + ((i + cycle) % 5));
      at += 135 + (i % 3) + 5 + (i % 4);
    }
    if (i % 7 === 3) sow.remove(at + 2, 'cull');
  }
  return herd.records;
}

const records = cyclingHerd();
const TODAY = day(760);

function answerFor(unit: ColumnUnit, count: number) {
  const columns = monitoringColumns({ unit, to: day(700), count });
  const reports = answerPeriods(unit, columns).map((period) => computeKpiReport(records, period));
  return { columns, answer: performanceAnswer(unit, columns, reports, TODAY) };
}

describe('the performance answer', () => {
  it('holds each column’s contract report, as the reference computes it', () => {
    const { columns, answer } = answerFor('month', 13);
    answer.columns.forEach((column, index) => {
      const { from, to } = columns[index]!;
      const { partial, service_far_rate, window_services, final, ...report } = column;
      expect(report).toEqual(computeKpiReport(records, { from, to }));
      expect(partial).toBe(columns[index]!.partial);
      expect([service_far_rate, window_services, final]).not.toContain(undefined);
    });
  });

  it('reads the farrowing rate of a column’s own services and the n of the lagged rates', () => {
    const { answer } = answerFor('quarter', 4);
    for (const column of answer.columns) {
      const later = computeKpiReport(records, {
        from: day(dayOf(column.from) + 115),
        to: day(dayOf(column.to) + 115),
      });
      expect(column.service_far_rate).toBe(later.kpis.far_rate);
      const window = computeKpiReport(records, {
        from: day(dayOf(column.from) - 115),
        to: day(dayOf(column.to) - 115),
      });
      expect(column.window_services.far_rate).toBe(window.kpis.services);
    }
  });

  it.each(COLUMN_UNITS.filter((unit) => !isRollingUnit(unit)))(
    'totals %s columns over their whole span: additive rows are the sums of the columns',
    (unit) => {
      const { answer } = answerFor(unit, unit === 'year' ? 2 : 6);
      expect(answer.total.kind).toBe('span');
      expect(answer.total.kpis).toEqual(
        computeKpiReport(records, { from: answer.total.from, to: answer.total.to }).kpis,
      );
      for (const row of MONITORING_ROWS.filter((one) => one.additive)) {
        const sum = answer.columns.reduce((total, column) => total + row.value(column)!, 0);
        expect(row.value(answer.total), row.key).toBe(sum);
      }
    },
  );

  it('averages rolling columns, which overlap, each value over the columns that have one', () => {
    const { answer } = answerFor('rolling13', 5);
    expect(answer.total.kind).toBe('mean');
    const services = answer.columns.map((column) => column.kpis.services!);
    expect(answer.total.kpis.services).toBeCloseTo(
      services.reduce((a, b) => a + b, 0) / services.length,
      12,
    );
    expect(answer.total.from).toBe(answer.columns[0]!.from);
  });

  it('marks the farrowing rate of services younger than 115 days as not final', () => {
    const { answer } = answerFor('month', 6);
    // day(760) is 60 days after the last column: its own services are not 115 days old yet,
    // the contract's far_rate (services dated before the column) is.
    const last = answer.columns[answer.columns.length - 1]!;
    expect(last.final.far_rate).toBe(true);
    expect(last.final.service_far_rate).toBe(false);
    expect(answer.columns[0]!.final.service_far_rate).toBe(true);
    expect(answer.total.final.service_far_rate).toBe(false);
  });
});

function dayOf(date: string): number {
  return (Date.parse(date) - Date.parse(day(0))) / 86_400_000;
}
