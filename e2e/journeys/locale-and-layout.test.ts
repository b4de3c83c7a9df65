import { expect, it } from 'vitest';
import { signIn } from '../support/browser.js';
import { setUpJourney } from '../support/journey.js';

const journey = setUpJourney();

it('a French browser gets the French interface', async () => {
  const page = await journey.openPage({ locale: 'fr-CA' });
  await signIn(page, 'manager@bocage.demo', 'Mauvais-mot-2');
  await expect
    .poll(() => page.getByTestId('login-message').textContent())
    .toContain("Désolé, ce mot de passe n'est pas le bon");
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
});

it('is usable at phone width: the menu opens from the toggle', async () => {
  const page = await journey.openPage({ width: 390, height: 844 });
  await signIn(page, 'manager@bocage.demo');
  await page.waitForURL('**/dashboard');
  await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(false);
  await page.getByTestId('menu-toggle').click();
  await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
  // Nothing overflows the screen sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

it('keeps the menu open on a desktop and changes language in settings', async () => {
  const page = await journey.openPage({ width: 1280, height: 800 });
  await signIn(page, 'admin@bocage.demo');
  await page.waitForURL('**/dashboard');
  await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
  await page.goto('/settings');
  await page.getByTestId('settings-language').selectOption('es');
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
  await page.reload();
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
});
