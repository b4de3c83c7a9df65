import { ApiError, NetworkError, readBody } from './api-error';

type PublicRequestOptions = {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
};

/**
 * A call made without the session's token (sign-in, recovery, reset): a 401 here is an answer
 * to show, never a reason to refresh.
 */
export async function publicRequest(
  path: string,
  options: PublicRequestOptions = {},
): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await window.fetch(path, {
      method: options.method ?? 'POST',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, body);
  return body;
}
