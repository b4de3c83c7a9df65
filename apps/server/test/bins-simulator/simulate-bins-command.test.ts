import { normalizeChirpstackUplink, type SensorUplink } from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { runSimulateBins, SIMULATE_BINS_HELP } from '../../src/cli/simulate-bins-command.js';
import { DEMO_BINS, DEMO_INGEST_KEY, demoBinHistories } from '../../src/seed/demo-bins.js';
import { DEMO_HERD } from '../../src/seed/demo-herds.js';

const START = new Date('2026-06-01T08:00:00Z');

type Posted = { url: string; headers: Record<string, string>; uplink: SensorUplink; body: unknown };

/**
 * Runs the command against a fake server answering `status`; the clock reads START, or the
 * `clock` times one call after the other (the start, then each round), the last one repeated.
 */
async function simulate(args: string[], options: { status?: number; clock?: number[] } = {}) {
  const lines: string[] = [];
  const posted: Posted[] = [];
  const clock = [...(options.clock ?? [START.getTime()])];
  let ids = 0;
  const controller = new AbortController();
  const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
    const body: unknown = JSON.parse(init!.body as string);
    const result = normalizeChirpstackUplink(body);
    if (!result.ok) throw new Error(`not a ChirpStack uplink: ${result.reason}`);
    posted.push({
      url: typeof url === 'string' ? url : url instanceof URL ? url.href : url.url,
      headers: init!.headers as Record<string, string>,
      uplink: result.uplink,
      body,
    });
    const status = options.status ?? 200;
    return new Response(status < 300 ? '{"stored":1}' : '{"message":"no ingest route"}', {
      status,
    });
  }) as typeof fetch;
  const code = await runSimulateBins(args, {
    fetch: fakeFetch,
    now: () => new Date(clock.length > 1 ? clock.shift()! : clock[0]!),
    out: { log: (text) => lines.push(text), table: () => {}, error: (text) => lines.push(text) },
    signal: controller.signal,
    newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
  });
  return { code, lines, posted, controller };
}

