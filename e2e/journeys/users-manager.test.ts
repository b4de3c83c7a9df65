import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiRequest } from '../support/api.js';
import { signIn } from '../support/browser.js';
import { MATERNITY, maternityOfApi } from '../support/demo-site.js';
import { setUpJourney } from '../support/journey.js';
import { linkIn, newestMailTo } from '../support/outbox.js';

/**
 * The users manager (issue 14; docs/administration.md, "Users manager"): an admin invites a
 * member by e-mail with one site and one area; the member follows the mailed link from the
 * outbox, chooses a password, signs in and sees only what was granted; the admin ends the
 * membership and the member's next request is refused. Then an account without e-mail, whose
 * first password must be replaced at first sign-in, and its deactivation.
 */
const journey = setUpJourney();

const PASSWORD = 'Sunny-Barn-2026';

async function openUsersManager(page: Page): Promise<void> {
  await signIn(page, 'admin@bocage.demo');
  await page.getByTestId('app-shell').waitFor();
  await page.goto('/users-manager');
  await page.getByTestId('user-row').first().waitFor();
}

/** Opens a person's drawer from the list, found by the search box. */
async function openPerson(page: Page, search: string): Promise<void> {
  await page.getByTestId('users-search').fill(search);
  const row = page.getByTestId('user-row').filter({ hasText: search });
  await row.first().waitFor();
  await expect.poll(() => page.getByTestId('user-row').count()).toBe(1);
  await row.getByTestId('user-manage').click();
  await page.getByTestId('person-drawer').getByTestId('person-name').waitFor();
}

/** Ticks exactly one site of the membership form, and one area. */
async function oneSiteOneArea(page: Page, siteId: string): Promise<void> {
  const form = page.getByTestId('invite-form');
  const sites = form.locator('input[data-testid="membership-site"]');
  for (const box of await sites.all()) {
    if ((await box.getAttribute('data-site-id')) === siteId) await box.check();
    else if (await box.isEnabled()) await box.uncheck();
  }
  await form.locator('input[data-testid="membership-access-gestation"]').check();
  for (const area of ['lactation', 'zootech', 'silo'])
    await form.locator(`input[data-testid="membership-access-${area}"]`).uncheck();
}

it('invites a member by e-mail to one site and one area, who signs in to just that, until the membership ends', async () => {
  const admin = await journey.openPage();
  await openUsersManager(admin);
  const maternity = await maternityOfApi(admin);
  const email = `zoe.${Date.now()}@farm.example`;

  await admin.getByTestId('users-invite').click();
  const form = admin.getByTestId('invite-form');
  await form.getByTestId('invite-email').fill(email);
  await form.getByTestId('invite-first-name').fill('Zoé');
  await form.getByTestId('invite-last-name').fill('Éleveur');
  await oneSiteOneArea(admin, maternity.id);
  await form.getByTestId('invite-submit').click();
  await form.waitFor({ state: 'detached' });

  // The list finds her with accents and case ignored, not confirmed yet.
  await admin.getByTestId('users-search').fill('ZOE ELEVEUR');
  const row = admin.getByTestId('user-row').filter({ hasText: email });
  await row.waitFor();
  expect(await row.getByTestId('user-state').textContent()).toBe('Not confirmed');

  // The member opens the mailed link, in a browser of her own.
  const mail = await newestMailTo(journey.dataDir(), email);
  expect(mail).toContain('Alain Côté invites you to use Barnboard for Ferme du Bocage');
  const link = linkIn(mail, 'invitation');
  const member = await journey.openPage();
  await member.goto(`${link.pathname}${link.search}`);
  await member.getByTestId('invitation-form').waitFor();
  expect(await member.getByTestId('invitation-intro').textContent()).toContain('Ferme du Bocage');
  await member.getByTestId('invitation-password').fill(PASSWORD);
  await member.getByTestId('invitation-confirm').fill(PASSWORD);
  await member.getByTestId('invitation-terms').check();
  await member.getByTestId('invitation-submit').click();
  await member.waitForURL('**/dashboard');
  await member.getByTestId('app-shell').waitFor();

  // Only the granted site and area: the maternity alone, gestation feeding alone.
  const sites = await apiRequest(member, '/api/sites/vision-web?page=1&per_page=1000');
  expect((sites.body as { data: { name: string }[] }).data.map((s) => s.name)).toEqual([MATERNITY]);
  await member.locator('[data-menu-entry="feeding"]').first().waitFor();
  expect(await member.locator('[data-menu-entry="zootech"]').count()).toBe(0);
  expect(await member.locator('[data-menu-entry="silos"]').count()).toBe(0);
  const herd = await apiRequest(member, `/api/sites/${maternity.id}/herd-inventory`);
  expect(herd.status).toBe(403);
  const lastUpdate = `/api/sites/${maternity.id}/last-update`;
  expect((await apiRequest(member, lastUpdate)).status).toBe(200);
  // The link worked once.
  await member.goto(`${link.pathname}${link.search}`);
  await member.getByTestId('invitation-message').waitFor();

  // The admin sees her active, and ends the membership now.
  await admin.reload();
  await admin.getByTestId('user-row').first().waitFor();
  await openPerson(admin, email);
  const drawer = admin.getByTestId('person-drawer');
  expect(await drawer.getByTestId('user-state').textContent()).toBe('Active');
  await drawer.getByTestId('membership-end').click();
  await admin.getByTestId('person-action-confirm').click();
  await expect
    .poll(() => drawer.getByTestId('user-state').textContent())
    .toBe('Membership expired');

  // Her very next request is refused, and the app sends her out with "no access".
  expect((await apiRequest(member, lastUpdate)).status).toBe(403);
  await member.goto('/dashboard');
  await member.waitForURL('**/login');
  expect(await member.getByTestId('login-message').textContent()).toBe('You have no access');
});

