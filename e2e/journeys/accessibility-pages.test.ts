import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForSettledPage } from '../support/accessibility.js';
import {
  checkSignedInPages,
  expectNoSeriousViolation,
  open,
} from '../support/accessibility-journey.js';
import { apiGet, apiRequest } from '../support/api.js';
import { otherSignedInVisits, signedOutVisits, stays } from '../support/app-routes.js';
import { signIn } from '../support/browser.js';

/**
 * Every page but the report screens (accessibility-report-screens), in the light and dark themes:
 * no serious or critical axe violation (docs/accessibility.md). Signed in, signed out, the menus
 * open, a refusal, and the pages of a first sign-in.
 */
const { journey, ownerPage } = checkSignedInPages(otherSignedInVisits);

it('the site selector and the account menu, open', async () => {
  const page = ownerPage();
  await open(page, stays('/dashboard'));
  await page.getByTestId('site-selector').click();
  await page.getByTestId('site-search').waitFor();
  await waitForSettledPage(page);
  await expectNoSeriousViolation(page, 'site selector open');
  await page.keyboard.press('Escape');
  await page.getByTestId('user-badge').click();
  await page.getByRole('menu').waitFor();
  await waitForSettledPage(page);
  await expectNoSeriousViolation(page, 'account menu open');
});

describe('signed out', () => {
  let page: Page;
  beforeAll(async () => {
    page = await journey.openLastingPage();
  });

  it.each(signedOutVisits)('$address', async (visit) => {
    await open(page, visit);
    await expectNoSeriousViolation(page, `${visit.address} (signed out)`);
  });

  it('the sign-in page with a refusal, and the password recovery form', async () => {
    await signIn(page, 'manager@bocage.demo', 'Not-the-password-1');
    await page.getByTestId('login-message').waitFor();
    await waitForSettledPage(page);
    await expectNoSeriousViolation(page, 'sign-in refused');
    await page.getByTestId('forgot-password-link').click();
    await page.getByTestId('recovery-email').waitFor();
    await waitForSettledPage(page);
    await expectNoSeriousViolation(page, 'password recovery');
  });
});

it('a member on an admin page: the needs-privileges message', async () => {
  const page = await journey.openPage();
  await signIn(page, 'member@bocage.demo');
  await page.getByTestId('app-shell').waitFor();
  await open(page, stays('/users-manager'));
  await page.getByTestId('needs-privileges').waitFor();
  await expectNoSeriousViolation(page, '/users-manager as a member');
});

it('the first-password page of an account an admin created', async () => {
  const admin = await journey.openPage();
  await signIn(admin, 'admin@bocage.demo');
  await admin.getByTestId('app-shell').waitFor();
  const { data } = await apiGet<{ data: { tenant: { cloud_id: string } }[] }>(
    admin,
    '/api/members?page=1&per_page=10',
  );
  const username = `a11y.${Date.now().toString(36)}`;
  const created = await apiRequest(admin, `/api/tenants/${data[0]!.tenant.cloud_id}/accounts`, {
    method: 'POST',
    body: {
      username,
      password: 'Handed-Over1',
      membership: {
        role: 'member',
        sites: 'all',
        access_type: { feeding: ['gestation'], zootech: true, silo: false },
        expires_at: null,
        use_sharing_name: false,
        sharing_name: null,
      },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const page = await journey.openPage();
  await signIn(page, username, 'Handed-Over1');
  await page.waitForURL('**/first-password');
  await waitForSettledPage(page);
  await expectNoSeriousViolation(page, '/first-password');
});

it('the agreements page of a first sign-in', async () => {
  const page = await journey.openPage();
  await signIn(page, 'new@horizon.demo');
  await page.waitForURL('**/agreements');
  await waitForSettledPage(page);
  await expectNoSeriousViolation(page, '/agreements');
});
