import { PassThrough } from 'node:stream';
import type { LiveChange, LiveEndReason, LiveTopic } from '@barnboard/domain';

/** What a stream's user may hear of: per site id, the topics (liveTopicsOnSite). */
export type LiveScope = ReadonlyMap<string, ReadonlySet<LiveTopic>>;

/**
 * A client that reads slower than this many bytes behind is cut: it opens a new stream and
 * fetches again, rather than the server holding a growing queue for it.
 */
const MAX_BUFFERED_BYTES = 64 * 1024;

/** One open stream: the server-sent events (text/event-stream) of one signed-in page. */
export class LiveStream {
  /** The response body. */
  readonly body = new PassThrough();

  constructor(private scope: LiveScope) {}

  get open(): boolean {
    return !this.body.writableEnded && !this.body.destroyed;
  }

  rescope(scope: LiveScope): void {
    this.scope = scope;
  }

  /** Sends the change if its user may hear of it. */
  deliver(change: LiveChange): void {
    if (this.scope.get(change.site)?.has(change.topic)) this.send(change.topic, change);
  }

  /**
   * Events carry no `id:`: nothing is replayed from a Last-Event-ID, a reopened stream's page
   * fetches again instead (docs/live.md).
   */
  send(event: string, data: unknown): void {
    if (!this.open) return;
    this.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** A comment line: keeps proxies and the server's idle timeout from closing a quiet stream. */
  heartbeat(): void {
    if (this.open) this.write(':\n\n');
  }

  end(reason: LiveEndReason): void {
    this.send('end', { reason });
    this.body.end();
  }

  private write(text: string): void {
    if (this.body.writableLength > MAX_BUFFERED_BYTES) {
      this.body.destroy();
      return;
    }
    this.body.write(text);
  }
}
