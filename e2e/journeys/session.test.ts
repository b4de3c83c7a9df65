import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newContext, signIn } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

/**
 * Short lifetimes make the session rules observable in seconds: access tokens live 3 s and a
 * session ends 15 s after sign-in.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ ACCESS_TOKEN_TTL_SECONDS: '3', SESSION_MAX_AGE_SECONDS: '15' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('refreshes an expired access token once for three concurrent requests, then replays them', async () => {
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  await signIn(page, 'manager@bocage.demo');
  await page.waitForURL('**/dashboard');
  await expect.poll(() => page.getByTestId('dashboard-greeting').textContent()).toMatch(/Marie/);

  await sleep(4_000); // the access token has expired
  const refreshes: string[] = [];
  const unauthorized: string[] = [];
  page.on('request', (request) => {
    if (
      request.url().includes('/openid-connect/token') &&
      request.postData()?.includes('grant_type=refresh_token')
    ) {
      refreshes.push(request.url());
    }
  });
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(new URL(response.url()).pathname);
  });
  await page.reload(); // loads user, memberships and sites at once
  await expect.poll(() => page.getByTestId('dashboard-greeting').textContent()).toMatch(/Marie/);
  expect(new Set(unauthorized)).toEqual(
    new Set(['/api/user', '/api/members', '/api/sites/vision-web']),
  );
  expect(refreshes).toHaveLength(1);
  expect(page.url()).toMatch(/\/dashboard/);
  await context.close();
});

it('after the session ends, the login page says it has expired', async () => {
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  await signIn(page, 'manager@bocage.demo');
  await page.waitForURL('**/dashboard');
  await sleep(16_000);
  await page.reload();
  await page.waitForURL('**/login');
  await expect
    .poll(() => page.getByTestId('login-message').textContent())
    .toContain('You session has expired');
  await context.close();
}, 60_000);
