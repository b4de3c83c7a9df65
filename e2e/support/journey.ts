import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, newContext, type ContextOptions } from './browser.js';
import { startServer, type RunningServer } from './server.js';

/**
 * One server (own data, demo accounts) and one browser for a journey file; each test opens pages
 * in fresh contexts (their own storage), closed after the test.
 */
export function setUpJourney(env: Record<string, string> = {}) {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  return {
    async openPage(options: ContextOptions = {}): Promise<Page> {
      const context = await newContext(browser, server.url, options);
      contexts.push(context);
      return context.newPage();
    },
  };
}
