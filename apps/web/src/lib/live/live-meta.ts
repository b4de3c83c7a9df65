import type { LiveChange, LiveTopic } from '@barnboard/domain';
import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * What a query shows of the live topics (docs/live.md): a change of one of its topics, on its
 * site or on any site when it names none (the silos page lists every site's bins), makes it
 * fetch again.
 */
export type LiveMeta = { topics: readonly LiveTopic[]; site?: string };

/** A query's `meta` for the live stream. */
export function liveMeta(topics: readonly LiveTopic[], site?: string): { live: LiveMeta } {
  return { live: site === undefined ? { topics } : { topics, site } };
}

function liveOf(query: Query): LiveMeta | undefined {
  return (query.meta as { live?: LiveMeta } | undefined)?.live;
}

/** Fetches again the queries that show this change (the active ones now, the others when used). */
export function invalidateChanged(client: QueryClient, change: LiveChange): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => {
      const live = liveOf(query);
      return (
        live !== undefined &&
        live.topics.includes(change.topic) &&
        (live.site === undefined || live.site === change.site)
      );
    },
  });
}

/** Fetches again every query that shows live data: changes may have been missed. */
export function invalidateAllLive(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => liveOf(query) !== undefined });
}
