import type { Page } from 'playwright-core';
import { apiGet } from './api.js';

/** The demo site with a herd and feeding (docs/feeding.md, "Simulation and demo data"). */
export const MATERNITY = 'Maternité Saint-Hyacinthe';

export type Site = { id: string; name: string; timezone: string };

/** Makes the demo maternity the current site with the site selector (disabled with one site). */
export async function chooseMaternity(page: Page): Promise<void> {
  const selector = page.getByTestId('site-selector');
  if (await selector.isEnabled()) {
    await selector.click();
    await page.keyboard.type('hyacinthe');
    await page.getByTestId('site-option').first().click();
  }
  // A locator's wait rather than expect.poll, so that a test's setup (beforeAll) can use it too.
  await selector.filter({ hasText: MATERNITY }).waitFor();
}

/** The maternity as the API lists it to the signed-in user. */
export async function maternityOfApi(page: Page): Promise<Site> {
  const { data } = await apiGet<{ data: Site[] }>(
    page,
    '/api/sites/vision-web?page=1&per_page=1000',
  );
  return data.find((site) => site.name === MATERNITY)!;
}
