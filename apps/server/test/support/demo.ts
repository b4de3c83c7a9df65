import { WEB_CLIENT_ID } from '@barnboard/domain';
import { DEMO_PASSWORD } from '../../src/seed/demo-data.js';
import type { TestApp } from './test-app.js';

/** Signs a demo account in through the real token endpoint and returns its access token. */
export async function demoToken(t: TestApp, email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/realms/barnboard/protocol/openid-connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      client_id: WEB_CLIENT_ID,
      username: email,
      password: DEMO_PASSWORD,
    }).toString(),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
