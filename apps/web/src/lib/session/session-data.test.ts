import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/api-client';
import { fetchSessionData } from './session';

/** A client answering the session's three calls, recording which paths were asked. */
function fakeClient(role: 'integrator' | 'user' | 'staff') {
  const asked: string[] = [];
  const client: ApiClient = {
    request: <T>(path: string) => {
      asked.push(path);
      const answer = path === '/api/user' ? { role } : { data: [], meta: { pages: 1 } };
      return Promise.resolve(answer as T);
    },
    stream: () => Promise.reject(new Error('the session opens no stream')),
  };
  return { client, asked };
}

describe('session data (spec §6)', () => {
  it('loads no memberships nor sites for an integrator known from the last session', async () => {
    const { client, asked } = fakeClient('integrator');
    const data = await fetchSessionData(client, 'integrator');
    expect(asked).toEqual(['/api/user']);
    expect(data).toMatchObject({ memberships: [], sites: [] });
  });

  it('loads them when the guess was wrong, and for everyone else', async () => {
    const wrong = fakeClient('user');
    await fetchSessionData(wrong.client, 'integrator');
    expect(wrong.asked).toEqual(['/api/user', '/api/members', '/api/sites/vision-web']);
    const user = fakeClient('user');
    await fetchSessionData(user.client, null);
    expect(user.asked.sort()).toEqual(['/api/members', '/api/sites/vision-web', '/api/user']);
  });
});
