import { expect, it } from 'vitest';
import { signIn } from '../support/browser.js';
import { setUpJourney } from '../support/journey.js';

const journey = setUpJourney();

it('a first sign-in goes through the agreements; declining signs out', async () => {
  const page = await journey.openPage();
  await signIn(page, 'new.horizon');
  await page.waitForURL('**/agreements');
  await page.getByTestId('agreements-decline').click();
  await page.waitForURL('**/login');
  await expect
    .poll(() => page.getByTestId('login-message').textContent())
    .toContain('You must accept the privacy policy and terms of use to be able to log in');
});

it('accepting the agreements leads to the dashboard, and not again next time', async () => {
  const page = await journey.openPage();
  await signIn(page, 'new.horizon');
  await page.waitForURL('**/agreements');
  await page.getByTestId('agreements-accept').click();
  await page.waitForURL('**/dashboard');
  await page.goto('/logout');
  await page.waitForURL('**/login');
  await signIn(page, 'new.horizon');
  await page.waitForURL('**/dashboard');
});
