import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newContext, signIn } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('a first sign-in goes through the agreements; declining signs out', async () => {
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  await signIn(page, 'new.horizon');
  await page.waitForURL('**/agreements');
  await page.getByTestId('agreements-decline').click();
  await page.waitForURL('**/login');
  await expect
    .poll(() => page.getByTestId('login-message').textContent())
    .toContain('You must accept the privacy policy and terms of use to be able to log in');
  await context.close();
});

it('accepting the agreements leads to the dashboard, and not again next time', async () => {
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  await signIn(page, 'new.horizon');
  await page.waitForURL('**/agreements');
  await page.getByTestId('agreements-accept').click();
  await page.waitForURL('**/dashboard');
  await page.goto('/logout');
  await page.waitForURL('**/login');
  await signIn(page, 'new.horizon');
  await page.waitForURL('**/dashboard');
  await context.close();
});