it('creates an account without e-mail whose first password is replaced at first sign-in, then deactivates it', async () => {
  const admin = await journey.openPage();
  await openUsersManager(admin);
  const username = `barn.${Date.now().toString(36)}`;

  await admin.getByTestId('users-create-account').click();
  const form = admin.getByTestId('account-form');
  await form.getByTestId('account-username').fill(username);
  await form.getByTestId('account-first-name').fill('Paul');
  await form.getByTestId('account-last-name').fill('Gagnon');
  const first = await form.getByTestId('first-password').inputValue();
  expect(first).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{12}$/);
  await form.getByTestId('account-submit').click();
  const handOver = admin.getByTestId('hand-over');
  await handOver.waitFor();
  expect(await handOver.getByTestId('hand-over-login').textContent()).toBe(username);
  expect(await handOver.getByTestId('hand-over-password').textContent()).toBe(first);
  await admin.getByTestId('hand-over-done').click();

  // The worker signs in with the username and the first password: their own comes first.
  const worker = await journey.openPage();
  await signIn(worker, username, first);
  await worker.waitForURL('**/first-password');
  // The API refuses anything else meanwhile, whatever the web app shows.
  const refused = await apiRequest(worker, '/api/ping');
  expect(refused.body).toMatchObject({ code: 'password_change_required' });
  await worker.getByTestId('first-password-current').fill(first);
  await worker.getByTestId('first-password-new').fill(PASSWORD);
  await worker.getByTestId('first-password-confirm').fill(PASSWORD);
  await worker.getByTestId('first-password-submit').click();
  await worker.waitForURL('**/agreements');
  await worker.getByRole('button', { name: 'I accept' }).click();
  await worker.getByTestId('app-shell').waitFor();

  // The admin deactivates the account: the worker's session ends at once.
  await openPerson(admin, username);
  await admin.getByTestId('user-deactivate').click();
  await admin.getByTestId('person-action-confirm').click();
  await expect
    .poll(() => admin.getByTestId('person-drawer').getByTestId('user-state').textContent())
    .toBe('Deactivated');
  expect((await apiRequest(worker, '/api/ping')).status).toBe(401);

  const again = await journey.openPage();
  await signIn(again, username, PASSWORD);
  await expect
    .poll(() => again.getByTestId('login-message').textContent())
    .toBe(
      'This account is deactivated. Ask an administrator of your organisation to reactivate it.',
    );
});
