import {
  MAX_PER_PAGE,
  binActionAnswerSchema,
  binChartAnswerSchema,
  binErrorSchema,
  binItemSchema,
  binPageSchema,
  deletedAnswerSchema,
  deletedBinReadingsSchema,
  deletedBinsAnswerSchema,
  siteDictionarySchema,
  type BinActionAnswer,
  type BinChartAnswer,
  type BinFieldError,
  type BinItem,
  type BinSearchBody,
  type DeletedAnswer,
  type DeletedBin,
  type DeletedBinReadings,
  type SiteDictionaryItem,
} from '@barnboard/domain';
import { ApiError } from '../api/api-error';
import { api } from '../api/client';

/**
 * The feed service's bins (docs/feed-api.md), for the silos page and the sites manager. Every
 * bin action invalidates `binsKey`, which the lists of both pages start with.
 */
export const binsKey = ['silos', 'bins'] as const;
export const chartKey = (binId: string) => ['silos', 'chart', binId] as const;
export const siteDictionaryKey = (siteId: string) => ['sites', siteId, 'dictionary'] as const;
export const deletedBinsKey = (siteId: string) => ['sites', siteId, 'deleted-bins'] as const;

const path = (binId: string) => `/feed/bins/${encodeURIComponent(binId)}`;

/** Every bin the user sees (POST /feed/bins?view=RESUME, pages from 0), all pages gathered. */
export async function fetchAllBins(
  signal?: AbortSignal,
  filters: Partial<BinSearchBody> = {},
): Promise<BinItem[]> {
  const bins: BinItem[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await api.request('/feed/bins', {
      method: 'POST',
      query: { view: 'RESUME', page, size: MAX_PER_PAGE },
      body: filters,
      schema: binPageSchema,
      ...(signal ? { signal } : {}),
    });
    bins.push(...answer.content);
    if (answer.last || answer.content.length === 0) return bins;
  }
}

/** The 7-day series of a bin (spec §9): 409 when it is disabled or its subscription expired. */
export function fetchBinChart(binId: string, signal?: AbortSignal): Promise<BinChartAnswer> {
  return api.request(`${path(binId)}/chart`, {
    schema: binChartAnswerSchema,
    ...(signal ? { signal } : {}),
  });
}

/** POST /feed/sites/{id}/bins: a new bin of the site, with a licence when one is left. */
export function createBin(siteId: string, body: Record<string, unknown>): Promise<BinActionAnswer> {
  return api.request(`/feed/sites/${encodeURIComponent(siteId)}/bins`, {
    method: 'POST',
    body,
    schema: binActionAnswerSchema,
  });
}

/** PUT /feed/bins/{id}: every editable field, in metres and ids, with the version it is based on. */
export function updateBin(binId: string, body: Record<string, unknown>): Promise<BinActionAnswer> {
  return api.request(path(binId), { method: 'PUT', body, schema: binActionAnswerSchema });
}

export function disableBin(binId: string): Promise<BinActionAnswer> {
  return api.request(`${path(binId)}/disable`, { method: 'POST', schema: binActionAnswerSchema });
}

export function enableBin(binId: string): Promise<BinActionAnswer> {
  return api.request(`${path(binId)}/enable`, { method: 'POST', schema: binActionAnswerSchema });
}

/** Moves a bin to another building of its site. */
export function moveBin(bin: BinItem, buildingId: string): Promise<BinActionAnswer> {
  return api.request(`${path(bin.id)}/move`, {
    method: 'POST',
    body: { building_id: buildingId, expected_updated_at: bin.updated_at },
    schema: binActionAnswerSchema,
  });
}

/** Deletes a disabled bin; its readings are kept with the site's deleted bins. */
export function deleteBin(bin: BinItem): Promise<DeletedAnswer> {
  return api.request(path(bin.id), {
    method: 'DELETE',
    query: { expected_updated_at: bin.updated_at },
    schema: deletedAnswerSchema,
  });
}

export async function fetchDeletedBins(
  siteId: string,
  signal?: AbortSignal,
): Promise<DeletedBin[]> {
  const answer = await api.request(`/feed/sites/${encodeURIComponent(siteId)}/deleted-bins`, {
    schema: deletedBinsAnswerSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.bins;
}

export function fetchDeletedBinReadings(
  siteId: string,
  binId: string,
): Promise<DeletedBinReadings> {
  return api.request(
    `/feed/sites/${encodeURIComponent(siteId)}/deleted-bins/${encodeURIComponent(binId)}/readings`,
    { schema: deletedBinReadingsSchema },
  );
}

/** The items of a site's dictionary: what its bins may hold (the bin form's content picker). */
export async function fetchSiteDictionary(
  siteId: string,
  signal?: AbortSignal,
): Promise<SiteDictionaryItem[]> {
  const answer = await api.request(`/api/sites/${encodeURIComponent(siteId)}/dictionary`, {
    schema: siteDictionarySchema,
    ...(signal ? { signal } : {}),
  });
  return answer.items;
}

/** The field errors of a refused bin change (`errors: [{ field, code }]`), or null. */
export function fieldErrorsOf(error: unknown): BinFieldError[] | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = binErrorSchema.safeParse(error.raw);
  return parsed.success && parsed.data.errors ? parsed.data.errors : null;
}

/** The record of a 409 `edited_elsewhere`: the bin as it is now, or null for another refusal. */
export function currentBinOf(error: unknown): BinItem | null {
  if (!(error instanceof ApiError) || error.code !== 'edited_elsewhere') return null;
  const raw = error.raw as { current?: unknown } | null;
  const parsed = binItemSchema.safeParse(raw?.current);
  return parsed.success ? parsed.data : null;
}
