import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless; the flags keep it off the (closed) network and quiet. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export type ContextOptions = {
  locale?: string;
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
  /** The browser's own time zone (IANA), to show that the app keeps to the site's. */
  timezoneId?: string;
};

export async function newContext(
  browser: Browser,
  baseURL: string,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: options.locale ?? 'en-US',
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'light',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  trackRequests(context);
  return context;
}

/**
 * The requests each context has in flight, but a signed-in page's live stream (GET /api/live,
 * docs/live.md): it stays open as long as the page, so Playwright's `networkidle` never comes.
 */
const inFlight = new WeakMap<BrowserContext, Set<Request>>();

function trackRequests(context: BrowserContext): void {
  const pending = new Set<Request>();
  inFlight.set(context, pending);
  context.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/live') pending.add(request);
  });
  context.on('requestfinished', (request) => pending.delete(request));
  context.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Waits until the page's context has had no request in flight for `quietMs` (the live stream
 * aside): `networkidle` for an app whose pages hold a stream open. A context made elsewhere
 * falls back to `networkidle`.
 */
export async function waitForQuietNetwork(
  page: Page,
  { quietMs = 500, timeoutMs = 30_000 } = {},
): Promise<void> {
  const pending = inFlight.get(page.context());
  if (!pending) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  for (;;) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    if (Date.now() > deadline) {
      const urls = [...pending].map((request) => request.url()).join(', ');
      throw new Error(`Requests still in flight after ${timeoutMs} ms: ${urls}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Signs in through the login form and waits for the authenticated layout. */
export async function signIn(
  page: Page,
  identifier: string,
  password = 'Barnboard-2026',
): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-identifier').fill(identifier);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}
