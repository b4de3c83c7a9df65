import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import {
  countRateLimitHits,
  forgetEndedRateLimitWindows,
} from '../repositories/rate-limit-repository.js';

/** How often a server removes ended windows (each server does, the work is idempotent). */
export const SWEEP_EVERY_MS = 60_000;

type StoreContext = { db: Database; clock: Clock; log: FastifyBaseLogger };

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Requests of one key waiting for the write in flight to end; theirs is the next one. */
type Waiting = { callbacks: Counted[]; timeWindow: number };

/**
 * @fastify/rate-limit's counters in the database (table rate_limit_hits), so that several servers
 * on one PostgreSQL share one limit. Fixed windows, like the plugin's own in-memory store. A route
 * with limits of its own counts under its method and URL, or its group's id (groupId).
 *
 * Group commit per key, as the uplink coalescer does: a request is counted at once when its key
 * has no write in flight; those that arrive during a write are counted together by the next one,
 * which starts as soon as it ends. Each still gets its own place in the count, so the limit is
 * exact. A quiet key costs one upsert per request; a busy one (a flood, or one account's many
 * parallel calls) one per round trip to the database, not one per request.
 */
class DatabaseRateLimitStore implements FastifyRateLimitStore {
  #lastSweep = 0;
  /** Keys with a write in flight, and the requests waiting for the next. */
  readonly #next = new Map<string, Waiting>();

  constructor(
    private readonly context: StoreContext,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: Counted, timeWindow: number): void {
    const fullKey = this.prefix + key;
    const waiting = this.#next.get(fullKey);
    if (waiting) {
      waiting.callbacks.push(callback);
      return;
    }
    this.#write(fullKey, [callback], timeWindow);
  }

  child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // The plugin passes the route's merged limit options with the route under `routeInfo`, not
    // the route itself as its typings say (its own RedisStore reads routeInfo the same way).
    // Routes of one group (the integration API's) share one count per key.
    const { routeInfo, groupId } = options as unknown as {
      routeInfo: { method: string; url: string };
      groupId?: string;
    };
    const prefix = groupId ? `group:${groupId} ` : `${routeInfo.method} ${routeInfo.url} `;
    return new DatabaseRateLimitStore(this.context, prefix);
  }

  #write(key: string, callbacks: Counted[], timeWindow: number): void {
    this.#next.set(key, { callbacks: [], timeWindow });
    const now = this.context.clock.now();
    this.#sweep(now);
    countRateLimitHits(this.context.db, key, callbacks.length, now, timeWindow)
      .then(
        ({ hits, windowEndsAt }) => {
          const ttl = Math.max(0, windowEndsAt.getTime() - now.getTime());
          const first = hits - callbacks.length;
          callbacks.forEach((callback, place) =>
            callback(null, { current: first + place + 1, ttl }),
          );
        },
        (error: Error) => callbacks.forEach((callback) => callback(error)),
      )
      .finally(() => {
        const next = this.#next.get(key)!;
        if (next.callbacks.length > 0) this.#write(key, next.callbacks, next.timeWindow);
        else this.#next.delete(key);
      });
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
