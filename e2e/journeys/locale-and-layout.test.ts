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

it('a French browser gets the French interface', async () => {
  const context = await newContext(browser, server.url, { locale: 'fr-CA' });
  const page = await context.newPage();
  await signIn(page, 'manager@bocage.demo', 'Mauvais-mot-2');
  await expect
    .poll(() => page.getByTestId('login-message').textContent())
    .toContain("Désolé, ce mot de passe n'est pas le bon");
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
  await context.close();
});

it('is usable at phone width: the menu opens from the toggle', async () => {
  const context = await newContext(browser, server.url, { width: 390, height: 844 });
  const page = await context.newPage();
  await signIn(page, 'manager@bocage.demo');
  await page.waitForURL('**/dashboard');
  await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(false);
  await page.getByTestId('menu-toggle').click();
  await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
  // Nothing overflows the screen sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});

it('keeps the menu open on a desktop and changes language in settings', async () => {
  const context = await newContext(browser, server.url, { width: 1280, height: 800 });
  const page = await context.newPage();
  await signIn(page, 'admin@bocage.demo');
  await page.waitForURL('**/dashboard');
  await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
  await page.goto('/settings');
  await page.getByTestId('settings-language').selectOption('es');
  await page.getByTestId('settings-save').click();
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
  await page.reload();
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
  await context.close();
});
