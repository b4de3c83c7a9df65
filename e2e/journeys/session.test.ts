import { expect, it } from 'vitest';
import { signIn } from '../support/browser.js';
import { setUpJourney } from '../support/journey.js';

/**
 * A session ends 15 s after sign-in (access tokens live 3 s): the end of a session is observable
 * in seconds. The refresh of an access token is proven apart (token-refresh.test.ts), on a server
 * whose sessions last, so that a slow sign-in cannot end its session first.
 */
const journey = setUpJourney({ ACCESS_TOKEN_TTL_SECONDS: '3', SESSION_MAX_AGE_SECONDS: '15' });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('after the session ends, the login page says it has expired', async () => {
  const page = await journey.openPage();
  await signIn(page, 'manager@bocage.demo');
  await page.waitForURL('**/dashboard');
  await sleep(16_000);
  await page.reload();
  await page.waitForURL('**/login');
  await expect
    .poll(() => page.getByTestId('login-message').textContent())
    .toContain('Your session has expired');
});
