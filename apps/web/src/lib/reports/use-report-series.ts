import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { liveMeta } from '../live/live-meta';
import { useLivePolling } from '../live/live-status';
import type { Series } from './comparison';
import type { ReportDefinition, ReportRequest } from './report-definition';

export type SeriesResult<Answer> = {
  series: Series;
  /** The answer narrowed by the series' local filters. */
  data: Answer | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  dataUpdatedAt: number;
  refetch: () => void;
};

export const reportQueryKey = (
  key: string,
  request: ReportRequest,
  scope: readonly string[] = [],
) => ['report', key, request, ...scope] as const;

/** Every query of a report on one site, whatever its period, filters or page (a partial key). */
export const siteReportQueryKey = (key: string, siteId: string) =>
  ['report', key, { siteId }] as const;

/** The answer with each local filter applied; a filter with no value chosen keeps everything. */
export function narrowAnswer<Answer>(
  definition: ReportDefinition<Answer>,
  answer: Answer,
  local: Record<string, string[]>,
): Answer {
  return (definition.filters ?? []).reduce((narrowed, filter) => {
    const values = local[filter.id];
    return filter.narrow && values && values.length > 0
      ? filter.narrow(narrowed, values)
      : narrowed;
  }, answer);
}

/**
 * Fetches every series of a tile (one without a comparison), in parallel. Series asking the same
 * request share one query, so comparing the rooms of a day fetches the day once. `series` must
 * be memoised: the combined answers are recomputed only when it or a query result changes.
 */
export function useReportSeries<Answer>(
  definition: ReportDefinition<Answer>,
  series: readonly Series[],
): SeriesResult<Answer>[] {
  const combine = useCallback(
    (results: UseQueryResult<Answer>[]) =>
      results.map((result, index): SeriesResult<Answer> => {
        const one = series[index]!;
        return {
          series: one,
          data:
            result.data === undefined
              ? undefined
              : narrowAnswer(definition, result.data, one.local),
          isPending: result.isPending,
          isError: result.isError,
          error: result.error,
          isFetching: result.isFetching,
          dataUpdatedAt: result.dataUpdatedAt,
          refetch: () => void result.refetch(),
        };
      }),
    [definition, series],
  );
  const { live } = definition;
  const pollMs = useLivePolling(live?.pollMs ?? 0);
  return useQueries({
    queries: series.map((one) => ({
      queryKey: reportQueryKey(definition.key, one.request, definition.queryScope),
      queryFn: ({ signal }: { signal: AbortSignal }) => definition.fetch(one.request, signal),
      ...(live ? { meta: liveMeta(live.topics, one.request.siteId), refetchInterval: pollMs } : {}),
    })),
    combine,
  });
}
