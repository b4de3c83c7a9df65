import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { fillPercent } from '@barnboard/domain';
import { DEMO_BINS, DEMO_INGEST_KEY, demoBinHistories } from '../seed/demo-bins.js';
import { DEMO_HERD } from '../seed/demo-herds.js';
import { chirpstackUpEvent, type SimBinHistory } from '../simulator/bins/index.js';
import type { Output } from './admin-commands.js';

export const SIMULATE_BINS_HELP = `Usage: npm run simulate:bins -- --live [options]

Posts the demo bins' L-Track uplinks to a running Barnboard server as ChirpStack v4 does
(POST <url>/ingest/chirpstack?event=up, docs/simulator.md "Feed bins"), one per bin every
interval, so the silos page can be watched updating. Each bin goes on from its simulated level
now. Ctrl-C stops.

Options:
  --live            post uplinks (without it, this help)
  --url <url>       the server (default http://localhost:8080)
  --key <key>       an ingest key of the bins' tenant (default: the demo key
                    ${DEMO_INGEST_KEY})
  --interval <s>    seconds between rounds (default 5)
  --speed <x>       simulated seconds per real second (default 1; 720 makes a 5 s round an
                    hour of feed, so levels visibly drop and deliveries come)
  --count <n>       stop after n rounds (default: until Ctrl-C)
  -h, --help        show this help
`;

const options = {
  help: { type: 'boolean', short: 'h' },
  live: { type: 'boolean' },
  url: { type: 'string', default: 'http://localhost:8080' },
  key: { type: 'string', default: DEMO_INGEST_KEY },
  interval: { type: 'string', default: '5' },
  speed: { type: 'string', default: '1' },
  count: { type: 'string' },
} as const;

export type SimulateBinsDeps = {
  fetch: typeof fetch;
  now: () => Date;
  out: Output & { error(text: string): void };
  /** Aborted on Ctrl-C: the command finishes its round's posts and stops. */
  signal: AbortSignal;
  /** A fresh UUID: ChirpStack's deduplicationId, and the session's devAddr. */
  newId: () => string;
};

/** ChirpStack gives up on an integration's POST after 5 seconds (domain-notes §6). */
const POST_TIMEOUT_MS = 5_000;

function positive(value: string, flag: string, max: number, integer = false): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || n > max || (integer && !Number.isInteger(n))) {
    throw new Error(`--${flag} must be a ${integer ? 'whole ' : ''}number above 0, at most ${max}`);
  }
  return n;
}

type Settings = { url: URL; key: string; intervalMs: number; speed: number; count: number | null };

function settingsOf(values: ReturnType<typeof parseArgs<{ options: typeof options }>>['values']) {
  let url: URL;
  try {
    url = new URL('/ingest/chirpstack?event=up', values.url);
  } catch {
    throw new Error(`--url ${values.url} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('--url must be http:// or https://');
  }
  return {
    url,
    key: values.key,
    intervalMs: positive(values.interval, 'interval', 3600) * 1000,
    speed: positive(values.speed, 'speed', 100_000),
    count: values.count === undefined ? null : positive(values.count, 'count', 1_000_000, true),
  } satisfies Settings;
}

/**
 * `npm run simulate:bins -- --live`: answers the exit code, 0 when uplinks were accepted, 1 when
 * none was (server down, wrong key, no ingest route), 2 on wrong usage.
 */
export async function runSimulateBins(args: string[], deps: SimulateBinsDeps): Promise<number> {
  const { out } = deps;
  let settings: Settings;
  try {
    const { values } = parseArgs({ args, options });
    if (values.help || !values.live) {
      out.log(SIMULATE_BINS_HELP);
      return 0;
    }
    settings = settingsOf(values);
  } catch (error) {
    out.error(`Error: ${(error as Error).message}\n\n${SIMULATE_BINS_HELP}`);
    return 2;
  }

  const startWall = deps.now().getTime();
  const histories = demoBinHistories(new Date(startWall), DEMO_HERD.sows);
  const startSim = startWall;
  // A new LoRaWAN session (a device that rejoined): a devAddr of its own, frame counters from 0,
  // so a second run never repeats the first one's frames.
  const devices = histories.map((history, index) => ({
    history,
    name: DEMO_BINS[index]!.name,
    devAddr: deps.newId().replaceAll('-', '').slice(0, 8),
  }));
  out.log(
    `Posting ${devices.length} demo bins' uplinks to ${settings.url.href} every ` +
      `${settings.intervalMs / 1000} s (simulated time ×${settings.speed}); Ctrl-C stops.`,
  );

  let accepted = 0;
  for (let round = 0; settings.count === null || round < settings.count; round++) {
    if (deps.signal.aborted) break;
    const wall = deps.now().getTime();
    const simTime = startSim + (wall - startWall) * settings.speed;
    const posts = devices.map(async (device) => {
      const line = await postUplink(device, simTime, wall, round, settings, deps);
      if (line.ok) accepted++;
      return line.text;
    });
    for (const text of await Promise.all(posts)) out.log(text);
    if (settings.count !== null && round + 1 >= settings.count) break;
    try {
      await sleep(settings.intervalMs, undefined, { signal: deps.signal });
    } catch {
      break; // Ctrl-C
    }
  }
  out.log(`${accepted} uplinks accepted.`);
  return accepted > 0 ? 0 : 1;
}

async function postUplink(
  device: { history: SimBinHistory; name: string; devAddr: string },
  simTime: number,
  wall: number,
  frameCounter: number,
  settings: Settings,
  deps: SimulateBinsDeps,
): Promise<{ ok: boolean; text: string }> {
  const { simulation, spec } = device.history;
  simulation.advanceTo(simTime);
  const reading = { ...simulation.measure(wall), frameCounter };
  const body = chirpstackUpEvent(
    reading,
    { devEui: spec.devEui, devAddr: device.devAddr, name: device.name },
    deps.newId(),
  );
  const percent = fillPercent(spec.shape, reading.quantityKg / spec.densityKgM3) ?? 0;
  const what =
    `${new Date(wall).toISOString().slice(11, 19)}  ${device.name.padEnd(10)} ${spec.devEui} ` +
    `fCnt ${String(frameCounter).padStart(4)}  ` +
    `${reading.distanceMm === null ? 'no echo' : `${reading.distanceMm} mm`} (${percent.toFixed(1)} %)  ` +
    `${reading.batteryMv} mV  ${reading.temperatureC.toFixed(1)} °C  →`;
  try {
    const response = await deps.fetch(settings.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.key}` },
      body: JSON.stringify(body),
      signal: AbortSignal.any([deps.signal, AbortSignal.timeout(POST_TIMEOUT_MS)]),
    });
    // The body too: a 200 may still say the device is unknown (a server without the demo data).
    const detail = (await response.text()).replace(/\s+/g, ' ').trim().slice(0, 200);
    return { ok: response.ok, text: `${what} ${response.status}${detail ? ` ${detail}` : ''}` };
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    return { ok: false, text: `${what} failed: ${cause ?? (error as Error).message}` };
  }
}
