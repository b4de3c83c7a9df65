import { FARROWING_RATE_LAG_DAYS, type KpiReport, type Period } from '../kpi/catalogue.js';
import { noDataValues } from '../kpi/days-with-data.js';
import { noDataFigures, type HerdReport } from '../kpi/report-figures.js';
import { shiftPeriod, type ColumnPeriod, type ColumnUnit } from './columns.js';
import { columnValues, spanWithData, type AnsweredColumn } from './columns-with-data.js';
import { isRateFinal, LAGGED_RATE_KEYS, serviceWindow, type LaggedRate } from './maturity.js';
import type { MonitoringValues, RowValues } from './rows.js';
import { meanValues, totalKind, type TotalKind } from './totals.js';

/**
 * The answer of GET /api/sites/{siteId}/performances, put together from KPI reports: the server
 * asks the engine for `answerPeriods` (one query for all of them) and hands the reports, in the
 * same order, to `performanceAnswer`.
 */

/** Whether each lagged rate of a column is final (maturity.ts). */
export type RateFinality = Record<LaggedRate, boolean>;

/** A column: the contract's report of its period, and what the grid reads beside it. */
export type MonitoringColumn = KpiReport &
  MonitoringValues & { partial: boolean; no_data: boolean; final: RateFinality };

export type MonitoringTotal = RowValues & {
  kind: TotalKind;
  from: string;
  to: string;
  final: RateFinality;
};

export type PerformanceAnswer = {
  unit: ColumnUnit;
  /** The site's day the outcomes are read on, which decides what is final. */
  today: string;
  columns: MonitoringColumn[];
  total: MonitoringTotal;
};

/**
 * The reports one column needs, in order: its own period; the period 115 days later, whose
 * far_rate is that of the column's own services; the services' windows of far_rate and
 * return_ratio, whose `services` are those rates' n.
 */
function reportsOf(period: Period): Period[] {
  return [
    period,
    shiftPeriod(period, FARROWING_RATE_LAG_DAYS),
    serviceWindow('far_rate', period),
    serviceWindow('return_ratio', period),
  ];
}
const REPORTS_PER_COLUMN = 4;

/**
 * Every period to report on, for the columns and (for a span total) the span of the columns with
 * data (columns-with-data.ts).
 */
export function answerPeriods(unit: ColumnUnit, columns: readonly AnsweredColumn[]): Period[] {
  const periods = columns.flatMap(reportsOf);
  return totalKind(unit) === 'span' ? [...periods, ...reportsOf(spanWithData(columns))] : periods;
}

function finality(period: Period, today: string): RateFinality {
  return Object.fromEntries(
    LAGGED_RATE_KEYS.map((rate) => [rate, isRateFinal(rate, period, today)]),
  ) as RateFinality;
}

function column(
  period: ColumnPeriod & { no_data: boolean },
  [own, cohort, farRateWindow, returnWindow]: HerdReport[],
  today: string,
): MonitoringColumn {
  if (!own || !cohort || !farRateWindow || !returnWindow) {
    throw new RangeError('a column needs its four reports');
  }
  return {
    ...own,
    ...(period.no_data ? { kpis: noDataValues(), figures: noDataFigures() } : {}),
    partial: period.partial,
    no_data: period.no_data,
    service_far_rate: period.no_data ? null : cohort.kpis.far_rate,
    window_services: {
      far_rate: farRateWindow.kpis.services ?? 0,
      return_ratio: returnWindow.kpis.services ?? 0,
    },
    final: finality(period, today),
  };
}

/** The answer from the reports of `answerPeriods(unit, columns)`, in that order. */
export function performanceAnswer(
  unit: ColumnUnit,
  columns: readonly AnsweredColumn[],
  reports: readonly HerdReport[],
  today: string,
): PerformanceAnswer {
  const built = columns.map((period, index) =>
    column(
      period,
      reports.slice(index * REPORTS_PER_COLUMN, (index + 1) * REPORTS_PER_COLUMN),
      today,
    ),
  );
  const span = spanWithData(columns);
  const kind = totalKind(unit);
  const total: MonitoringTotal =
    kind === 'span'
      ? {
          ...pickValues(
            column(
              { ...span, partial: false, no_data: columns.every((one) => one.no_data) },
              reports.slice(columns.length * REPORTS_PER_COLUMN),
              today,
            ),
          ),
          kind,
          ...span,
          final: finality(span, today),
        }
      : {
          // A column without data is in no mean (its values are all null there).
          ...meanValues(built.map(columnValues)),
          kind,
          ...span,
          final: Object.fromEntries(
            LAGGED_RATE_KEYS.map((rate) => [
              rate,
              built.every((one) => one.no_data || one.final[rate]),
            ]),
          ) as RateFinality,
        };
  return { unit, today, columns: built, total };
}

function pickValues(one: MonitoringColumn): RowValues {
  return {
    kpis: one.kpis,
    return_bands: one.return_bands,
    parity_distribution: one.parity_distribution,
    piglet_mortality_bands: one.piglet_mortality_bands,
    removals_by_kind: one.removals_by_kind,
    service_far_rate: one.service_far_rate,
    window_services: one.window_services,
    figures: one.figures,
  };
}
