import { randomUUID, timingSafeEqual } from 'node:crypto';
import { newOpaqueToken, sha256 } from '../modules/identity/secrets.js';

/**
 * Keys for machines: ingest keys (`bbk_…`, docs/ingestion.md) and integration access keys
 * (`bbi_…`, docs/integration-api.md), both `<prefix>_<key id, 32 hex>_<secret, 43 base64url>`.
 * The id finds the stored key; only the SHA-256 of the secret is stored, and it is compared in
 * constant time.
 */
const PREFIXES = { ingest: 'bbk', access: 'bbi' } as const;
export type ApiKeyKind = keyof typeof PREFIXES;

export type NewApiKey = { id: string; key: string; secretHash: string };

export function newApiKey(kind: ApiKeyKind, id: string = randomUUID()): NewApiKey {
  const secret = newOpaqueToken();
  return {
    id,
    key: `${PREFIXES[kind]}_${id.replaceAll('-', '')}_${secret}`,
    secretHash: sha256(secret),
  };
}

/** The key id (a UUID) and the secret of a presented key, or null when it is not one of `kind`. */
export function parseApiKey(kind: ApiKeyKind, key: string): { id: string; secret: string } | null {
  const match = new RegExp(`^${PREFIXES[kind]}_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$`).exec(key);
  if (!match) return null;
  const hex = match[1]!;
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { id, secret: match[2]! };
}

/** Whether a presented secret matches the stored hash, in time independent of where they differ. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(sha256(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
