import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  describeViolations,
  seriousViolationsInBothThemes,
  waitForSettledPage,
} from '../support/accessibility.js';
import { apiRequest } from '../support/api.js';
import { signIn } from '../support/browser.js';
import { setUpJourney } from '../support/journey.js';

/**
 * The integrator area (issue 15; docs/administration.md, "Integrations"): an integrator lands on
 * /integrations, creates an integration and reads its install code; a site's admin installs it
 * with that code and is shown the access key once; sorts and pages stay in the address; French
 * and a phone's width; no serious accessibility finding.
 */
const journey = setUpJourney();

async function signInAs(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await page.getByTestId('app-shell').waitFor();
}

it('lands an integrator on the area, who creates an integration; an admin installs it by its code', async () => {
  const integrator = await journey.openPage();
  await signInAs(integrator, 'integrator@barnboard.demo');
  await integrator.waitForURL('**/integrations');
  // The demo integration is installed on the maternity, its key used minutes ago.
  await integrator.getByTestId('integration-row').filter({ hasText: 'Herd sync' }).waitFor();
  // The help pages and the dashboard send an integrator back here.
  await integrator.goto('/help');
  await integrator.waitForURL('**/integrations');
  await integrator.goto('/dashboard');
  await integrator.waitForURL('**/integrations');

  await integrator.getByTestId('integration-create').click();
  await integrator.getByTestId('integration-save').click();
  expect(await integrator.getByTestId('integration-form-error').textContent()).toBe(
    'You must fill in all fields',
  );
  await integrator.getByTestId('integration-name').fill('Journey sync');
  await integrator.getByTestId('integration-url').fill('https://hooks.example.test/journey');
  await integrator.getByTestId('integration-save').click();
  const secret = await integrator.getByTestId('integration-secret').textContent();
  expect(secret).toMatch(/^whsec_/);
  const code = await integrator.getByTestId('integration-created-code').inputValue();
  expect(code).toMatch(/^BB-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await integrator.getByRole('button', { name: 'Done' }).click();
  const row = integrator.getByTestId('integration-row').filter({ hasText: 'Journey sync' });
  expect(await row.getByTestId('integration-code').textContent()).toBe(code);
  // The delivery log opens (empty until an event is sent) from the row's menu.
  await row.getByTestId('integration-actions').click();
  await integrator.getByTestId('integration-deliveries').click();
  await integrator.getByTestId('deliveries-panel').waitFor();
  await integrator.keyboard.press('Escape');

  const admin = await journey.openPage();
  await signInAs(admin, 'admin@bocage.demo');
  await admin.goto('/integrations');
  await admin.getByTestId('installation-create').click();
  await admin.getByTestId('install-code').fill(code.toLowerCase());
  await admin.getByTestId('install-submit').click();
  expect(await admin.getByTestId('install-found').textContent()).toContain('Journey sync');
  await admin.getByTestId('install-submit').click();
  const key = await admin.getByTestId('installation-key').textContent();
  expect(key).toMatch(/^bbi_[0-9a-f]{32}_/);
  expect(await admin.getByTestId('installation-created').textContent()).toContain(
    'you will not see it again',
  );
  await admin.getByRole('button', { name: 'Done' }).click();
  const installed = admin.getByTestId('installation-row').filter({ hasText: 'Journey sync' });
  await installed.waitFor();
  // The key is never shown again: the list has its first characters only.
  expect(await admin.getByTestId('installations-list').textContent()).not.toContain(key);

  // The integrator sees where it is installed.
  await integrator.reload();
  await integrator
    .getByTestId('integration-row')
    .filter({ hasText: 'Journey sync' })
    .filter({ hasText: 'Maternité Saint-Hyacinthe' })
    .waitFor();
});

it('keeps the sort and the page in the address, so a list can be shared', async () => {
  const page = await journey.openPage();
  await signInAs(page, 'integrator@barnboard.demo');
  await page.waitForURL('**/integrations');
  for (let i = 0; i < 26; i++) {
    const { status } = await apiRequest(page, '/api/integrations', {
      method: 'POST',
      body: { name: `Paged ${String(i).padStart(2, '0')}`, url: 'https://hooks.example.test/p' },
    });
    expect(status).toBe(201);
  }
  await page.reload();
  await page.getByTestId('integrations-sort').click();
  await page.getByRole('option', { name: 'Date created' }).click();
  await page.getByTestId('integrations-direction').click();
  await page.getByRole('option', { name: 'Descending' }).click();
  await page.getByTestId('integrations-page-last').click();
  await expect
    .poll(() => new URL(page.url()).searchParams.toString())
    .toBe('isort=created&idir=desc&ipage=2');
  // The rows of page 1 stay until page 2's arrive.
  await expect.poll(() => page.getByTestId('integrations-count').textContent()).toMatch(/^26–/);
  const shared = page.url();
  const lastPageFirst = await page.getByTestId('integration-row').first().getAttribute('data-name');

  const other = await journey.openPage();
  await signInAs(other, 'integrator@barnboard.demo');
  await other.waitForURL('**/integrations');
  await other.goto(shared);
  await other.getByTestId('integrations-page-first').waitFor();
  expect(other.url()).toBe(shared);
  await other.getByTestId('integration-row').first().waitFor();
  expect(await other.getByTestId('integration-row').first().getAttribute('data-name')).toBe(
    lastPageFirst,
  );
  expect(await other.getByTestId('integrations-count').textContent()).toMatch(/^26–\d+ of \d+$/);
  await other.getByTestId('integrations-page-first').click();
  await expect.poll(() => new URL(other.url()).searchParams.get('ipage')).toBeNull();
});

it('reads in French on a phone, with no serious accessibility finding', async () => {
  const page = await journey.openPage({ locale: 'fr-FR', width: 390, height: 844 });
  await signInAs(page, 'owner@bocage.demo');
  await page.goto('/integrations?ksort=active&kdir=desc');
  await page.getByTestId('installation-row').first().waitFor();
  expect(await page.getByTestId('installations-list').textContent()).toContain('Herd sync');
  expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe('Intégrations');
  // The page does not scroll sideways: the table scrolls inside its frame.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await waitForSettledPage(page);
  const violations = await seriousViolationsInBothThemes(page, '/integrations (390 px)');
  expect(violations, describeViolations(violations)).toEqual([]);
});
