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

/** The demo accounts' password (docs/simulator.md, README). */
export const DEMO_PASSWORD = 'Barnboard-2026';

/** Signs in through the login form and waits for the authenticated layout. */
export async function signIn(
  page: Page,
  identifier: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-identifier').fill(identifier);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * Moves the app to `address` without reloading it, as its own links do: the address is pushed
 * onto the history and the router follows it (React Router listens to `popstate`, as for the
 * back button); then waits until the screen shows `landsOn` (the app marks the address it shows
 * on <html>, root.tsx: the old page stays on screen until the new one is ready). For a journey
 * about a page rather than the app's start, this spares a cold start of the whole app per page
 * (its scripts, its session, its catalogues), about half of what a page costs the processor.
 * A page that has not loaded the app yet is loaded.
 */
export async function goInApp(page: Page, address: string, landsOn = address): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto(address);
  else {
    await page.evaluate((to) => {
      const state: unknown = window.history.state;
      window.history.pushState(state, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state }));
    }, address);
  }
  await page.waitForFunction(
    (shown) => document.documentElement.dataset.shownAddress === shown,
    landsOn,
    { polling: 50 },
  );
}
