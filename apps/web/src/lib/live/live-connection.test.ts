import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, SessionExpiredError } from '../api/api-error';
import { keepLiveStream, type LiveStatus } from './live-connection';

const SITE = '0b4f3a52-5a54-4a43-8f7e-0f5b7a2f4d11';

/** A server of streams: each open() is answered by a stream the test writes to and ends. */
function streamServer() {
  const encoder = new TextEncoder();
  const streams: { write(text: string): void; end(): void; aborted: () => boolean }[] = [];
  const open = vi.fn((signal: AbortSignal) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    signal.addEventListener('abort', () =>
      controller.error(new DOMException('aborted', 'AbortError')),
    );
    streams.push({
      write: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
      aborted: () => signal.aborted,
    });
    return Promise.resolve(new Response(body));
  });
  return { open, streams };
}

function recorder() {
  const statuses: LiveStatus[] = [];
  return {
    statuses,
    change: vi.fn(),
    resync: vi.fn(),
    status: (status: LiveStatus) => void statuses.push(status),
  };
}

const ready = (heartbeatMs = 15_000) => `event: ready\ndata: {"heartbeat_ms":${heartbeatMs}}\n\n`;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live stream of a page', () => {
  it('is open once ready, and hands on the changes, ignoring what it cannot read', async () => {
    const server = streamServer();
    const handlers = recorder();
    const stop = keepLiveStream(server.open, handlers);
    await vi.advanceTimersByTimeAsync(0);
    server.streams[0]!.write(ready());
    server.streams[0]!.write(`event: bins\ndata: {"topic":"bins","site":"${SITE}"}\n\n`);
    // Split across chunks, as a network may deliver it.
    server.streams[0]!.write('event: feeding\ndata: {"topic":"feed');
    server.streams[0]!.write(`ing","site":"${SITE}"}\n\n: heartbeat\n\n`);
    server.streams[0]!.write('event: bins\ndata: {"topic":"bins","site":"no"}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(handlers.statuses).toEqual(['connecting', 'open']);
    expect(handlers.change.mock.calls).toEqual([
      [{ topic: 'bins', site: SITE }],
      [{ topic: 'feeding', site: SITE }],
    ]);
    expect(handlers.resync).not.toHaveBeenCalled();
    stop();
    expect(server.streams[0]!.aborted()).toBe(true);
    expect(handlers.statuses.at(-1)).toBe('down');
  });

  it('opens again after the server ends it, and asks the page to fetch again', async () => {
    const server = streamServer();
    const handlers = recorder();
    const stop = keepLiveStream(server.open, handlers);
    await vi.advanceTimersByTimeAsync(0);
    server.streams[0]!.write(ready());
    server.streams[0]!.write('event: end\ndata: {"reason":"server_stopping"}\n\n');
    server.streams[0]!.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(handlers.statuses).toEqual(['connecting', 'open', 'down']);
    // The first retry comes within a second (jittered between half and all of it).
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.open).toHaveBeenCalledTimes(2);
    server.streams[1]!.write(ready());
    await vi.advanceTimersByTimeAsync(0);
    expect(handlers.resync).toHaveBeenCalledTimes(1);
    expect(handlers.statuses.at(-1)).toBe('open');
    stop();
  });

  it('takes a silent stream for a dropped network after two and a half heartbeats', async () => {
    const server = streamServer();
    const handlers = recorder();
    const stop = keepLiveStream(server.open, handlers);
    await vi.advanceTimersByTimeAsync(0);
    server.streams[0]!.write(ready(1_000));
    await vi.advanceTimersByTimeAsync(2_000);
    server.streams[0]!.write(':\n\n');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.streams[0]!.aborted()).toBe(false);
    await vi.advanceTimersByTimeAsync(600);
    expect(server.streams[0]!.aborted()).toBe(true);
    expect(handlers.statuses.at(-1)).toBe('down');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.open).toHaveBeenCalledTimes(2);
    stop();
  });

  it('waits longer after a refusal, doubling up to 30 s', async () => {
    const handlers = recorder();
    const open = vi.fn(() =>
      Promise.reject(new ApiError(403, { code: 'terms_not_accepted', message: 'accept' })),
    );
    const stop = keepLiveStream(open, handlers);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(14_000);
    expect(open).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(16_000);
    expect(open).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops for good when the session has expired (the app signs out)', async () => {
    const handlers = recorder();
    const open = vi.fn(() => Promise.reject(new SessionExpiredError()));
    const stop = keepLiveStream(open, handlers);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(open).toHaveBeenCalledTimes(1);
    stop();
  });

  it('opens again at once when the browser is back online', async () => {
    const handlers = recorder();
    const open = vi.fn(() => Promise.reject(new TypeError('network down')));
    const stop = keepLiveStream(open, handlers);
    await vi.advanceTimersByTimeAsync(0);
    expect(open).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(open).toHaveBeenCalledTimes(2);
    stop();
  });
});
