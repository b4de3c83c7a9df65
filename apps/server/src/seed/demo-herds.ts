import type { FeedingArea, HerdRecord } from '@barnboard/domain';
import { dateInZone, timeInZone } from '../lib/dates.js';
import {
  PARAMETERS,
  recordsUntil,
  simulateHerdTimeline,
  type TimedRecord,
} from '../simulator/index.js';
import type { HerdPerformance } from '../simulator/sim-types.js';
import type { DemoHerdBuildings } from './demo-locations.js';
import { withRecordingMistakes } from './demo-mistakes.js';

/**
 * The demo's three sow herds (docs/simulator.md, "The demo farm"): sizes and results that differ,
 * as the herd reports and the farm comparison need. Each history is simulated from two years
 * (and the herd's ramp-up) before the day the demo was loaded to a few months after it, and told
 * only up to now: the records the product holds are never dated after the site's clock, and the
 * days to come bring new events (the live demo, live-demo.ts). A few office mistakes give the
 * records to fix something to find (demo-mistakes.ts).
 */
export type DemoHerd = {
  /** The site's key in demo-data.ts. */
  site: string;
  sows: number;
  seed: number;
  performance: HerdPerformance;
  /** Who records the events. */
  recorders: string[];
  /** The feeding its stations record (the site's feeding access). */
  feeding: FeedingArea[];
  buildings: DemoHerdBuildings;
};

export const DEMO_HERDS: readonly DemoHerd[] = [
  {
    site: 'maternity',
    sows: 1200,
    seed: 42,
    performance: { conception: 1, litterSize: 0, pigletMortality: 1 },
    recorders: ['manager@bocage.demo', 'member@bocage.demo', 'admin@bocage.demo'],
    feeding: ['gestation', 'lactation'],
    buildings: { gestation: 'Gestation 1', farrowing: ['Mise bas A', 'Mise bas B'] },
  },
  {
    // A small herd among the best: more piglets, fewer lost, sows that conceive.
    site: 'gdu',
    sows: 260,
    seed: 7,
    performance: { conception: 1.04, litterSize: 1, pigletMortality: 0.7 },
    recorders: ['new@horizon.demo'],
    feeding: ['gestation'],
    buildings: { gestation: 'Quarantaine', farrowing: ['Quarantaine'] },
  },
  {
    // A mid-size herd that struggles: returns to heat, smaller litters, more piglets lost.
    site: 'horizon-maternity',
    sows: 550,
    seed: 11,
    performance: { conception: 0.9, litterSize: -1.2, pigletMortality: 1.4 },
    recorders: ['new@horizon.demo'],
    feeding: ['gestation', 'lactation'],
    buildings: { gestation: 'Gestation', farrowing: ['Mise bas'] },
  },
];

/** The maternity herd: its size sets the demo bins' consumption. */
export const DEMO_HERD = DEMO_HERDS[0]!;

/** Years of history before the day the demo was loaded, after the herd's ramp-up. */
const HISTORY_YEARS = 2;
/**
 * Months of the herd's ramp-up before those years (docs/simulator.md, "Ramp-up"): records cannot
 * say that a sow was already pregnant when they began, so a herd farrows nothing for its first
 * ~4 months. The demo starts its herds that much earlier: the two years it shows are a working
 * farm's, and the ramp-up falls in the herd's first calendar year, which the reports cut at the
 * herd's first record and mark partial (docs/kpis.md, "No figure from days without data").
 */
const RAMP_UP_MONTHS = Math.ceil(PARAMETERS.start.rampUpDays / 30);
/** Months simulated past that day: how long a running demo keeps bringing new events. */
export const FUTURE_MONTHS = 4;

function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 + months, d)).toISOString().slice(0, 10);
}

/** The last simulated history of each herd: the live demo reads it again every round. */
const timelines = new Map<string, { key: string; timeline: TimedRecord[] }>();

function demoHerdTimeline(herd: DemoHerd, timezone: string, seededAt: Date): TimedRecord[] {
  const seededOn = dateInZone(seededAt, timezone);
  const key = `${seededOn}|${herd.sows}|${herd.seed}`;
  const cached = timelines.get(herd.site);
  if (cached?.key === key) return cached.timeline;
  const simulated = simulateHerdTimeline({
    sows: herd.sows,
    seed: herd.seed,
    years: HISTORY_YEARS + (RAMP_UP_MONTHS + FUTURE_MONTHS) / 12,
    endDate: addMonths(seededOn, FUTURE_MONTHS),
    users: herd.recorders,
    performance: herd.performance,
  });
  const timeline = withRecordingMistakes(simulated, seededOn);
  timelines.set(herd.site, { key, timeline });
  return timeline;
}

/** A demo herd's records up to `now` (site time), for a demo loaded at `seededAt`. */
export function demoHerdRecords(
  herd: DemoHerd,
  timezone: string,
  seededAt: Date,
  now: Date,
): HerdRecord[] {
  return recordsUntil(demoHerdTimeline(herd, timezone, seededAt), {
    date: dateInZone(now, timezone),
    time: timeInZone(now, timezone).slice(0, 5),
  });
}
