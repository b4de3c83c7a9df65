import { describe, expect, it, vi } from 'vitest';
import { createMemoryTokenStore, type Tokens } from '../session/token-store';
import { createApiClient } from './api-client';
import { SessionExpiredError } from './api-error';
import { createRefreshCoordinator } from './refresh-coordinator';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake API: accepts only the current access token; answers 401 otherwise. */
function fakeServer(validToken: () => string) {
  const seen: string[] = [];
  const answers: Response[] = [];
  const fetch = vi.fn((input: string, init?: RequestInit) => {
    const auth = new Headers(init?.headers).get('Authorization') ?? '';
    seen.push(`${input} ${auth}`);
    const answer =
      auth === `Bearer ${validToken()}`
        ? json(200, { path: input })
        : json(401, { statusCode: 401, error: 'Unauthorized', message: 'expired' });
    answers.push(answer);
    return Promise.resolve(answer);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen, answers };
}

/** A client on `server` holding `accessToken`, whose every refresh hands out 'new'. */
function clientRefreshingTo(server: ReturnType<typeof fakeServer>, accessToken: string) {
  const tokens = createMemoryTokenStore({ accessToken, refreshToken: 'r' });
  const refreshTokens = vi.fn(() => Promise.resolve({ accessToken: 'new', refreshToken: 'r2' }));
  const client = createApiClient({
    fetch: server.fetch,
    tokens,
    refreshTokens,
    onRefreshFailed: vi.fn(),
  });
  return { client, tokens, refreshTokens };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('refresh coordinator', () => {
  it('runs one refresh for concurrent callers and a new one afterwards', async () => {
    const run = vi.fn(() => Promise.resolve('token'));
    const coordinator = createRefreshCoordinator(run);
    await Promise.all([coordinator.refresh(), coordinator.refresh(), coordinator.refresh()]);
    expect(run).toHaveBeenCalledTimes(1);
    await coordinator.refresh();
    expect(run).toHaveBeenCalledTimes(2);
  });
});

describe('api client', () => {
  it('shares ONE refresh among concurrent 401s and replays each request with the new token', async () => {
    let valid = 'fresh-access';
    const server = fakeServer(() => valid);
    const tokens = createMemoryTokenStore({
      accessToken: 'stale-access',
      refreshToken: 'refresh-1',
    });
    const gate = deferred<Tokens>();
    const refreshTokens = vi.fn(() => gate.promise);
    const onRefreshFailed = vi.fn();
    const client = createApiClient({ fetch: server.fetch, tokens, refreshTokens, onRefreshFailed });

    const requests = Promise.all([
      client.request('/api/user'),
      client.request('/api/members'),
      client.request('/api/sites/vision-web'),
    ]);
    await vi.waitFor(() => expect(server.seen).toHaveLength(3));
    gate.resolve({ accessToken: 'fresh-access', refreshToken: 'refresh-2' });
    const results = await requests;

    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(refreshTokens).toHaveBeenCalledWith('refresh-1');
    expect(results).toEqual([
      { path: '/api/user' },
      { path: '/api/members' },
      { path: '/api/sites/vision-web' },
    ]);
    expect(server.seen.slice(3)).toEqual([
      '/api/user Bearer fresh-access',
      '/api/members Bearer fresh-access',
      '/api/sites/vision-web Bearer fresh-access',
    ]);
    expect(tokens.getRefreshToken()).toBe('refresh-2');
    expect(onRefreshFailed).not.toHaveBeenCalled();
    valid = 'unused';
  });

  it('replays without refreshing when another request already rotated the token', async () => {
    const { client, tokens, refreshTokens } = clientRefreshingTo(
      fakeServer(() => 'new'),
      'old',
    );
    await client.request('/a');
    // The store now holds 'new'; a late 401 of a request sent with 'old' must not refresh again.
    tokens.setTokens({ accessToken: 'new', refreshToken: 'r2' });
    await client.request('/b');
    expect(refreshTokens).toHaveBeenCalledTimes(1);
  });

  it('refreshes once per request: a second 401 is returned as an error', async () => {
    const server = fakeServer(() => 'never-valid');
    const { client, refreshTokens } = clientRefreshingTo(server, 'a');
    await expect(client.request('/a')).rejects.toMatchObject({ status: 401 });
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(server.seen).toHaveLength(2);
  });

  it('reads the refused answer before replaying, so the browser can end that request', async () => {
    const server = fakeServer(() => 'new');
    const { client } = clientRefreshingTo(server, 'old');
    await client.request('/a');
    expect(server.answers.map((answer) => [answer.status, answer.bodyUsed])).toEqual([
      [401, true],
      [200, true],
    ]);
  });

  it('clears both tokens and signals once when the shared refresh fails', async () => {
    const server = fakeServer(() => 'fresh');
    const tokens = createMemoryTokenStore({ accessToken: 'stale', refreshToken: 'used' });
    const refreshTokens = vi.fn(() => Promise.reject(new Error('invalid_grant')));
    const onRefreshFailed = vi.fn();
    const client = createApiClient({ fetch: server.fetch, tokens, refreshTokens, onRefreshFailed });

    const results = await Promise.allSettled([client.request('/x'), client.request('/y')]);
    expect(
      results.every((r) => r.status === 'rejected' && r.reason instanceof SessionExpiredError),
    ).toBe(true);
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
  });
});