describe('npm run simulate:bins', () => {
  it('prints its usage without --live, and refuses wrong options', async () => {
    const help = await simulate([]);
    expect(help.code).toBe(0);
    expect(help.lines.join('\n')).toBe(SIMULATE_BINS_HELP);
    expect(help.posted).toHaveLength(0);
    expect(SIMULATE_BINS_HELP).toContain(DEMO_INGEST_KEY);

    for (const args of [
      ['--live', '--interval', '0'],
      ['--live', '--count', '1.5'],
      ['--live', '--url', 'ftp://example.org'],
      ['--live', '--url', 'not a url'],
      ['--live', '--frobnicate'],
    ]) {
      const wrong = await simulate(args);
      expect(wrong.code, args.join(' ')).toBe(2);
      expect(wrong.lines[0]).toMatch(/^Error: /);
    }
  });

  it('posts a ChirpStack v4 up event a demo bin each round, with the demo key', async () => {
    const { code, posted, lines } = await simulate([
      '--live',
      '--interval',
      '0.01',
      '--count',
      '3',
    ]);
    expect(code).toBe(0);
    expect(posted).toHaveLength(3 * DEMO_BINS.length);
    for (const post of posted) {
      expect(post.url).toBe('http://localhost:8080/ingest/chirpstack?event=up');
      expect(post.headers.authorization).toBe(`Bearer ${DEMO_INGEST_KEY}`);
      expect(post.headers['content-type']).toBe('application/json');
      expect(post.body).toMatchObject({ fPort: 1, devAddr: post.uplink.session });
      const names = DEMO_BINS.map((b) => b.name);
      expect(names).toContain(
        (post.body as { deviceInfo: { deviceName: string } }).deviceInfo.deviceName,
      );
      expect(post.uplink.measuredAt).toBe(START.toISOString());
      expect(post.uplink.simulated).toBe(false);
    }
    expect(new Set(posted.map((p) => p.uplink.devEui))).toEqual(
      new Set(DEMO_BINS.map((b) => b.devEui)),
    );
    expect(new Set(posted.map((p) => p.uplink.messageId)).size).toBe(posted.length);
    // A session of its own per bin; frame counters 0 (left out, as ChirpStack does), 1, 2.
    const seeded = demoBinHistories(START, DEMO_HERD.sows);
    for (const [index, bin] of DEMO_BINS.entries()) {
      const mine = posted.filter((p) => p.uplink.devEui === bin.devEui);
      expect(mine.map((p) => p.uplink.frameCounter)).toEqual([0, 1, 2]);
      expect('fCnt' in (mine[0]!.body as object)).toBe(false);
      expect(new Set(mine.map((p) => p.uplink.session)).size).toBe(1);
      expect(mine[0]!.uplink.session).toMatch(/^[0-9a-f]{8}$/);
      expect(mine[0]!.uplink.session).not.toBe(seeded[index]!.session);
      // It goes on from the seeded level: within the sensor's noise and two hours of feed.
      const last = seeded[index]!.readings.findLast((r) => r.distanceMm !== null)!;
      const now = mine.find((p) => (p.uplink.reading?.distanceMm ?? null) !== null)!;
      expect(Math.abs(now.uplink.reading!.distanceMm! - last.distanceMm!)).toBeLessThan(60);
    }
    expect(lines.filter((line) => line.endsWith('→ 200 {"stored":1}'))).toHaveLength(posted.length);
    expect(lines.at(-1)).toBe(`${posted.length} uplinks accepted.`);
  });

  it('sends to the given server and key, and runs the feed faster with --speed', async () => {
    const { posted } = await simulate(
      [
        '--live',
        '--url',
        'https://barn.example/',
        '--key',
        'bbk_x',
        '--interval',
        '0.01',
        '--count',
        '2',
        '--speed',
        '7200',
      ],
      { clock: [START.getTime(), START.getTime(), START.getTime() + 60_000] },
    );
    expect(posted[0]!.url).toBe('https://barn.example/ingest/chirpstack?event=up');
    expect(posted[0]!.headers.authorization).toBe('Bearer bbk_x');
    // One real minute at ×7200 is five days: every level has moved far beyond the sensor's
    // noise, and the near-empty bin has had its delivery at last.
    const first = posted.slice(0, DEMO_BINS.length);
    const second = posted.slice(DEMO_BINS.length);
    expect(second[1]!.uplink.measuredAt).toBe(new Date(START.getTime() + 60_000).toISOString());
    for (const [index, bin] of DEMO_BINS.entries()) {
      const before = first[index]!.uplink.reading?.distanceMm ?? null;
      const after = second[index]!.uplink.reading?.distanceMm ?? null;
      if (before === null || after === null) continue;
      expect(Math.abs(after - before)).toBeGreaterThan(50);
      if (bin.key === 'g1-2') expect(after).toBeLessThan(before - 1000);
    }
  });

  it('prints the answer of a server that refuses, and fails when nothing was accepted', async () => {
    const { code, lines } = await simulate(['--live', '--count', '1'], { status: 404 });
    expect(code).toBe(1);
    expect(
      lines.filter((line) => line.endsWith('→ 404 {"message":"no ingest route"}')),
    ).toHaveLength(DEMO_BINS.length);
    expect(lines.at(-1)).toBe('0 uplinks accepted.');
  });

  it('stops when interrupted', async () => {
    const lines: string[] = [];
    const controller = new AbortController();
    let posts = 0;
    const running = runSimulateBins(['--live', '--interval', '3600'], {
      fetch: () => {
        posts++;
        return Promise.resolve(new Response('{}', { status: 202 }));
      },
      now: () => START,
      out: { log: (text) => lines.push(text), table: () => {}, error: (text) => lines.push(text) },
      signal: controller.signal,
      newId: () => '00000000-0000-4000-8000-000000000001',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    controller.abort();
    expect(await running).toBe(0);
    expect(posts).toBe(DEMO_BINS.length);
    expect(lines.at(-1)).toBe(`${DEMO_BINS.length} uplinks accepted.`);
  });
});
