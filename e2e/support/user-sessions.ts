import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiRequest } from './api.js';
import { signIn } from './browser.js';
import { chooseMaternity } from './demo-site.js';
import type { setUpJourney } from './journey.js';

/** A demo user as a journey signs them in: their saved preferences, and the screen's width. */
export type JourneyUser = {
  email: string;
  language: 'en' | 'fr';
  prefs: Record<string, string>;
  width?: number;
};

/**
 * One page per user for a whole journey file, signed in once (in the order first asked for),
 * with the user's preferences saved and read, on the maternity.
 */
export function userSessions(journey: ReturnType<typeof setUpJourney>) {
  const sessions = new Map<string, Promise<Page>>();

  async function signInOnMaternity(user: JourneyUser): Promise<Page> {
    const page = await journey.openLastingPage(
      user.width === undefined ? {} : { width: user.width, height: 900 },
    );
    await signIn(page, user.email);
    await page.waitForURL('**/dashboard');
    if (Object.keys(user.prefs).length > 0) {
      const saved = await apiRequest(page, '/api/user', {
        method: 'PATCH',
        body: { prefs: JSON.stringify(user.prefs) },
      });
      expect(saved.status).toBe(200);
      // The app reads the user's preferences when it starts.
      await page.reload();
    }
    await page.locator(`html[lang="${user.language}"]`).waitFor({ state: 'attached' });
    await page.getByTestId('dashboard-greeting').waitFor();
    await chooseMaternity(page);
    return page;
  }

  return function pageOf(user: JourneyUser): Promise<Page> {
    let page = sessions.get(user.email);
    if (!page) {
      page = signInOnMaternity(user);
      sessions.set(user.email, page);
    }
    return page;
  };
}
