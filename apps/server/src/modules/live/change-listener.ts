import { liveChangeSchema, type LiveChange } from '@barnboard/domain';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_CHANNEL } from '../../repositories/live-repository.js';

/** After a lost connection, the next attempt waits this long, doubling up to the maximum. */
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

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
 * comes back by itself after a restart or failover of PostgreSQL.
 */
export class ChangeListener {
  private client: pg.Client | null = null;
  private retryMs = RETRY_FIRST_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private lost = false;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly on: ChangeListenerEvents,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once listening (or once the first attempt failed: it keeps trying). */
  async start(): Promise<void> {
    const client = new pg.Client(this.connection);
    this.client = client;
    client.on('notification', (message) => this.heard(message.payload));
    client.on('error', (error) => this.lose(client, error));
    client.on('end', () => this.lose(client, null));
    try {
      await client.connect();
      await client.query(`listen ${LIVE_CHANNEL}`);
    } catch (error) {
      this.lose(client, error as Error);
      return;
    }
    this.retryMs = RETRY_FIRST_MS;
    if (this.lost) {
      this.lost = false;
      this.on.resync();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
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

  private lose(client: pg.Client, error: Error | null): void {
    if (client !== this.client || this.stopped) return;
    this.client = null;
    this.lost = true;
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
    this.log.warn(
      { err: error ?? undefined, retryMs: this.retryMs },
      'live: the listening connection to PostgreSQL was lost; trying again',
    );
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.start();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}
