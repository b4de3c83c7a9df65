import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signIn } from '../support/browser.js';
import { setUpJourney } from '../support/journey.js';

/** The admin pages' access check (spec §2, §6): who gets in, and what the others are told. */
const journey = setUpJourney();

async function signInAs(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await page.getByTestId('app-shell').waitFor();
}

it('tells a member that an admin page needs additional privileges, on that page', async () => {
  const page = await journey.openPage();
  await signInAs(page, 'member@bocage.demo');
  await page.goto('/users-manager');

  const message = page.getByTestId('needs-privileges');
  await message.waitFor();
  // The member stays where they asked to go, under the page's title, and learns why.
  expect(new URL(page.url()).pathname).toBe('/users-manager');
  expect(await page.getByTestId('page-title').first().textContent()).toBe('Users manager');
  expect(await message.textContent()).toContain('This page needs additional privileges');

  await page.goto('/l-track-subscriptions');
  await message.waitFor();
  expect(new URL(page.url()).pathname).toBe('/l-track-subscriptions');

  await message.getByRole('link', { name: 'Back to Live today' }).click();
  await page.waitForURL('**/dashboard');
});

it('says it in French to a French member', async () => {
  const page = await journey.openPage({ locale: 'fr-CA' });
  await signInAs(page, 'member@bocage.demo');
  await page.goto('/sites-manager');
  await expect
    .poll(() => page.getByTestId('needs-privileges').textContent())
    .toContain('Cette page nécessite des privilèges supplémentaires');
});

it('opens the admin pages to an admin', async () => {
  const page = await journey.openPage();
  await signInAs(page, 'admin@bocage.demo');
  await page.goto('/users-manager');
  await page.getByTestId('users-manager-page').waitFor();
  expect(await page.getByTestId('needs-privileges').count()).toBe(0);
});
