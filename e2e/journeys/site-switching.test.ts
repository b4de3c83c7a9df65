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

it('switches site through the searchable selector, and remembers it', async () => {
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  await signIn(page, 'manager@bocage.demo');
  await page.waitForURL('**/dashboard');

  await page.getByTestId('site-selector').click();
  // Accent- and case-insensitive search on site or tenant name.
  await page.keyboard.type('erables');
  const options = page.getByTestId('site-option');
  await expect
    .poll(() => options.allTextContents())
    .toEqual([expect.stringContaining('Engraissement Les Érables')]);
  await options.first().click();
  await expect
    .poll(() => page.getByTestId('dashboard-greeting').textContent())
    .toContain('Engraissement Les Érables');

  // The shared site appears under its sharing name.
  await page.getByTestId('site-selector').click();
  await expect
    .poll(() => page.getByTestId('site-option').allTextContents())
    .toContainEqual(expect.stringContaining('GDU partenaire'));
  await page.keyboard.press('Escape');

  await page.reload();
  await expect
    .poll(() => page.getByTestId('dashboard-greeting').textContent())
    .toContain('Engraissement Les Érables');
  await context.close();
});

it('disables the selector for a user with a single site', async () => {
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  await signIn(page, 'member@bocage.demo');
  await page.waitForURL('**/dashboard');
  await expect.poll(() => page.getByTestId('site-selector').isDisabled()).toBe(true);
  await context.close();
});
