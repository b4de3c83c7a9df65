import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { signalOption, sitePath } from '../../../lib/api/site-path';
import type { ReportRequest } from '../../../lib/reports/report-definition';

/**
 * GET …/herd/<report>?from&to&<filter>=a,b: a herd analysis report for the tile's period, its
 * server filters as comma-separated values (docs/herd-analysis.md).
 */
export function getHerdReport<Answer>(
  report: string,
  schema: z.ZodType<Answer>,
  request: ReportRequest,
  signal?: AbortSignal,
): Promise<Answer> {
  const filters = Object.fromEntries(
    Object.entries(request.filters)
      .filter(([, values]) => values.length > 0)
      .map(([id, values]) => [id, values.join(',')]),
  );
  return api.request(sitePath(request.siteId, `herd/${report}`), {
    query: { from: request.range?.from, to: request.range?.to, ...filters },
    schema,
    ...signalOption(signal),
  });
}
