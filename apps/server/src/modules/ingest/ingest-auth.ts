import type { Database } from '../../db/database.js';
import { parseApiKey, secretMatches } from '../../lib/api-keys.js';
import { findIngestKey, type StoredIngestKey } from '../../repositories/ingest-keys-repository.js';

/** The tenant an ingest request speaks for, from its key. */
export type IngestCaller = { tenantId: string; keyId: string };

/**
 * Checks the `Authorization: Bearer <ingest key>` of the ingest routes; the access guard calls it
 * for every route whose policy is `{ kind: 'ingest' }`. A stored key is kept in memory for a few
 * seconds so a busy network server's uplinks do not each cost a lookup; the secret is still
 * compared, in constant time, on every request. Revoking through the API forgets the key at once
 * on this server; another server of the same database stops accepting it within CACHE_MS.
 */
export class IngestKeyVerifier {
  static readonly CACHE_MS = 10_000;
  static readonly CACHE_MAX = 10_000;
  readonly #cache = new Map<string, { key: StoredIngestKey; until: number }>();

  /** `now`: the app's clock in ms, so tests can pass the cache time as they pass any other. */
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  async verify(presented: string | null): Promise<IngestCaller | null> {
    const parsed = presented === null ? null : parseApiKey('ingest', presented);
    if (!parsed) return null;
    const key = await this.#load(parsed.id);
    if (!key || key.revokedAt !== null || !secretMatches(parsed.secret, key.secretHash)) {
      return null;
    }
    return { tenantId: key.tenantId, keyId: key.id };
  }

  /** Called when a key is revoked, so this server refuses it from the next request on. */
  forget(keyId: string): void {
    this.#cache.delete(keyId);
  }

  async #load(id: string): Promise<StoredIngestKey | null> {
    const now = this.now();
    const cached = this.#cache.get(id);
    if (cached && cached.until > now) return cached.key;
    const key = await findIngestKey(this.db, id);
    if (!key) {
      this.#cache.delete(id);
      return null;
    }
    // Only keys that exist are kept, so the cache is bounded by the keys of the database.
    if (this.#cache.size >= IngestKeyVerifier.CACHE_MAX) this.#cache.clear();
    this.#cache.set(id, { key, until: now + IngestKeyVerifier.CACHE_MS });
    return key;
  }
}

// Declaration merging is the only way to type Fastify's decorators, so interfaces are needed here.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    /** Set by installIngest; the access guard checks ingest keys through it. */
    ingestKeys: IngestKeyVerifier;
  }
  interface FastifyRequest {
    /** Set by the access guard on routes whose policy is `{ kind: 'ingest' }`. */
    ingestCaller: IngestCaller | null;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
