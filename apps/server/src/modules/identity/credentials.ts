import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../lib/fastify-types.js';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/passwords.js';
import { findUserByLogin, updateUser } from '../../repositories/users-repository.js';
import { warnOfAttack } from './attack-notice.js';
import type { CredentialCheck } from './contract.js';
import { clearFailures, isLocked, recordFailure } from './failures-repository.js';
import { isKnownAddress, rememberAddress } from './known-addresses-repository.js';
import {
  ACCOUNT_POLICY,
  ADDRESS_POLICY,
  KNOWN_ADDRESS_MS,
  PAIR_POLICY,
  accountKey,
  addressKey,
  pairKey,
} from './lockout.js';

/**
 * Credential checks shared by the token endpoint and POST /api/auth. Every path runs exactly one
 * argon2 verification (against a dummy hash when there is no account or no password), so the
 * time taken tells nothing; a throttled attempt gets the wrong-password answer even with the
 * right password. The throttling keys are described in lockout.ts.
 */
export function createCredentialChecker(deps: AppDeps, log: FastifyBaseLogger) {
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

    if (!user) {
      // Unknown accounts count against the address (enumeration and spraying), not an account.
      const locked = await isLocked(db, [ipKey], now);
      await verifyPassword(await dummyHash, password);
      if (!locked) await recordFailure(db, ipKey, ADDRESS_POLICY, now);
      return { ok: false, reason: 'user_notfound' };
    }

    const pair = pairKey(user.id, clientAddress);
    const knownSince = new Date(now.getTime() - KNOWN_ADDRESS_MS);
    // The account-wide throttle does not apply where the account signed in before.
    const known = await isKnownAddress(db, user.id, clientAddress, knownSince);
    const keys = known ? [ipKey, pair] : [ipKey, pair, accountKey(user.id)];
    const locked = await isLocked(db, keys, now);
    const valid = await verifyPassword(user.passwordHash ?? (await dummyHash), password);

    if (locked) return { ok: false, reason: 'authentication_failed' };
    // An invited account that has not set its password yet: nothing to guess, nothing counted.
    if (!user.passwordHash) return { ok: false, reason: 'user_unconfirmed' };
    if (!valid) {
      await recordFailure(db, pair, PAIR_POLICY, now);
      await recordFailure(db, ipKey, ADDRESS_POLICY, now);
      if (!known) {
        const account = await recordFailure(db, accountKey(user.id), ACCOUNT_POLICY, now);
        if (account.locked)
          await warnOfAttack(deps, log, { user, failures: account.failures, now });
      }
      return { ok: false, reason: 'authentication_failed' };
    }
    // The right password of a deactivated account: said as such (spec §8), never a session.
    if (user.deactivatedAt) return { ok: false, reason: 'user_deactivated' };
    // A success clears this place's count only: the attack's count across places stands.
    await clearFailures(db, pair);
    await rememberAddress(db, user.id, clientAddress, now);
    if (needsRehash(user.passwordHash)) {
      await updateUser(db, user.id, { passwordHash: await hashPassword(password) }, now);
    }
    return { ok: true, userId: user.id };
  };
}
