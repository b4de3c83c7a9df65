import { expect, it } from 'vitest';
import { signIn } from '../support/browser.js';
import { setUpJourney } from '../support/journey.js';

const journey = setUpJourney();

it('switches site through the searchable selector, and remembers it', async () => {
  const page = await journey.openPage();
  await signIn(page, 'manager@bocage.demo');
  await page.waitForURL('**/dashboard');
  // A first visit opens the site where the manager's areas show the most data.
  await expect
    .poll(() => page.getByTestId('dashboard-greeting').textContent())
    .toContain('Maternité Saint-Hyacinthe');

  await page.getByTestId('site-selector').click();
  // Accent- and case-insensitive search on site or tenant name.
  await page.keyboard.type('erables');
  const options = page.getByTestId('site-option');
  await expect
    .poll(() => options.allTextContents())
    .toEqual([expect.stringContaining('Engraissement Les Érables')]);
  // The choice is remembered in the user's preferences: the reload below waits for it.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/user') && response.request().method() === 'PATCH',
  );
  await options.first().click();
  await saved;
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
});

it('disables the selector for a user with a single site', async () => {
  const page = await journey.openPage();
  await signIn(page, 'member@bocage.demo');
  await page.waitForURL('**/dashboard');
  await expect.poll(() => page.getByTestId('site-selector').isDisabled()).toBe(true);
});
