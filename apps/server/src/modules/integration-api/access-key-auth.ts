import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { parseApiKey, secretMatches } from '../../lib/api-keys.js';
import {
  findInstallationKey,
  touchInstallation,
  type StoredInstallationKey,
} from '../../repositories/installation-keys-repository.js';

/** Where an integration API request reads, from its access key's installation. */
export type IntegrationCaller = {
  tenantId: string;
  siteId: string;
  /** Set when the installation is narrowed to one building. */
  buildingId: string | null;
  installationId: string;
  integrationId: string;
};

/**
 * Checks the `Authorization: Bearer bbi_…` of the integration API; the access guard calls it for
 * every route whose policy is `{ kind: 'access-key' }`. Modelled on the ingest keys' verifier: a
 * stored installation is kept in memory for CACHE_MS so a busy integration's requests do not each
 * cost a lookup, and the secret is still compared, in constant time, on every request. So a key
 * that is rotated, or an installation that is revoked (its integration removed), stops opening
 * anything within CACHE_MS on every server (docs/integration-api.md, "Authentication").
 *
 * Each accepted request records the installation's last activity, at most once per TOUCH_EVERY_MS
 * per key (spec §7's "last active"): in the background, so a slow write never delays an answer.
 */
export class AccessKeyVerifier {
  static readonly CACHE_MS = 10_000;
  static readonly CACHE_MAX = 10_000;
  static readonly TOUCH_EVERY_MS = 60_000;
  readonly #cache = new Map<string, { key: StoredInstallationKey; until: number }>();
  readonly #touchedAt = new Map<string, number>();
  readonly #writes = new Set<Promise<void>>();

  /** `now`: the app's clock, so tests move the cache and the activity time as any other. */
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  async verify(presented: string | null): Promise<IntegrationCaller | null> {
    const parsed = presented === null ? null : parseApiKey('access', presented);
    if (!parsed) return null;
    const key = await this.#load(parsed.id);
    if (!key?.live || !secretMatches(parsed.secret, key.secretHash)) return null;
    this.#touch(key);
    return {
      tenantId: key.tenantId,
      siteId: key.siteId,
      buildingId: key.buildingId,
      installationId: key.id,
      integrationId: key.integrationId,
    };
  }

  /** Called when an installation's key changes on this server, so it is read again at once. */
  forget(installationId: string): void {
    this.#cache.delete(installationId);
  }

  /** Resolves once the last activity writes started so far have ended (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all(this.#writes);
  }

  #touch(key: StoredInstallationKey): void {
    const now = this.now();
    const last = this.#touchedAt.get(key.id);
    if (last !== undefined && now.getTime() - last < AccessKeyVerifier.TOUCH_EVERY_MS) return;
    if (this.#touchedAt.size >= AccessKeyVerifier.CACHE_MAX) this.#touchedAt.clear();
    this.#touchedAt.set(key.id, now.getTime());
    const write = touchInstallation(this.db, key, now, AccessKeyVerifier.TOUCH_EVERY_MS)
      .catch((error: unknown) =>
        this.log.warn({ err: error }, 'could not record an installation’s last activity'),
      )
      .finally(() => this.#writes.delete(write));
    this.#writes.add(write);
  }

  async #load(id: string): Promise<StoredInstallationKey | null> {
    const now = this.now().getTime();
    const cached = this.#cache.get(id);
    if (cached && cached.until > now) return cached.key;
    const key = await findInstallationKey(this.db, id);
    if (!key) {
      this.#cache.delete(id);
      return null;
    }
    // Only installations that exist are kept, so the cache is bounded by the database's.
    if (this.#cache.size >= AccessKeyVerifier.CACHE_MAX) this.#cache.clear();
    this.#cache.set(id, { key, until: now + AccessKeyVerifier.CACHE_MS });
    return key;
  }
}

// Declaration merging is the only way to type Fastify's decorators, so interfaces are needed here.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    /** Set by installIntegrationApi; the access guard checks access keys through it. */
    accessKeys: AccessKeyVerifier;
  }
  interface FastifyRequest {
    /** Set by the access guard on routes whose policy is `{ kind: 'access-key' }`. */
    integrationCaller: IntegrationCaller | null;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
