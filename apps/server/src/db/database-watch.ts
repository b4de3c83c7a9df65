import pg from 'pg';

/** After a lost connection the next attempt waits this long, doubling up to the maximum. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;

export type DatabaseWatchOptions = {
  url: string;
  /**
   * Brings the database back before each attempt to reconnect: for the embedded PostgreSQL,
   * starting it again when it died. Absent for a PostgreSQL server, which is someone else's to run.
   */
  revive?: () => Promise<void>;
  log: (message: string) => void;
  now?: () => number;
};

/**
 * One connection of the server's own, held open for as long as it runs (docs/operations.md,
 * "Database outages"). Its loss says the database is gone before a request finds out; the watch
 * then revives the database (the embedded one) and reconnects, backing off, until it answers, and
 * tells /healthz how long it has been unreachable. Holding it open also tells another process of
 * the data directory (`npm run admin` beside the server) that the embedded cluster is in use, so
 * that it leaves it running when it is done (cluster.ts, release()).
 */
export class DatabaseWatch {
  private client: pg.Client | null = null;
  private retryMs = RETRY_FIRST_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private lostAt: number | null = null;
  private readonly now: () => number;

  constructor(private readonly options: DatabaseWatchOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Resolves once connected, or once the first attempt failed (it keeps trying). */
  start(): Promise<void> {
    return this.connect();
  }

  /** Milliseconds since the database stopped answering; 0 while it answers. */
  unreachableForMs(): number {
    return this.lostAt === null ? 0 : this.now() - this.lostAt;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.options.url,
      application_name: 'barnboard-watch',
      connectionTimeoutMillis: 5_000,
    });
    this.client = client;
    client.on('error', (error) => this.lose(client, error));
    client.on('end', () => this.lose(client, null));
    try {
      await client.connect();
    } catch (error) {
      this.lose(client, error as Error);
      return;
    }
    if (this.lostAt !== null) {
      const seconds = ((this.now() - this.lostAt) / 1000).toFixed(1);
      this.options.log(`The database answers again, after ${seconds} s`);
    }
    this.lostAt = null;
    this.retryMs = RETRY_FIRST_MS;
  }

  private lose(client: pg.Client, error: Error | null): void {
    if (client !== this.client || this.stopped) return;
    this.client = null;
    // 'end' follows an 'error': the client is dropped once, and any later error of it is moot.
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.lostAt === null) {
      this.lostAt = this.now();
      this.options.log(
        `The database stopped answering${error ? ` (${error.message})` : ''}; trying again`,
      );
    }
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => void this.reviveAndConnect(), wait);
  }

  private async reviveAndConnect(): Promise<void> {
    this.retryTimer = null;
    if (this.stopped) return;
    try {
      await this.options.revive?.();
    } catch (error) {
      this.options.log(`Restarting the embedded PostgreSQL failed: ${(error as Error).message}`);
    }
    await this.connect();
  }
}
