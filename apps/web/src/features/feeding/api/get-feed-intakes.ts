import { feedIntakesPageSchema, MAX_PER_PAGE, type FeedKind } from '@barnboard/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { signalOption, sitePath } from '../../../lib/api/site-path';

export type FeedIntakesAnswer = z.infer<typeof feedIntakesPageSchema>;

export type FeedIntakesQuery = {
  range: { from: string; to: string } | null;
  kind: FeedKind | undefined;
  page: number;
  perPage: number;
};

/** Rows per page of the feed intakes screen; exports gather every page (getAllFeedIntakes). */
export const FEED_INTAKES_PER_PAGE = 100;

/** GET …/feed-intakes?from&to&kind&page&per_page: per sow per day, and totals per day. */
export function getFeedIntakes(
  siteId: string,
  query: FeedIntakesQuery,
  signal?: AbortSignal,
): Promise<FeedIntakesAnswer> {
  return api.request(sitePath(siteId, 'feed-intakes'), {
    query: {
      from: query.range?.from,
      to: query.range?.to,
      kind: query.kind,
      page: query.page,
      per_page: query.perPage,
    },
    schema: feedIntakesPageSchema,
    ...signalOption(signal),
  });
}

/** Every page of the range, as one answer (its totals already cover the whole range). */
export async function getAllFeedIntakes(
  siteId: string,
  query: Omit<FeedIntakesQuery, 'page' | 'perPage'>,
): Promise<FeedIntakesAnswer> {
  const first = await getFeedIntakes(siteId, { ...query, page: 1, perPage: MAX_PER_PAGE });
  const data = [...first.data];
  for (let page = 2; page <= first.meta.pages; page += 1) {
    const next = await getFeedIntakes(siteId, { ...query, page, perPage: MAX_PER_PAGE });
    data.push(...next.data);
  }
  return { ...first, data };
}
