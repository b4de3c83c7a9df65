import { liveChangeSchema, type LiveChange } from '@barnboard/domain';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { ReconnectingClient } from '../../db/reconnecting-client.js';
import { LIVE_CHANNEL } from '../../repositories/live-repository.js';

export type ChangeListenerEvents = {
  /** A change committed by any server of the database. */
  change(change: LiveChange): void;
  /**
   * The connection was lost and is back: changes made meanwhile were not heard, so whoever
   * shows live data fetches it again.
   */
  resync(): void;
};

/**
 * One connection per server that LISTENs on the live channel (docs/live.md): every server of a
 * database hears every committed change, whichever server or process made it. The connection
 * comes back by itself after a restart or failover of PostgreSQL (0.5 s after, doubling up to
 * 30 s between attempts).
 */
export class ChangeListener {
  private readonly connection: ReconnectingClient;

  constructor(
    config: pg.ClientConfig,
    private readonly on: ChangeListenerEvents,
    private readonly log: FastifyBaseLogger,
  ) {
    this.connection = new ReconnectingClient({
      config,
      firstRetryMs: 500,
      maxRetryMs: 30_000,
      setUp: async (client) => {
        client.on('notification', (message) => this.heard(message.payload));
        await client.query(`listen ${LIVE_CHANNEL}`);
      },
      up: (again) => {
        if (again) this.on.resync();
      },
      lost: (error, retryMs) =>
        this.log.warn(
          { err: error ?? undefined, retryMs },
          'live: the listening connection to PostgreSQL was lost; trying again',
        ),
    });
  }

  /** Resolves once listening (or once the first attempt failed: it keeps trying). */
  start(): Promise<void> {
    return this.connection.start();
  }

  stop(): Promise<void> {
    return this.connection.stop();
  }

  private heard(payload: string | undefined): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload ?? '');
    } catch {
      parsed = null;
    }
    const change = liveChangeSchema.safeParse(parsed);
    if (change.success) this.on.change(change.data);
    else this.log.warn({ payload }, 'live: a notification that is not a change, ignored');
  }
}
