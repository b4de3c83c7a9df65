import type { Page } from 'playwright-core';
import type { setUpJourney } from './journey.js';
import { openOnMaternity } from './signed-in.js';

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
    await openOnMaternity(page, user.email, '/dashboard', {
      ...(Object.keys(user.prefs).length > 0 ? { prefs: user.prefs } : {}),
    });
    await page.locator(`html[lang="${user.language}"]`).waitFor({ state: 'attached' });
    await page.getByTestId('dashboard-greeting').waitFor();
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
