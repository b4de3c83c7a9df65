import { expect, it } from 'vitest';
import { signIn, waitForQuietNetwork } from '../support/browser.js';
import { setUpJourney } from '../support/journey.js';

/**
 * Access tokens live 3 s, so their refresh is observable in seconds. The session keeps its
 * default length: how long a loaded machine takes to sign in and draw the dashboard must not end
 * it before the refresh this file proves (with a 15 s session, CI once saw the reload land on
 * the sign-in page; session.test.ts proves the end of a session on its own server).
 */
const journey = setUpJourney({ ACCESS_TOKEN_TTL_SECONDS: '3' });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('refreshes an expired access token once for three concurrent requests, then replays them', async () => {
  const page = await journey.openPage();
  await signIn(page, 'manager@bocage.demo');
  await page.waitForURL('**/dashboard');
  await expect.poll(() => page.getByTestId('dashboard-greeting').textContent()).toMatch(/Marie/);

  await sleep(4_000); // the access token has expired
  const refreshes: string[] = [];
  const unauthorized: string[] = [];
  page.on('request', (request) => {
    if (
      request.url().includes('/openid-connect/token') &&
      request.postData()?.includes('grant_type=refresh_token')
    ) {
      refreshes.push(request.url());
    }
  });
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(new URL(response.url()).pathname);
  });
  await page.reload(); // loads user, memberships and sites at once
  await expect.poll(() => page.getByTestId('dashboard-greeting').textContent()).toMatch(/Marie/);
  expect(new Set(unauthorized)).toEqual(
    new Set(['/api/user', '/api/members', '/api/sites/vision-web']),
  );
  expect(refreshes).toHaveLength(1);
  expect(page.url()).toMatch(/\/dashboard/);
  // The refused requests end too: their answers are read, not left holding a connection.
  await waitForQuietNetwork(page, { timeoutMs: 10_000 });
});
