import { useMemo } from 'react';
import type { DateRange } from '../../lib/reports/comparison';
import type { ReportRequest } from '../../lib/reports/report-definition';

const pick = (values: Record<string, string[]>, ids: ReadonlySet<string>, keep: boolean) =>
  Object.fromEntries(Object.entries(values).filter(([id]) => ids.has(id) === keep));

/**
 * A tile's request, and the filters applied here rather than by the server; both keep their
 * identity while their inputs are equal, so the series built on them are not rebuilt each render.
 */
export function useTileRequest(
  siteId: string,
  range: DateRange | null,
  lactationDays: string | null,
  filters: Record<string, string[]>,
  serverFilters: ReadonlySet<string>,
  page: number,
): { request: ReportRequest; local: Record<string, string[]> } {
  const from = range?.from;
  const to = range?.to;
  const request = useMemo<ReportRequest>(
    () => ({
      siteId,
      range: from && to ? { from, to } : null,
      lactationDays,
      filters: pick(filters, serverFilters, true),
      page,
    }),
    [siteId, from, to, lactationDays, filters, serverFilters, page],
  );
  const local = useMemo(() => pick(filters, serverFilters, false), [filters, serverFilters]);
  return { request, local };
}
