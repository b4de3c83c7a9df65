import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  describeViolations,
  seriousViolationsInBothThemes,
  waitForSettledPage,
} from './accessibility.js';
import { apiGet, apiRequest } from './api.js';
import { FAVOURITES_PAGE, type PageVisit } from './app-routes.js';
import { goInApp, signIn } from './browser.js';
import { chooseMaternity } from './demo-site.js';
import { setUpJourney } from './journey.js';

/**
 * Opens the page at its address inside the app (a load only for the first page), checks it is
 * shown where expected, and waits for it to settle.
 */
export async function open(page: Page, visit: PageVisit): Promise<void> {
  await goInApp(page, visit.address, visit.landsOn);
  await waitForSettledPage(page);
}

/** No serious or critical axe violation on the page as it is now, in the light and dark themes. */
export async function expectNoSeriousViolation(page: Page, where: string): Promise<void> {
  const violations = await seriousViolationsInBothThemes(page, where);
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
 * A journey that checks pages with axe in both themes (docs/accessibility.md), signed in as the
 * Bocage owner (admin of every Bocage site, so every admin page opens) on the maternity, the demo
 * site with every area; one page is reused for the whole session. One test per page, so a failure
 * names its page. Gives the journey and the owner's page, for a file's tests of its own.
 */
export function checkSignedInPages(visits: PageVisit[]) {
  const journey = setUpJourney();
  let page: Page;
  describe('signed in as the owner', () => {
    beforeAll(async () => {
      page = await journey.openLastingPage();
      await signIn(page, 'owner@bocage.demo');
      await page.waitForURL('**/dashboard');
      await chooseMaternity(page);
      await saveFavouritesPage(page);
    });

    it.each(visits)('$address', async (visit) => {
      await open(page, visit);
      await expectNoSeriousViolation(page, visit.address);
    });
  });
  return { journey, ownerPage: () => page };
}
