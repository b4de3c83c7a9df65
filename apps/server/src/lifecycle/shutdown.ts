import type { FastifyInstance } from 'fastify';

/** How long requests in flight may take to finish once a stop is asked (docs/operations.md). */
export const DRAIN_MS = 10_000;
/** How long the database may take to close after the drain. */
const DATABASE_CLOSE_MS = 5_000;
/** How often connections that went idle during the drain are closed. */
const IDLE_SWEEP_MS = 100;

/** Resolves to 'late' when `promise` has not settled within `ms` (without holding the process). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms).unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Graceful stop on SIGTERM, SIGINT and SIGHUP (the terminal that ran `npm start` was closed;
 * Node's default would end the process at once and leave the embedded PostgreSQL running):
 * 1. the listening socket closes, so new connections are refused; a request arriving on a
 *    connection that was already open answers 503 with `Connection: close` (Fastify's
 *    return503OnClosing); idle keep-alive connections are closed at once, and so is each
 *    connection as soon as its request in flight has its answer, rather than lingering for the
 *    keep-alive timeout;
 * 2. requests in flight get DRAIN_MS to finish; after that their connections are cut (their
 *    transactions roll back: imports are all or nothing);
 * 3. the app's onClose hooks run (the MQTT client), then the database closes;
 * 4. the process exits 0, or 1 when the drain or the database close ran out of time.
 * A second signal during the stop ends the process at once (exit 1).
 */
export function installShutdown(app: FastifyInstance, database: { close(): Promise<void> }): void {
  let stopping = false;

  async function stop(signal: NodeJS.Signals): Promise<void> {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: stopping now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal, drainMs: DRAIN_MS }, 'shutting down: finishing requests in flight');
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    let code = 0;
    try {
      const closed = app.close();
      if ((await within(closed, DRAIN_MS)) === 'late') {
        app.log.error(
          { drainMs: DRAIN_MS },
          'requests still in flight after the drain: cutting them',
        );
        app.server.closeAllConnections();
        code = 1;
        await closed;
      }
      if ((await within(database.close(), DATABASE_CLOSE_MS)) === 'late') {
        app.log.error('the database did not close in time');
        code = 1;
      }
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    } finally {
      clearInterval(sweep);
    }
    app.log.info({ code }, 'stopped');
    process.exit(code);
  }

  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGHUP', (signal) => void stop(signal));
}
