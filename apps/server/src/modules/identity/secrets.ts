import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random value, base64url: refresh tokens and password-reset tokens. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Opaque tokens are stored only as their SHA-256: a leaked table gives no usable token, and a
 * 256-bit random input needs no salt or slow hash.
 */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
