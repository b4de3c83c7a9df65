import { createParser } from 'eventsource-parser';

export type StreamEvent = { event: string; data: unknown };

export type OpenedStream = {
  status: number;
  /** Every event received so far, in order. */
  events: StreamEvent[];
  /** The first event received (or already there) that matches, within `timeoutMs`. */
  next(matches: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/** GET /api/live over real HTTP, read as the web app reads it: fetch, then parsed server-sent events. */
export async function openStream(baseUrl: string, token: string | null): Promise<OpenedStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/live`, {
    headers: token ? { authorization: `Bearer ${token}`, accept: 'text/event-stream' } : {},
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  const waiting = new Set<() => void>();
  const parser = createParser({
    onEvent(message) {
      events.push({ event: message.event ?? 'message', data: JSON.parse(message.data) });
      for (const wake of waiting) wake();
    },
  });
  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>)
        parser.feed(decoder.decode(chunk, { stream: true }));
    } catch {
      // closed by close()
    }
  })();
  return {
    status: response.status,
    events,
    ended,
    close: () => abort.abort(),
    next(matches, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = events.find(matches);
          if (!found) return false;
          waiting.delete(wake);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const wake = () => void look();
        const timer = setTimeout(() => {
          waiting.delete(wake);
          reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!look()) waiting.add(wake);
      });
    },
  };
}

export const isTopic = (topic: string, site: string) => (event: StreamEvent) =>
  event.event === topic && (event.data as { site?: string }).site === site;
