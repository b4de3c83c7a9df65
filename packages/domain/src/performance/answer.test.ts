import { describe, expect, it } from 'vitest';
import { day, herdBuilder } from '../herd/herd-builder.js';
import { herdFirstDay } from '../kpi/days-with-data.js';
import { computeHerdReport, computeKpiReport } from '../kpi/reference.js';
import type { HerdRecord } from '../records/record-schema.js';
import { COLUMN_UNITS, isRollingUnit, monitoringColumns, type ColumnUnit } from './columns.js';
import { answerPeriods, performanceAnswer } from './answer.js';
import { columnValues, columnsWithData } from './columns-with-data.js';
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

const HERD = { first: herdFirstDay(records), today: TODAY };
/** The site's target lactation length the weanings' timing is read against. */
const TARGET = 21;

function answerFor(unit: ColumnUnit, count: number, to = day(700)) {
  const columns = columnsWithData(monitoringColumns({ unit, to, count }), HERD);
  const reports = answerPeriods(unit, columns).map((period) =>
    computeHerdReport(records, period, TARGET),
  );
  return { columns, answer: performanceAnswer(unit, columns, reports, TODAY) };
}

describe('the performance answer', () => {
  it('holds each column’s contract report and report figures, as the reference computes them', () => {
    const { columns, answer } = answerFor('month', 13);
    answer.columns.forEach((column, index) => {
      const { from, to } = columns[index]!;
      const { partial, no_data, service_far_rate, window_services, final, ...report } = column;
      expect(report).toEqual(computeHerdReport(records, { from, to }, TARGET));
      expect([partial, no_data]).toEqual([columns[index]!.partial, false]);
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

  it('reads "no data" in columns before the herd’s first day and totals only the days it has', () => {
    // Yearly columns from three years before the herd's first entry (day 0).
    const { answer } = answerFor('year', 5, day(700));
    const [before] = answer.columns;
    expect(HERD.first).toBe(day(0));
    expect(before!.no_data).toBe(true);
    expect(Object.values(before!.kpis).every((value) => value === null)).toBe(true);
    expect(Object.values(columnValues(before!).return_bands)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    // 2025-01-01, the first day, is a Wednesday: its week is cut there, and partial (its rates
    // per year are then not final).
    const weeks = answerFor('week', 8, day(30)).answer.columns;
    const firstWeek = weeks.find((column) => !column.no_data)!;
    expect([firstWeek.from, firstWeek.partial]).toEqual([day(0), true]);
    expect(answer.total.from).toBe(day(0));
    expect(answer.total.kpis.avg_females).toBe(
      computeKpiReport(records, { from: day(0), to: answer.total.to }).kpis.avg_females,
    );
  });

  it('leaves the columns without data out of a rolling mean', () => {
    const { answer } = answerFor('rolling13', 30, day(200));
    const withData = answer.columns.filter((column) => !column.no_data);
    expect(withData.length).toBeGreaterThan(0);
    expect(withData.length).toBeLessThan(answer.columns.length);
    const litters = withData.map((column) => column.kpis.litters!);
    expect(answer.total.kpis.litters).toBeCloseTo(
      litters.reduce((a, b) => a + b, 0) / litters.length,
      12,
    );
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
