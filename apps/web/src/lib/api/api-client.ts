import type { z } from 'zod';
import { ApiError, NetworkError, SessionExpiredError, readBody } from './api-error';
import { createRefreshCoordinator } from './refresh-coordinator';
import type { TokenStore, Tokens } from '../session/token-store';

export type QueryParams = Record<string, string | number | boolean | undefined>;

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  /** Response contract; a mismatch is logged, not fatal, so a newer server does not break the UI. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

export type ApiClient = {
  request: <T = unknown>(path: string, options?: RequestOptions<T>) => Promise<T>;
  /**
   * A GET whose answer is read as it comes (a live stream): the response once its status is 2xx,
   * with the same token refresh as `request`; a refusal throws an ApiError.
   */
  stream: (path: string, options: { accept: string; signal: AbortSignal }) => Promise<Response>;
};

export type ApiClientOptions = {
  fetch: typeof fetch;
  tokens: TokenStore;
  refreshTokens: (refreshToken: string) => Promise<Tokens>;
  /** Called once per failed refresh, after both tokens were cleared. */
  onRefreshFailed: () => void;
};

function withQuery(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokens } = options;

  const coordinator = createRefreshCoordinator(async () => {
    const refreshToken = tokens.getRefreshToken();
    try {
      if (!refreshToken) throw new Error('No refresh token');
      const next = await options.refreshTokens(refreshToken);
      tokens.setTokens(next);
      return next.accessToken;
    } catch {
      tokens.clear();
      options.onRefreshFailed();
      throw new SessionExpiredError();
    }
  });

  async function send(url: string, init: RequestInit, token: string | null): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    try {
      return await options.fetch(url, { ...init, headers });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new NetworkError(error);
    }
  }

  /** Sends with the access token; on 401, once, with a refreshed one. */
  async function sendWithToken(url: string, init: RequestInit): Promise<Response> {
    const usedToken = tokens.getAccessToken();
    const response = await send(url, init, usedToken);
    // One refresh per request: a second 401 after the replay is a real refusal.
    if (response.status !== 401 || !usedToken) return response;
    // The refusal's body is read, not left: an unread body keeps the browser's request open (and
    // its connection, one of six per host) until the garbage collector takes the response.
    await response.arrayBuffer().catch(() => undefined);
    const current = tokens.getAccessToken();
    // Another request may already have refreshed while this one was in flight.
    const fresh = current && current !== usedToken ? current : await coordinator.refresh();
    return send(url, init, fresh);
  }

  async function request<T>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
    const url = withQuery(path, opts.query);
    const init: RequestInit = { method: opts.method ?? 'GET', signal: opts.signal ?? null };
    if (opts.body !== undefined) {
      init.body = JSON.stringify(opts.body);
      init.headers = { 'Content-Type': 'application/json' };
    }

    const response = await sendWithToken(url, init);
    const body = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, body);
    if (!opts.schema) return body as T;
    const parsed = opts.schema.safeParse(body);
    if (!parsed.success) {
      console.warn(`Response of ${path} does not match its contract`, parsed.error.issues);
      return body as T;
    }
    return parsed.data;
  }

  async function stream(
    path: string,
    opts: { accept: string; signal: AbortSignal },
  ): Promise<Response> {
    const init = { method: 'GET', signal: opts.signal, headers: { Accept: opts.accept } };
    const response = await sendWithToken(path, init);
    if (!response.ok) throw new ApiError(response.status, await readBody(response));
    return response;
  }

  return { request, stream };
}
