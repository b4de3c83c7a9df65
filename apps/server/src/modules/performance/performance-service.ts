import {
  answerPeriods,
  columnsWithData,
  DEFAULT_COLUMN_COUNT,
  monitoringColumns,
  performanceAnswer,
  performanceColumnsIssue,
  type ColumnPeriod,
  type PerformanceAnswer,
  type PerformanceQuery,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { httpError } from '../../plugins/errors.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { findSiteLactationTarget } from '../herd-records/site-lactation-target.js';
import { computeSiteKpiPeriods } from '../kpis/kpi-engine.js';
import { siteHerdDays } from '../kpis/kpis-with-data.js';

/**
 * The columns a query asks for, ending on `to` or the site's today; columns that cannot be
 * answered (too many, too long a span) are refused like any bad query, naming the field.
 */
export function columnsOf(query: PerformanceQuery, today: string): ColumnPeriod[] {
  const to = query.to ?? today;
  const columns =
    query.from !== undefined
      ? monitoringColumns({ unit: query.columns, from: query.from, to })
      : monitoringColumns({ unit: query.columns, to, count: query.count ?? DEFAULT_COLUMN_COUNT });
  const issue = performanceColumnsIssue(columns);
  if (!issue) return columns;
  const field = `querystring.${issue.field}`;
  throw httpError(400, 'validation_error', `${field}: ${issue.reason}`, [
    { field, reason: issue.reason },
  ]);
}

/**
 * Performance monitoring (docs/performance.md): every column's KPI report over the days its herd
 * has data for (a column before the first entry reads "no data"), the reports its lagged rates
 * read and the total, from one query of the KPI engine over the days they span; the weanings'
 * timing against the site's target lactation length (as its farrowing inventory).
 */
export async function performancesOf(
  db: Executor,
  site: RecordsSite,
  query: PerformanceQuery,
  now: Date,
): Promise<PerformanceAnswer> {
  const herd = await siteHerdDays(db, site, now);
  const { today } = herd;
  const columns = columnsWithData(columnsOf(query, today), herd);
  const reports = await computeSiteKpiPeriods(
    db,
    site,
    answerPeriods(query.columns, columns),
    await findSiteLactationTarget(db, site.id),
  );
  return performanceAnswer(query.columns, columns, reports, today);
}
