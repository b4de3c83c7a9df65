import {
  MAX_PER_PAGE,
  binActionAnswerSchema,
  binChartAnswerSchema,
  binErrorSchema,
  binPageSchema,
  type BinActionAnswer,
  type BinChartAnswer,
  type BinFieldError,
  type BinItem,
} from '@barnboard/domain';
import { ApiError } from '../../../lib/api/api-error';
import { api } from '../../../lib/api/client';

/** Query keys of the silos page; every bin action invalidates `binsKey`. */
export const binsKey = ['silos', 'bins'] as const;
export const chartKey = (binId: string) => ['silos', 'chart', binId] as const;

/** Every bin the user sees (POST /feed/bins?view=RESUME, pages from 0), all pages gathered. */
export async function fetchAllBins(signal?: AbortSignal): Promise<BinItem[]> {
  const bins: BinItem[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await api.request('/feed/bins', {
      method: 'POST',
      query: { view: 'RESUME', page, size: MAX_PER_PAGE },
      body: {},
      schema: binPageSchema,
      ...(signal ? { signal } : {}),
    });
    bins.push(...answer.content);
    if (answer.last || answer.content.length === 0) return bins;
  }
}

/** The 7-day series of a bin (spec §9): 409 when it is disabled or its subscription expired. */
export function fetchBinChart(binId: string, signal?: AbortSignal): Promise<BinChartAnswer> {
  return api.request(`/feed/bins/${encodeURIComponent(binId)}/chart`, {
    schema: binChartAnswerSchema,
    ...(signal ? { signal } : {}),
  });
}

/** PUT /feed/bins/{id}: every editable field, in metres and ids. */
export function updateBin(binId: string, body: Record<string, unknown>): Promise<BinActionAnswer> {
  return api.request(`/feed/bins/${encodeURIComponent(binId)}`, {
    method: 'PUT',
    body,
    schema: binActionAnswerSchema,
  });
}

export function disableBin(binId: string): Promise<BinActionAnswer> {
  return api.request(`/feed/bins/${encodeURIComponent(binId)}/disable`, {
    method: 'POST',
    schema: binActionAnswerSchema,
  });
}

export function enableBin(binId: string): Promise<BinActionAnswer> {
  return api.request(`/feed/bins/${encodeURIComponent(binId)}/enable`, {
    method: 'POST',
    schema: binActionAnswerSchema,
  });
}

/** The field errors of a refused bin change (`errors: [{ field, code }]`), or null. */
export function fieldErrorsOf(error: unknown): BinFieldError[] | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = binErrorSchema.safeParse(error.raw);
  return parsed.success && parsed.data.errors ? parsed.data.errors : null;
}
