import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../lib/fastify-types.js';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/passwords.js';
import { findUserByLogin, updateUser } from '../../repositories/users-repository.js';
import type { CredentialCheck } from './contract.js';
import { clearFailures, isLocked, recordFailure } from './failures-repository.js';
import { ACCOUNT_POLICY, ADDRESS_POLICY, accountKey, addressKey } from './lockout.js';

/**
 * Credential checks shared by the token endpoint and POST /api/auth. Every path runs exactly one
 * argon2 verification (against a dummy hash when there is no account or no password), so the
 * time taken tells nothing; a lock refuses the right password with the wrong-password answer.
 */
export function createCredentialChecker(deps: AppDeps) {
  // Computed at start, so that even the first unknown account costs one verification, not a hash too.
  const dummyHash = hashPassword(randomUUID());
  // Marks the promise handled; a failure still surfaces where it is awaited.
  dummyHash.catch(() => undefined);

  return async function checkCredentials(
    identifier: string,
    password: string,
    clientAddress: string,
  ): Promise<CredentialCheck> {
    const { db, clock } = deps;
    const now = clock.now();
    const user = await findUserByLogin(db, identifier);
    const ipKey = addressKey(clientAddress);
    const keys = user ? [ipKey, accountKey(user.id)] : [ipKey];
    const locked = await isLocked(db, keys, now);
    const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);

    if (!user) {
      // Unknown accounts count against the address (enumeration and spraying), not an account.
      if (!locked) await recordFailure(db, ipKey, ADDRESS_POLICY, now);
      return { ok: false, reason: 'user_notfound' };
    }
    if (locked) return { ok: false, reason: 'authentication_failed' };
    if (!valid || !user.passwordHash) {
      await recordFailure(db, accountKey(user.id), ACCOUNT_POLICY, now);
      await recordFailure(db, ipKey, ADDRESS_POLICY, now);
      return { ok: false, reason: 'authentication_failed' };
    }
    await clearFailures(db, accountKey(user.id));
    if (needsRehash(user.passwordHash)) {
      await updateUser(db, user.id, { passwordHash: await hashPassword(password) }, now);
    }
    return { ok: true, userId: user.id };
  };
}
