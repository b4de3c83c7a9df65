import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CLIENT_ID } from '@barnboard/domain';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  createUser,
  postForm,
  randomAddress,
  TOKEN_PATH,
  type TestUser,
} from '../support/sign-in.js';

/**
 * Sign-in throttling (docs/security.md): per account and address, per account across unknown
 * addresses, per address across accounts; a known address keeps signing in; the owner of an
 * account under attack is mailed once an hour.
 */

const WRONG = 'Wrong-password1';
const SECOND = 1000;
const HOUR = 3600 * SECOND;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function attempt(user: TestUser, password: string, address = randomAddress()) {
  return postForm(
    t,
    TOKEN_PATH,
    { grant_type: 'password', client_id: WEB_CLIENT_ID, username: user.email, password },
    address,
  );
}

const basicAuth = (user: TestUser, password: string, address = randomAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth',
    headers: {
      authorization: `Basic ${Buffer.from(`${user.email}:${password}`).toString('base64')}`,
    },
    remoteAddress: address,
  });

/** `times` wrong passwords, from one address or (none given) each from a new one. */
async function fail(user: TestUser, times: number, address?: string) {
  for (let i = 0; i < times; i++)
    expect((await attempt(user, WRONG, address)).statusCode).toBe(400);
}

const mailsTo = (user: TestUser) => t.mailer.sent.filter((mail) => mail.to === user.email);

describe('per account and address', () => {
  it('refuses the right password at that address after 5 failures, and only there', async () => {
    const user = await createUser(t);
    const guesser = randomAddress();
    const wrong = await attempt(user, WRONG, guesser);
    await fail(user, 4, guesser);
    const throttled = await attempt(user, user.password, guesser);
    expect(throttled.statusCode).toBe(wrong.statusCode);
    expect(throttled.body).toBe(wrong.body);
    const throttledBasic = await basicAuth(user, user.password, guesser);
    expect(throttledBasic.statusCode).toBe(401);
    expect(throttledBasic.json()).toMatchObject({ message: 'authentication_failed' });

    // Five failures somewhere do not keep the owner out anywhere else, on either route.
    expect((await attempt(user, user.password)).statusCode).toBe(200);
    expect((await basicAuth(user, user.password)).statusCode).toBe(200);

    t.clock.advance(30 * SECOND);
    expect((await attempt(user, user.password, guesser)).statusCode).toBe(200);
  });

  it('makes the wait grow with each failure after the first, then lets the right password in', async () => {
    const user = await createUser(t);
    const address = randomAddress();
    await fail(user, 5, address); // waits 30 s
    t.clock.advance(30 * SECOND);
    await fail(user, 1, address); // the 6th: waits 60 s
    t.clock.advance(59 * SECOND);
    expect((await attempt(user, user.password, address)).statusCode).toBe(400);
    t.clock.advance(1 * SECOND);
    await fail(user, 1, address); // the 7th: waits 120 s
    t.clock.advance(119 * SECOND);
    expect((await attempt(user, user.password, address)).statusCode).toBe(400);
    t.clock.advance(1 * SECOND);
    expect((await attempt(user, user.password, address)).statusCode).toBe(200);
    // A success resets the count of that address: 4 new failures do not throttle it.
    await fail(user, 4, address);
    expect((await attempt(user, user.password, address)).statusCode).toBe(200);
  });

  it('does not count attempts made during a wait', async () => {
    const user = await createUser(t);
    const address = randomAddress();
    await fail(user, 5, address);
    await fail(user, 3, address); // refused, not counted: the wait stays 30 s
    t.clock.advance(30 * SECOND);
    expect((await attempt(user, user.password, address)).statusCode).toBe(200);
  });
});

describe('per account across addresses', () => {
  it('slows unknown addresses after 10 failures while a known address keeps signing in', async () => {
    const user = await createUser(t);
    const office = randomAddress();
    expect((await attempt(user, user.password, office)).statusCode).toBe(200);
    const apiClient = randomAddress();
    expect((await basicAuth(user, user.password, apiClient)).statusCode).toBe(200);

    await fail(user, 10); // ten addresses, two failures short of any pair limit each
    expect((await attempt(user, user.password)).statusCode).toBe(400);
    expect((await basicAuth(user, user.password)).statusCode).toBe(401);
    // The places the owner signed in from before are not slowed down, on either route.
    expect((await attempt(user, user.password, office)).statusCode).toBe(200);
    expect((await basicAuth(user, user.password, apiClient)).statusCode).toBe(200);
    // Nor does the owner's success wash the attack's count away.
    expect((await attempt(user, user.password)).statusCode).toBe(400);

    t.clock.advance(30 * SECOND);
    expect((await attempt(user, user.password)).statusCode).toBe(200);
  });

  it('mails the owner once an hour that the account is under attack, not once per attempt', async () => {
    const user = await createUser(t);
    await fail(user, 9);
    expect(mailsTo(user)).toEqual([]);
    await fail(user, 1);
    expect(mailsTo(user)).toHaveLength(1);
    expect(mailsTo(user)[0]!.subject).toContain('someone is trying to sign in to your account');
    expect(mailsTo(user)[0]!.text).toContain('10 sign-ins to your Barnboard account failed');

    for (const wait of [30, 60, 120]) {
      t.clock.advance(wait * SECOND);
      await fail(user, 1);
    }
    expect(mailsTo(user)).toHaveLength(1);

    t.clock.advance(HOUR);
    await fail(user, 10);
    expect(mailsTo(user)).toHaveLength(2);
  });

  it('ends with a password reset, which also clears every address of the account', async () => {
    const user = await createUser(t);
    const guesser = randomAddress();
    await fail(user, 5, guesser);
    await fail(user, 5);
    const recover = await t.app.inject({
      method: 'POST',
      url: '/api/user/recover',
      payload: { email: user.email },
    });
    expect(recover.statusCode).toBe(200);
    const link = /token=([\w%-]+)/.exec(mailsTo(user).at(-1)!.text)![1]!;
    const password = 'Fresh-start-2026';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token: decodeURIComponent(link), password },
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt({ ...user, password }, password, guesser)).statusCode).toBe(200);
    expect((await attempt({ ...user, password }, password)).statusCode).toBe(200);
  });
});

describe('per address across accounts', () => {
  it('throttles an address after 20 failures across accounts, unknown ones included, for every account', async () => {
    const address = randomAddress();
    const victims = await Promise.all([1, 2, 3, 4].map(() => createUser(t)));
    for (const victim of victims) await fail(victim, 4, address);
    const ghost = { email: 'ghost@example.test', password: WRONG } as TestUser;
    await fail(ghost, 4, address); // 20 failures: the address waits 30 s

    const innocent = await createUser(t);
    expect((await attempt(innocent, innocent.password, address)).statusCode).toBe(400);
    expect((await attempt(innocent, innocent.password)).statusCode).toBe(200);
    t.clock.advance(30 * SECOND);
    expect((await attempt(innocent, innocent.password, address)).statusCode).toBe(200);
  });
});
