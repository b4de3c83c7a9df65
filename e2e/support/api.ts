import type { Page } from 'playwright-core';

export type ApiAnswer = { status: number; body: unknown };

/**
 * Calls the API from the page with the signed-in user's token, as the app itself would: the same
 * session, the same access, whatever token the app holds after its refreshes.
 */
export function apiRequest(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ url, method, body }) => {
      const token = window.localStorage.getItem('barnboard.token');
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      // 204 No Content (a deletion) has no body to read.
      const answer: unknown = response.status === 204 ? null : await response.json();
      return { status: response.status, body: answer };
    },
    { url: path, method: init.method ?? 'GET', body: init.body },
  );
}

/** GET an API path as the signed-in user; anything but a 200 fails the step that asked. */
export async function apiGet<Body>(page: Page, path: string): Promise<Body> {
  const { status, body } = await apiRequest(page, path);
  if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${JSON.stringify(body)}`);
  return body as Body;
}
