import {
  isReportPeriodIssue,
  reportPeriod,
  TILES,
  type ReportPeriod,
  type ReportPeriodIssue,
  type TileKey,
} from '@barnboard/domain';
import { httpError } from '../plugins/errors.js';

/**
 * The period a report route answers for: the dates asked, or the tile's default period ending
 * the site's today. A period that cannot be (reportPeriod, or the report's own `check`) is
 * refused like any bad query: 400 naming the field.
 */
export function periodOfQuery(
  query: { from?: string | undefined; to?: string | undefined },
  options: {
    today: string;
    tile: TileKey;
    maxDays: number;
    check?: (period: ReportPeriod) => ReportPeriodIssue | null;
  },
): ReportPeriod {
  const period = reportPeriod(query, {
    today: options.today,
    // Every tile with a stored period has a default one (reports/tiles.test.ts).
    defaultMonths: TILES[options.tile].defaultMonths!,
    maxDays: options.maxDays,
  });
  if (isReportPeriodIssue(period)) refuse(period);
  const issue = options.check?.(period);
  if (issue) refuse(issue);
  return period;
}

function refuse(issue: ReportPeriodIssue): never {
  const field = `querystring.${issue.field}`;
  throw httpError(400, 'validation_error', `${field}: ${issue.reason}`, [
    { field, reason: issue.reason },
  ]);
}
