import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { ChangeListener } from './change-listener.js';
import { LiveStream, type LiveScope } from './live-stream.js';

export type LiveHubOptions = {
  /** Where to LISTEN: the database the server writes to (asked when the first stream opens). */
  connection: () => pg.ClientConfig;
  log: FastifyBaseLogger;
  heartbeatMs: number;
  recheckMs: number;
};

/**
 * Asks again who the stream's user is and what they may hear of: null ends the stream (a token
 * expired or revoked, an account deactivated), a scope replaces the old one.
 */
export type Recheck = () => Promise<LiveScope | null>;

/**
 * A stream's recheck, and the group it shares with the streams whose answer is the same (one
 * session's tabs): a pass asks once per group.
 */
type Checked = { group: string; recheck: Recheck; owner: string };

/**
 * Streams one user may hold open on one server: a page holds one, so this is tabs and phones to
 * spare, while a script opening hundreds cannot hold as many connections and timers.
 */
export const MAX_LIVE_STREAMS_PER_USER = 20;

/**
 * The server's open live streams (docs/live.md). It hears the changes committed on the database
 * (ChangeListener, started with the first stream) and hands each to the streams whose users may
 * hear of it; one timer sends every stream its heartbeat, another checks each user again.
 */
export class LiveHub {
  private readonly streams = new Map<LiveStream, Checked>();
  /** How many streams each owner holds open. */
  private readonly heldBy = new Map<string, number>();
  private listener: ChangeListener | null = null;
  private listening: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private recheck: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly options: LiveHubOptions) {}

  get size(): number {
    return this.streams.size;
  }

  /**
   * Opens a stream of `owner` (a user's id), once this server listens: a change committed after
   * this resolves reaches it. Streams of one `group` are checked again with one call of the first
   * one's `recheck`. Null when the owner holds MAX_LIVE_STREAMS_PER_USER already.
   */
  async open(
    scope: LiveScope,
    recheck: Recheck,
    group: string,
    owner: string,
  ): Promise<LiveStream | null> {
    await this.listen();
    const held = (this.heldBy.get(owner) ?? 0) + 1;
    if (held > MAX_LIVE_STREAMS_PER_USER) return null;
    this.heldBy.set(owner, held);
    const stream = new LiveStream(scope);
    this.streams.set(stream, { group, recheck, owner });
    stream.body.once('close', () => {
      this.streams.delete(stream);
      const left = (this.heldBy.get(owner) ?? 1) - 1;
      if (left > 0) this.heldBy.set(owner, left);
      else this.heldBy.delete(owner);
    });
    return stream;
  }

  /** Ends every stream (their pages open new ones on another server) and stops listening. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const stream of this.streams.keys()) stream.end('server_stopping');
    this.streams.clear();
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.recheck) clearInterval(this.recheck);
    await this.listener?.stop();
  }

  private listen(): Promise<void> {
    if (this.stopped) return Promise.reject(new Error('The live streams are stopped'));
    this.listening ??= this.startListening();
    return this.listening;
  }

  private async startListening(): Promise<void> {
    this.listener = new ChangeListener(
      this.options.connection(),
      {
        change: (change) => {
          for (const stream of this.streams.keys()) stream.deliver(change);
        },
        // Changes may have been missed: every page fetches its live data again.
        resync: () => {
          for (const stream of this.streams.keys()) stream.send('resync', {});
        },
      },
      this.options.log,
    );
    await this.listener.start();
    this.heartbeat = setInterval(() => {
      for (const stream of this.streams.keys()) stream.heartbeat();
    }, this.options.heartbeatMs).unref();
    this.recheck = setInterval(() => void this.recheckAll(), this.options.recheckMs).unref();
  }

  /** Checks every stream's user again, once per group (the timer does, every recheckMs; tests call it). */
  async recheckAll(): Promise<void> {
    const answers = new Map<string, Promise<LiveScope | null>>();
    for (const [stream, { group, recheck }] of this.streams) {
      try {
        let answer = answers.get(group);
        if (!answer) {
          answer = recheck();
          answers.set(group, answer);
        }
        const scope = await answer;
        if (scope) stream.rescope(scope);
        else stream.end('unauthorized');
      } catch (error) {
        // The database may be away for a moment: the stream keeps its scope until the next pass.
        this.options.log.warn({ err: error }, 'live: a stream could not be checked again');
      }
    }
  }
}
