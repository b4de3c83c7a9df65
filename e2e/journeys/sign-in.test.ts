import { describe, expect, it } from 'vitest';
import { signIn } from '../support/browser.js';
import { setUpJourney } from '../support/journey.js';

const journey = setUpJourney();

describe('signing in and out', () => {
  it('signs a manager in to the dashboard of their current site, then out', async () => {
    const page = await journey.openPage();
    await signIn(page, 'manager@bocage.demo');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByTestId('dashboard-greeting').textContent()).toMatch(/Marie/);
    await expect.poll(() => page.title()).toMatch(/ \| Barnboard$/);
    await expect.poll(() => page.getByTestId('user-badge').textContent()).toContain('ML');

    const refreshToken = await page.evaluate(() => localStorage.getItem('barnboard.refreshToken'));
    expect(refreshToken).toBeTruthy();

    const revocation = page.waitForResponse((r) => r.url().endsWith('/openid-connect/logout'));
    await page.goto('/logout');
    await page.waitForURL('**/login');
    await expect
      .poll(() => page.getByTestId('login-message').textContent())
      .toContain('You have been successfully disconnected');
    // Signing out ended the session on the server too: its refresh token no longer works.
    expect((await revocation).status()).toBe(204);
    const refresh = await page.request.post('/realms/barnboard/protocol/openid-connect/token', {
      form: {
        grant_type: 'refresh_token',
        client_id: 'barnboard-web',
        refresh_token: refreshToken!,
      },
    });
    expect(refresh.status()).toBe(400);
    // The session is gone: a protected page sends back to login with 'not connected'.
    await page.goto('/settings');
    await page.waitForURL('**/login');
    await expect
      .poll(() => page.getByTestId('login-message').textContent())
      .toContain('You are not connected');
  });

  it('signs in with a username as well', async () => {
    const page = await journey.openPage();
    await signIn(page, 'owner.bocage');
    await page.waitForURL('**/dashboard');
  });

  it('says when the password is wrong, and when no account exists', async () => {
    const page = await journey.openPage();
    await signIn(page, 'manager@bocage.demo', 'Wrong-password-1');
    await expect
      .poll(() => page.getByTestId('login-message').textContent())
      .toContain("Sorry, that password isn't right");
    await signIn(page, 'nobody@bocage.demo', 'Whatever-1');
    await expect
      .poll(() => page.getByTestId('login-message').textContent())
      .toContain("Sorry, we couldn't find an account with that email or username");
    expect(page.url()).toMatch(/\/login/);
  });

  it('validates the form before sending it', async () => {
    const page = await journey.openPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/login');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.locator('body').textContent()).toMatch(/required/i);
    expect(requests.filter((url) => url.includes('/api/auth'))).toEqual([]);
  });

  it('tells a user whose membership has expired that they have no access', async () => {
    const page = await journey.openPage();
    await signIn(page, 'expired@bocage.demo');
    await expect
      .poll(() => page.getByTestId('login-message').textContent())
      .toContain('You have no access');
  });
});
