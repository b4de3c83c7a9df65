import pg from 'pg';

export type ReconnectingClientOptions = {
  config: pg.ClientConfig;
  /** Runs on each new connection before it counts as up (a LISTEN, its listeners). */
  setUp?: (client: pg.Client) => Promise<void>;
  /** The connection is up; `again` after a loss. */
  up: (again: boolean) => void;
  /** The connection was lost (or an attempt failed); the next attempt comes in `retryMs`. */
  lost: (error: Error | null, retryMs: number) => void;
  /** Before each new attempt: bringing the database back (the embedded PostgreSQL). */
  beforeRetry?: () => Promise<void>;
  firstRetryMs: number;
  maxRetryMs: number;
};

/**
 * One connection of a server's own to PostgreSQL that comes back by itself: lost (a restart, a
 * failover, pg_terminate_backend), it is opened again after firstRetryMs, doubling up to
 * maxRetryMs, until it holds. The live streams' LISTEN and the database watch are built on it.
 */
export class ReconnectingClient {
  private client: pg.Client | null = null;
  private retryMs: number;
  private retryTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private lost = false;

  constructor(private readonly options: ReconnectingClientOptions) {
    this.retryMs = options.firstRetryMs;
  }

  /** Resolves once connected (or once the first attempt failed: it keeps trying). */
  async start(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client(this.options.config);
    this.client = client;
    client.on('error', (error) => this.lose(client, error));
    client.on('end', () => this.lose(client, null));
    try {
      await client.connect();
      await this.options.setUp?.(client);
    } catch (error) {
      this.lose(client, error as Error);
      return;
    }
    this.retryMs = this.options.firstRetryMs;
    const again = this.lost;
    this.lost = false;
    this.options.up(again);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private lose(client: pg.Client, error: Error | null): void {
    if (client !== this.client || this.stopped) return;
    this.client = null;
    this.lost = true;
    // 'end' follows an 'error': the client is dropped once; a later error of it is moot.
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
    this.options.lost(error, this.retryMs);
    this.retryTimer = setTimeout(() => void this.retry(), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, this.options.maxRetryMs);
  }

  private async retry(): Promise<void> {
    this.retryTimer = null;
    if (this.stopped) return;
    await this.options.beforeRetry?.();
    await this.start();
  }
}
