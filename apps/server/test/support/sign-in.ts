import { randomInt, randomUUID } from 'node:crypto';
import { DEFAULT_REALM, WEB_CLIENT_ID, type TokenResponse } from '@barnboard/domain';
import { users } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/lib/passwords.js';
import type { TestApp } from './test-app.js';

export const DEFAULT_TEST_PASSWORD = 'Barnboard-2026';

export const TOKEN_PATH = `/realms/${DEFAULT_REALM}/protocol/openid-connect/token`;

export type TestUser = { id: string; email: string; username: string; password: string };

export type NewTestUser = {
  email?: string;
  username?: string;
  password?: string | null;
  role?: 'staff' | 'integrator' | 'user';
  /** False: an account at its first sign-in, which has not accepted the terms yet. */
  agreedTerms?: boolean;
};

// Argon2 is slow on purpose; tests reuse one hash per distinct password.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

/**
 * An account with an argon2id password hash, straight in the database (password null: none), that
 * has accepted the terms unless told otherwise.
 */
export async function createUser(t: TestApp, input: NewTestUser = {}): Promise<TestUser> {
  const tag = randomUUID().replaceAll('-', '').slice(0, 10);
  const email = input.email ?? `user-${tag}@example.test`;
  const username = input.username ?? `user_${tag}`;
  const password = input.password === undefined ? DEFAULT_TEST_PASSWORD : input.password;
  const [row] = await t.database.db
    .insert(users)
    .values({
      email,
      username,
      role: input.role ?? 'user',
      agreedTermsPolicy: input.agreedTerms ?? true,
      neverLogin: !(input.agreedTerms ?? true),
      passwordHash: password === null ? null : await hashOnce(password),
    })
    .returning({ id: users.id });
  return { id: row!.id, email, username, password: password ?? '' };
}

/** A client address of its own, so a test's sign-ins share no rate limit or address lock. */
export function randomAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** Form-encodes a token-endpoint request and sends it as a browser would. */
export function postForm(
  t: TestApp,
  url: string,
  form: Record<string, string>,
  remoteAddress = randomAddress(),
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
    remoteAddress,
  });
}

/** Tokens through the real token endpoint (password grant of the web client). */
export async function signIn(
  t: TestApp,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<TokenResponse> {
  const response = await postForm(t, TOKEN_PATH, {
    grant_type: 'password',
    client_id: WEB_CLIENT_ID,
    username: user.email,
    password: user.password,
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${user.email} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<TokenResponse>();
}

/** A new account and its tokens, for tests that only need someone signed in. */
export async function createSignedInUser(
  t: TestApp,
  input: NewTestUser = {},
): Promise<{ user: TestUser; tokens: TokenResponse; authorization: string }> {
  const user = await createUser(t, input);
  const tokens = await signIn(t, user);
  return { user, tokens, authorization: `Bearer ${tokens.access_token}` };
}
