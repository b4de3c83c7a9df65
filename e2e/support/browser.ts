import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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

export function newContext(
  browser: Browser,
  baseURL: string,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    locale: options.locale ?? 'en-US',
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'light',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
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
