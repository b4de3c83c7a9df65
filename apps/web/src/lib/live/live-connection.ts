import { liveChangeSchema, liveReadySchema, type LiveChange } from '@barnboard/domain';
import { createParser } from 'eventsource-parser';
import { ApiError, SessionExpiredError } from '../api/api-error';

export type LiveStatus = 'connecting' | 'open' | 'down';

export type LiveHandlers = {
  change(change: LiveChange): void;
  /** Changes may have been missed (a reopened stream, the server's listener back): fetch again. */
  resync(): void;
  status(status: LiveStatus): void;
};

/** The first retry comes after about this long, then twice as long each time, up to the maximum. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/** Without a byte for this many heartbeats, the stream is taken as dropped (a network that went). */
const SILENT_HEARTBEATS = 2.5;
/** Until the server's ready event says its heartbeat. */
const DEFAULT_HEARTBEAT_MS = 15_000;

/**
 * Keeps the page's live stream open (docs/live.md) until the returned stop is called: opens it,
 * hands on its events, and after a drop, a silent network or the server's end, opens it again
 * with a growing delay (at once when the browser comes back online). A reopened stream asks for a
 * resync, since changes may have come meanwhile. An expired session stops it (the app signs out).
 */
export function keepLiveStream(
  open: (signal: AbortSignal) => Promise<Response>,
  handlers: LiveHandlers,
): () => void {
  let stopped = false;
  let everOpen = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let current: AbortController | null = null;

  async function connect(): Promise<void> {
    retryTimer = null;
    const abort = new AbortController();
    current = abort;
    handlers.status('connecting');
    try {
      const response = await open(abort.signal);
      await read(response, abort);
    } catch (error) {
      if (error instanceof SessionExpiredError) stopped = true;
      // A refusal (terms to accept, a server without streams) is not soon mended: poll long.
      if (error instanceof ApiError) retryMs = RETRY_MAX_MS;
    }
    if (stopped) return;
    handlers.status('down');
    const jitter = 0.5 + Math.random() / 2;
    retryTimer = setTimeout(() => void connect(), retryMs * jitter);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  async function read(response: Response, abort: AbortController): Promise<void> {
    if (!response.body) return;
    let heartbeatMs = DEFAULT_HEARTBEAT_MS;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => abort.abort(), heartbeatMs * SILENT_HEARTBEATS);
    };
    const parser = createParser({
      onEvent(message) {
        if (message.event === 'ready') {
          const ready = liveReadySchema.safeParse(parseJson(message.data));
          if (ready.success) heartbeatMs = ready.data.heartbeat_ms;
          retryMs = RETRY_FIRST_MS;
          handlers.status('open');
          if (everOpen) handlers.resync();
          everOpen = true;
          return;
        }
        if (message.event === 'resync') return handlers.resync();
        if (message.event === 'end') return;
        const change = liveChangeSchema.safeParse(parseJson(message.data));
        if (change.success) handlers.change(change.data);
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      watch();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        watch();
        parser.feed(value);
      }
    } finally {
      clearTimeout(watchdog);
      reader.releaseLock();
    }
  }

  const online = () => {
    if (retryTimer === null) return;
    clearTimeout(retryTimer);
    retryMs = RETRY_FIRST_MS;
    void connect();
  };
  window.addEventListener('online', online);
  void connect();

  return () => {
    stopped = true;
    window.removeEventListener('online', online);
    if (retryTimer !== null) clearTimeout(retryTimer);
    current?.abort();
    handlers.status('down');
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
