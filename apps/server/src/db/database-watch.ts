import { ReconnectingClient } from './reconnecting-client.js';

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
 * then revives the database (the embedded one) and reconnects, backing off from 0.25 s to 5 s,
 * until it answers, and tells /healthz how long it has been unreachable. Holding it open also
 * tells another process of the data directory (`npm run admin` beside the server) that the
 * embedded cluster is in use, so that it leaves it running when it is done (cluster.ts, release()).
 */
export class DatabaseWatch {
  private readonly connection: ReconnectingClient;
  private lostAt: number | null = null;
  private readonly now: () => number;

  constructor(options: DatabaseWatchOptions) {
    const now = options.now ?? Date.now;
    this.now = now;
    this.connection = new ReconnectingClient({
      config: {
        connectionString: options.url,
        application_name: 'barnboard-watch',
        connectionTimeoutMillis: 5_000,
      },
      firstRetryMs: 250,
      maxRetryMs: 5_000,
      up: () => {
        if (this.lostAt !== null) {
          const seconds = ((now() - this.lostAt) / 1000).toFixed(1);
          options.log(`The database answers again, after ${seconds} s`);
        }
        this.lostAt = null;
      },
      lost: (error) => {
        if (this.lostAt !== null) return;
        this.lostAt = now();
        options.log(
          `The database stopped answering${error ? ` (${error.message})` : ''}; trying again`,
        );
      },
      ...(options.revive ? { beforeRetry: () => revive(options) } : {}),
    });
  }

  /** Resolves once connected, or once the first attempt failed (it keeps trying). */
  start(): Promise<void> {
    return this.connection.start();
  }

  /** Milliseconds since the database stopped answering; 0 while it answers. */
  unreachableForMs(): number {
    return this.lostAt === null ? 0 : this.now() - this.lostAt;
  }

  stop(): Promise<void> {
    return this.connection.stop();
  }
}

async function revive(options: DatabaseWatchOptions): Promise<void> {
  try {
    await options.revive!();
  } catch (error) {
    options.log(`Restarting the embedded PostgreSQL failed: ${(error as Error).message}`);
  }
}
