import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import {
  countRateLimitHit,
  forgetEndedRateLimitWindows,
} from '../repositories/rate-limit-repository.js';

/** How often a server removes ended windows (each server does, the work is idempotent). */
export const SWEEP_EVERY_MS = 60_000;

type StoreContext = { db: Database; clock: Clock; log: FastifyBaseLogger };

/**
 * @fastify/rate-limit's counters in the database (table rate_limit_hits), so that several servers
 * on one PostgreSQL share one limit: one upsert per counted request. Fixed windows, like the
 * plugin's own in-memory store. A route with limits of its own counts under its method and URL.
 */
class DatabaseRateLimitStore implements FastifyRateLimitStore {
  #lastSweep = 0;

  constructor(
    private readonly context: StoreContext,
    private readonly prefix: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const now = this.context.clock.now();
    this.#sweep(now);
    countRateLimitHit(this.context.db, this.prefix + key, now, timeWindow).then(
      ({ hits, windowEndsAt }) =>
        callback(null, { current: hits, ttl: Math.max(0, windowEndsAt.getTime() - now.getTime()) }),
      (error: Error) => callback(error),
    );
  }

  child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // The plugin passes the route's merged limit options with the route under `routeInfo`, not
    // the route itself as its typings say (its own RedisStore reads routeInfo the same way).
    const { routeInfo } = options as unknown as { routeInfo: { method: string; url: string } };
    return new DatabaseRateLimitStore(this.context, `${routeInfo.method} ${routeInfo.url} `);
  }

  /** Ended windows are removed in the background, at most once a minute per server. */
  #sweep(now: Date): void {
    if (now.getTime() - this.#lastSweep < SWEEP_EVERY_MS) return;
    this.#lastSweep = now.getTime();
    forgetEndedRateLimitWindows(this.context.db, now).catch((error: unknown) =>
      this.context.log.warn({ err: error }, 'could not remove ended rate-limit windows'),
    );
  }
}

/** The store class the plugin instantiates itself (it passes its options, not ours). */
export function databaseRateLimitStore(context: StoreContext): FastifyRateLimitStoreCtor {
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(context, '');
    }
  };
}
