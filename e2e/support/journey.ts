import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { launchBrowser, newContext, type ContextOptions } from './browser.js';
import { startServer, type RunningServer } from './server.js';

/**
 * One server (own data, demo accounts) and one browser for a journey file; each test opens pages
 * in fresh contexts (their own storage), closed after the test. A lasting page stays open for
 * the whole file, so a user can sign in once and several tests go on in that session.
 */
export function setUpJourney(env: Record<string, string> = {}) {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const lastingContexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env, inject('demoData')), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await Promise.all(lastingContexts.splice(0).map((context) => context.close()));
    await browser?.close();
    await server?.stop();
  });

  return {
    /** The server's data directory (its mail outbox is `outbox/` there). */
    dataDir: () => server.dataDir,
    async openPage(options: ContextOptions = {}): Promise<Page> {
      const context = await newContext(browser, server.url, options);
      contexts.push(context);
      return context.newPage();
    },
    /**
     * A page whose context is closed only after the file's last test. One context per session:
     * the refresh token rotates on every refresh, and a spent one used again ends the session.
     */
    async openLastingPage(options: ContextOptions = {}): Promise<Page> {
      const context = await newContext(browser, server.url, options);
      lastingContexts.push(context);
      return context.newPage();
    },
  };
}
