import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { launchBrowser, newContext, type ContextOptions } from './browser.js';
import { resetDemo } from './demo-reset.js';
import { startServer, type RunningServer } from './server.js';

type JourneyServer = Pick<RunningServer, 'url' | 'dataDir'> & { stop?: () => Promise<void> };

/**
 * The server a file's tests talk to. Its worker's shared server (demo-data.global.ts), the demo's
 * accounts put back first, unless the file needs one of its own: a configuration of its own
 * (`env`), or data it adds that other files read (`ownServer`; docs/testing.md).
 */
async function serverFor(env: Record<string, string>, ownServer: boolean): Promise<JourneyServer> {
  if (ownServer || Object.keys(env).length > 0) return startServer(env, inject('demoData'));
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const shared = inject('sharedServers')[worker - 1];
  if (!shared) throw new Error(`no shared journey server for worker ${worker}`);
  await resetDemo(shared.dataDir);
  return shared;
}

/**
 * A server with the demo and one browser for a journey file; each test opens pages in fresh
 * contexts (their own storage), closed after the test. A lasting page stays open for the whole
 * file, so a user can sign in once and several tests go on in that session.
 */
export function setUpJourney(
  env: Record<string, string> = {},
  { ownServer = false }: { ownServer?: boolean } = {},
) {
  let server: JourneyServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const lastingContexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([serverFor(env, ownServer), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await Promise.all(lastingContexts.splice(0).map((context) => context.close()));
    await browser?.close();
    await server?.stop?.();
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
