import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invalidateAllLive, invalidateChanged, liveMeta } from './live-meta';
import { setLiveStatus, useLivePolling } from './live-status';

const A = '0b4f3a52-5a54-4a43-8f7e-0f5b7a2f4d11';
const B = '7c1d2e3f-1111-4a43-8f7e-0f5b7a2f4d22';

/** A client holding answered queries, each with its meta; which of them a call invalidated. */
function clientWith(queries: Record<string, ReturnType<typeof liveMeta> | undefined>) {
  const client = new QueryClient();
  for (const [key, meta] of Object.entries(queries)) {
    client.getQueryCache().build(client, { queryKey: [key], ...(meta ? { meta } : {}) });
    client.setQueryData([key], 'answer');
  }
  const invalidated = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[0])
      .sort();
  return { client, invalidated };
}

describe('live queries', () => {
  it("fetch again the queries of the change's topic, on its site or on every site", async () => {
    const { client, invalidated } = clientWith({
      bins: liveMeta(['bins']),
      'gestation A': liveMeta(['feeding'], A),
      'gestation B': liveMeta(['feeding'], B),
      'last update A': liveMeta(['bins', 'feeding', 'notifications'], A),
      'not live': undefined,
    });
    await invalidateChanged(client, { topic: 'feeding', site: A });
    expect(invalidated()).toEqual(['gestation A', 'last update A']);
    await invalidateChanged(client, { topic: 'bins', site: B });
    expect(invalidated()).toEqual(['bins', 'gestation A', 'last update A']);
  });

  it('fetch all again on a resync, and only the live ones', async () => {
    const { client, invalidated } = clientWith({
      bins: liveMeta(['bins']),
      'gestation A': liveMeta(['feeding'], A),
      'not live': undefined,
    });
    await invalidateAllLive(client);
    expect(invalidated()).toEqual(['bins', 'gestation A']);
  });

  it('poll only while the stream is not open', () => {
    const { result } = renderHook(() => useLivePolling(30_000));
    expect(result.current).toBe(30_000);
    act(() => setLiveStatus('open'));
    expect(result.current).toBe(false);
    act(() => setLiveStatus('down'));
    expect(result.current).toBe(30_000);
  });
});
