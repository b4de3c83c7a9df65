import {
  createMembership,
  type NewMembership,
} from '../../src/repositories/memberships-repository.js';
import { createSignedInUser } from './sign-in.js';
import type { TestApp } from './test-app.js';

/**
 * A new signed-in account with one membership as told (a member without the zootech area, a
 * manager of another tenant…); its access token.
 */
export async function memberToken(
  t: TestApp,
  membership: Omit<NewMembership, 'userId'>,
): Promise<string> {
  const { user, tokens } = await createSignedInUser(t);
  await createMembership(t.database.db, { ...membership, userId: user.id });
  return tokens.access_token;
}
