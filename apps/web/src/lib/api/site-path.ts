/** The path of a route of a site: /api/sites/{siteId}/… */
export const sitePath = (siteId: string, rest: string) =>
  `/api/sites/${encodeURIComponent(siteId)}/${rest}`;

export const signalOption = (signal?: AbortSignal) => (signal ? { signal } : {});
