import type { APIResponse, Page } from 'playwright-core';
import { storageKeys } from '../../apps/web/src/config/storage-keys.js';
import { DEFAULT_REALM, WEB_CLIENT_ID } from '../../packages/domain/src/constants.js';
import { DEMO_PASSWORD } from './browser.js';
import { MATERNITY, type Site } from './demo-site.js';

async function ok<Body>(answer: Promise<APIResponse>): Promise<Body> {
  const response = await answer;
  if (!response.ok()) {
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as Body;
}

/**
 * Opens `address` signed in as `identifier` on the demo maternity, as a user finds the app who
 * signed in earlier and chose the maternity: the requests of the sign-in form (the API's check of
 * the credentials, the identity provider's password grant), the maternity saved as the last site
 * visited, as the site selector saves it (preferences.ts), then the page loaded with the session.
 * `prefs`, when given, replace the user's saved preferences first (as PATCH /api/user does).
 * For journeys about a page: the form and the dashboard it leads to are the subject of
 * sign-in.test.ts and of the dashboard's journeys, and going through them cost each test a start
 * of the app and the drawing of every dashboard tile, thrown away at once.
 */
export async function openOnMaternity(
  page: Page,
  identifier: string,
  address = '/dashboard',
  { prefs: replaced }: { prefs?: Record<string, unknown> } = {},
): Promise<Site> {
  const basic = Buffer.from(`${identifier}:${DEMO_PASSWORD}`).toString('base64');
  await ok(page.request.post('/api/auth', { headers: { Authorization: `Basic ${basic}` } }));
  const tokens = await ok<{ access_token: string; refresh_token: string }>(
    page.request.post(`/realms/${DEFAULT_REALM}/protocol/openid-connect/token`, {
      form: {
        client_id: WEB_CLIENT_ID,
        grant_type: 'password',
        username: identifier,
        password: DEMO_PASSWORD,
      },
    }),
  );
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  const sites = await ok<{ data: Site[] }>(
    page.request.get('/api/sites/vision-web?page=1&per_page=1000', { headers }),
  );
  const maternity = sites.data.find((site) => site.name === MATERNITY);
  if (!maternity) throw new Error(`${identifier} has no access to ${MATERNITY}`);
  const user = await ok<{ prefs: string }>(page.request.get('/api/user', { headers }));
  const prefs = (replaced ?? JSON.parse(user.prefs || '{}')) as { comparisonGroup?: string[] };
  const group = prefs.comparisonGroup ?? [];
  await ok(
    page.request.patch('/api/user', {
      headers,
      data: {
        prefs: JSON.stringify({
          ...prefs,
          lastSiteVisited: maternity.id,
          comparisonGroup: group.includes(maternity.id) ? group : [...group, maternity.id],
        }),
      },
    }),
  );
  // A file of the app's origin, not the app, to write the session where the app reads it.
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ keys, access, refresh }) => {
      window.localStorage.setItem(keys.accessToken, access);
      window.localStorage.setItem(keys.refreshToken, refresh);
      window.localStorage.setItem(keys.sessionSetupAt, String(Date.now()));
    },
    { keys: storageKeys, access: tokens.access_token, refresh: tokens.refresh_token },
  );
  await page.goto(address);
  await page.getByTestId('site-selector').filter({ hasText: MATERNITY }).waitFor();
  return maternity;
}
