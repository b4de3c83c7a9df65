import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

// The package exports Algorithm as a const enum, which isolated modules cannot read at run time.
const ARGON2ID = 2 as Algorithm;

/**
 * Argon2id with the OWASP Password Storage Cheat Sheet's first configuration (19 MiB, 2 passes,
 * one lane) and a 16-byte random salt per hash, stored in the PHC string with its parameters.
 */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a stored value that is not an argon2 hash at all. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash is weaker than the current parameters, so sign-in upgrades it. */
export function needsRehash(storedHash: string): boolean {
  try {
    const used = parseOptions(storedHash);
    return (
      used.algorithm !== PASSWORD_HASH_OPTIONS.algorithm ||
      used.memoryCost < PASSWORD_HASH_OPTIONS.memoryCost ||
      used.timeCost < PASSWORD_HASH_OPTIONS.timeCost
    );
  } catch {
    return true;
  }
}
