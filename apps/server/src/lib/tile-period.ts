import {
  isReportPeriodIssue,
  reportPeriod,
  TILES,
  type ReportPeriod,
  type TileKey,
} from '@barnboard/domain';
import { httpError } from '../plugins/errors.js';

/**
 * A report's period: the dates asked, or the tile's default period ending `today` (the site's);
 * a period that cannot be is refused like any bad query (400 naming the field).
 */
export function tilePeriod(
  query: { from?: string | undefined; to?: string | undefined },
  options: { today: string; tile: TileKey; maxDays: number },
): ReportPeriod {
  const period = reportPeriod(query, {
    today: options.today,
    // Every tile with a stored period has a default one (reports/tiles.test.ts).
    defaultMonths: TILES[options.tile].defaultMonths!,
    maxDays: options.maxDays,
  });
  if (!isReportPeriodIssue(period)) return period;
  const field = `querystring.${period.field}`;
  throw httpError(400, 'validation_error', `${field}: ${period.reason}`, [
    { field, reason: period.reason },
  ]);
}
