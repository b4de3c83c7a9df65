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

const WRONG = 'Wrong-password1';
const SECOND = 1000;

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

async function fail(user: TestUser, times: number, address?: string) {
  for (let i = 0; i < times; i++)
    expect((await attempt(user, WRONG, address)).statusCode).toBe(400);
}

describe('per-account lockout', () => {
  it('refuses even the right password after 5 failures, with the wrong-password answer', async () => {
    const user = await createUser(t);
    const wrong = await attempt(user, WRONG);
    await fail(user, 4);
    const locked = await attempt(user, user.password);
    expect(locked.statusCode).toBe(wrong.statusCode);
    expect(locked.body).toBe(wrong.body);
    const lockedBasic = await basicAuth(user, user.password);
    expect(lockedBasic.statusCode).toBe(401);
    expect(lockedBasic.json()).toMatchObject({ message: 'authentication_failed' });

    t.clock.advance(30 * SECOND);
    expect((await attempt(user, user.password)).statusCode).toBe(200);
  });

  it('makes the wait grow with each failure after the lock, then lets the right password in', async () => {
    const user = await createUser(t);
    await fail(user, 5); // locked for 30 s
    t.clock.advance(30 * SECOND);
    await fail(user, 1); // the 6th: locked for 60 s
    t.clock.advance(59 * SECOND);
    expect((await attempt(user, user.password)).statusCode).toBe(400);
    t.clock.advance(1 * SECOND);
    await fail(user, 1); // the 7th: locked for 120 s
    t.clock.advance(119 * SECOND);
    expect((await attempt(user, user.password)).statusCode).toBe(400);
    t.clock.advance(1 * SECOND);
    expect((await attempt(user, user.password)).statusCode).toBe(200);
    // A success resets the count: 4 new failures do not lock.
    await fail(user, 4);
    expect((await attempt(user, user.password)).statusCode).toBe(200);
  });

  it('does not count attempts made during a lock', async () => {
    const user = await createUser(t);
    await fail(user, 5);
    await fail(user, 3); // refused, not counted: the wait stays 30 s
    t.clock.advance(30 * SECOND);
    expect((await attempt(user, user.password)).statusCode).toBe(200);
  });
});

describe('per-address lockout', () => {
  it('locks an address after 20 failures across accounts, unknown ones included, for every account', async () => {
    const address = randomAddress();
    const victims = await Promise.all([1, 2, 3, 4].map(() => createUser(t)));
    for (const victim of victims) await fail(victim, 4, address);
    const ghost = { email: 'ghost@example.test', password: WRONG } as TestUser;
    await fail(ghost, 4, address); // 20 failures: the address is locked for 30 s

    const innocent = await createUser(t);
    expect((await attempt(innocent, innocent.password, address)).statusCode).toBe(400);
    expect((await attempt(innocent, innocent.password)).statusCode).toBe(200);
    t.clock.advance(30 * SECOND);
    expect((await attempt(innocent, innocent.password, address)).statusCode).toBe(200);
  });
});
