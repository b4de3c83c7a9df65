import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  describeViolations,
  seriousViolationsInBothThemes,
  waitForSettledPage,
} from '../support/accessibility.js';
import { signIn } from '../support/browser.js';
import { setUpJourney } from '../support/journey.js';

/**
 * The settings page (docs/administration.md, "Settings"): a preference changed there shows on
 * another screen at once and after a reload; a password change ends the account's other
 * sessions and keeps this one; a bad phone number gets a clear message.
 */
const journey = setUpJourney();

const menuEntry = (page: Page, key: string) => page.locator(`[data-menu-entry="${key}"]`).first();

async function signedIn(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await page.waitForURL(/\/(dashboard|silos)$/);
}

/** The silos page's figures, as the cards show them. */
async function siloTexts(page: Page) {
  await page.getByTestId('silo-card').first().waitFor();
  return {
    quantities: await page.getByTestId('silo-quantity').allTextContents(),
    readings: await page.getByTestId('silo-last-sync').allTextContents(),
  };
}

it('applies a unit and a date format on the silos page at once, and after a reload', async () => {
  const page = await journey.openPage();
  await signedIn(page, 'admin@bocage.demo');
  await page.goto('/silos');
  const before = await siloTexts(page);
  expect(before.quantities.some((text) => / t$/.test(text))).toBe(true);
  expect(before.readings.some((text) => /^\d{4}-\d{2}-\d{2}/.test(text))).toBe(true);

  await menuEntry(page, 'settings').click();
  await page.waitForURL('**/settings');
  await page.getByTestId('settings-silo-weight').selectOption('lb');
  await page.getByTestId('settings-date-format').selectOption('DMY');
  await page.getByTestId('settings-time-format').selectOption('12');

  // Back on the silos page without a reload: the app's own navigation.
  await menuEntry(page, 'silos').click();
  await page.waitForURL('**/silos');
  const check = async () => {
    const after = await siloTexts(page);
    expect(after.quantities.filter((text) => text !== '—').every((text) => / lb$/.test(text))).toBe(
      true,
    );
    expect(
      after.readings.some((text) => /^\d{2}-\d{2}-\d{4} \d{1,2}:\d{2}\s?[AP]M$/.test(text)),
    ).toBe(true);
  };
  await expect.poll(check).toBeUndefined();
  await page.reload();
  await check();
});

it('ends the other sessions of the account when its password changes, and keeps this one', async () => {
  const elsewhere = await journey.openPage();
  await signedIn(elsewhere, 'member@bocage.demo');
  const here = await journey.openPage();
  await signedIn(here, 'member@bocage.demo');

  await here.goto('/settings?tab=password');
  await here.getByTestId('settings-current-password').fill('Barnboard-2026');
  await here.getByTestId('settings-new-password').fill('Abcdefg1');
  expect(await here.getByTestId('password-strength').textContent()).toBe('Could be stronger');
  await here.getByTestId('settings-new-password').fill('Settings-journey-26');
  expect(await here.getByTestId('password-strength').textContent()).toBe('Strong');
  await here.getByTestId('settings-confirm-password').fill('Settings-journey-26');
  await here.getByTestId('settings-password-save').click();
  await here.getByText('Your password is changed; 1 other session was signed out').waitFor();

  // The other browser is sent to the login page at its next request.
  await menuEntry(elsewhere, 'settings').click();
  await elsewhere.waitForURL('**/login');

  // This one goes on, and signs in again with the new password only.
  await menuEntry(here, 'dashboard').click();
  await here.getByTestId('dashboard-greeting').waitFor();
  await here.reload();
  await here.getByTestId('dashboard-greeting').waitFor();
  const fresh = await journey.openPage();
  await signIn(fresh, 'member@bocage.demo', 'Settings-journey-26');
  await fresh.waitForURL(/\/(dashboard|silos)$/);
});

it('says clearly what is wrong with a phone number, and saves a good one in international form', async () => {
  const page = await journey.openPage({ width: 390, height: 844 });
  await signedIn(page, 'manager@bocage.demo');
  await page.goto('/settings?tab=profile');
  await page.getByTestId('settings-phone-country').selectOption('FR');
  await page.getByTestId('settings-phone').fill('06 12');
  await page.getByTestId('settings-profile-save').click();
  await page.getByText('This is not a valid phone number of the chosen country').waitFor();

  await page.getByTestId('settings-phone').fill('0612345678');
  expect(await page.getByTestId('settings-phone-international').textContent()).toBe(
    'In international form: +33 6 12 34 56 78',
  );
  await page.getByTestId('settings-sms').check();
  await page.getByTestId('settings-profile-save').click();
  await page.getByText('Your profile is saved').waitFor();
  await page.reload();
  await expect
    .poll(() => page.getByTestId('settings-phone').inputValue())
    .toBe('+33 6 12 34 56 78');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

it('has no serious accessibility finding, in either theme', async () => {
  const page = await journey.openPage();
  await signedIn(page, 'owner@bocage.demo');
  const violations = [];
  for (const tab of ['preferences', 'profile', 'password']) {
    await page.goto(`/settings?tab=${tab}`);
    await page.getByTestId(`settings-${tab}`).waitFor();
    await waitForSettledPage(page);
    violations.push(...(await seriousViolationsInBothThemes(page, tab)));
  }
  expect(violations, describeViolations(violations)).toEqual([]);
});
