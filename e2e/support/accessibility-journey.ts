import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, seriousViolations, waitForSettledPage } from './accessibility.js';
import { apiGet, apiRequest } from './api.js';
import {
  FAVOURITES_PAGE,
  signedInVisits,
  signedOutVisits,
  stays,
  type PageVisit,
} from './app-routes.js';
import { signIn } from './browser.js';
import { chooseMaternity } from './demo-site.js';
import { setUpJourney } from './journey.js';

type ColourScheme = 'light' | 'dark';

/** Opens the page at its address, checks it is shown where expected, and waits for it to settle. */
async function open(page: Page, visit: PageVisit): Promise<void> {
  await page.goto(visit.address);
  await page.waitForURL((url) => url.pathname + url.search === visit.landsOn);
  await waitForSettledPage(page);
}

async function expectNoSeriousViolation(page: Page, where: string): Promise<void> {
  const violations = await seriousViolations(page, where);
  expect(violations.length, describeViolations(violations)).toBe(0);
}

/** The owner's favourites page of FAVOURITES_PAGE, saved in the user's preferences. */
async function saveFavouritesPage(page: Page): Promise<void> {
  const user = await apiGet<{ prefs: string }>(page, '/api/user');
  const prefs = { ...(JSON.parse(user.prefs || '{}') as object), favorites: [FAVOURITES_PAGE] };
  const answer = await apiRequest(page, '/api/user', {
    method: 'PATCH',
    body: { prefs: JSON.stringify(prefs) },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/**
 * Every route of the app in one colour scheme, signed in and signed out: no serious or critical
 * axe violation (docs/accessibility.md). Signed in as the Bocage owner (admin of every Bocage site,
 * so every admin page opens) on the maternity, the demo site with every area; one page is reused
 * for the whole session. One test per page, so a failure names its page.
 */
export function checkEveryPageIn(colourScheme: ColourScheme): void {
  const journey = setUpJourney();

  describe(`signed in as the owner, ${colourScheme}`, () => {
    let page: Page;
    beforeAll(async () => {
      page = await journey.openLastingPage({ colorScheme: colourScheme });
      await signIn(page, 'owner@bocage.demo');
      await page.waitForURL('**/dashboard');
      await chooseMaternity(page);
      await saveFavouritesPage(page);
    });

    it.each(signedInVisits)('$address', async (visit) => {
      await open(page, visit);
      await expectNoSeriousViolation(page, `${visit.address} (${colourScheme})`);
    });

    it('the site selector and the account menu, open', async () => {
      await open(page, signedInVisits[0]!);
      await page.getByTestId('site-selector').click();
      await page.getByTestId('site-search').waitFor();
      await waitForSettledPage(page);
      await expectNoSeriousViolation(page, `site selector open (${colourScheme})`);
      await page.keyboard.press('Escape');
      await page.getByTestId('user-badge').click();
      await page.getByRole('menu').waitFor();
      await waitForSettledPage(page);
      await expectNoSeriousViolation(page, `account menu open (${colourScheme})`);
    });
  });

  describe(`signed out, ${colourScheme}`, () => {
    let page: Page;
    beforeAll(async () => {
      page = await journey.openLastingPage({ colorScheme: colourScheme });
    });

    it.each(signedOutVisits)('$address', async (visit) => {
      await open(page, visit);
      await expectNoSeriousViolation(page, `${visit.address} (${colourScheme}, signed out)`);
    });

    it('the sign-in page with a refusal, and the password recovery form', async () => {
      await signIn(page, 'manager@bocage.demo', 'Not-the-password-1');
      await page.getByTestId('login-message').waitFor();
      await waitForSettledPage(page);
      await expectNoSeriousViolation(page, `sign-in refused (${colourScheme})`);
      await page.getByTestId('forgot-password-link').click();
      await page.getByTestId('recovery-email').waitFor();
      await waitForSettledPage(page);
      await expectNoSeriousViolation(page, `password recovery (${colourScheme})`);
    });
  });

  it(`a member on an admin page: the needs-privileges message, ${colourScheme}`, async () => {
    const page = await journey.openPage({ colorScheme: colourScheme });
    await signIn(page, 'member@bocage.demo');
    await page.getByTestId('app-shell').waitFor();
    await open(page, stays('/users-manager'));
    await page.getByTestId('needs-privileges').waitFor();
    await expectNoSeriousViolation(page, `/users-manager as a member (${colourScheme})`);
  });

  it(`the first-password page of an account an admin created, ${colourScheme}`, async () => {
    const admin = await journey.openPage({ colorScheme: colourScheme });
    await signIn(admin, 'admin@bocage.demo');
    await admin.getByTestId('app-shell').waitFor();
    const { data } = await apiGet<{ data: { tenant: { cloud_id: string } }[] }>(
      admin,
      '/api/members?page=1&per_page=10',
    );
    const username = `a11y.${colourScheme}.${Date.now().toString(36)}`;
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
    const page = await journey.openPage({ colorScheme: colourScheme });
    await signIn(page, username, 'Handed-Over1');
    await page.waitForURL('**/first-password');
    await waitForSettledPage(page);
    await expectNoSeriousViolation(page, `/first-password (${colourScheme})`);
  });

  it(`the agreements page of a first sign-in, ${colourScheme}`, async () => {
    const page = await journey.openPage({ colorScheme: colourScheme });
    await signIn(page, 'new@horizon.demo');
    await page.waitForURL('**/agreements');
    await waitForSettledPage(page);
    await expectNoSeriousViolation(page, `/agreements (${colourScheme})`);
  });
}
