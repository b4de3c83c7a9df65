import { calendarDateSchema, type HerdRecord } from '@barnboard/domain';
import { simulateFemale } from './female.js';
import { evenOutLitters, fosterOrphans, type LitterSink } from './fostering.js';
import { PARAMETERS as P } from './parameters.js';
import { createRng } from './random.js';
import {
  TYPICAL_PERFORMANCE,
  type CrateStay,
  type Draft,
  type FemaleLife,
  type FemaleStart,
  type HerdContext,
  type HerdPerformance,
  type SimEvent,
} from './sim-types.js';

export type SimulateHerdOptions = {
  /** Mated-female inventory to hold (the herd's size). */
  sows: number;
  /** Length of the history in years, ending on `endDate`. */
  years: number;
  /** Same seed and options → byte-identical records. */
  seed: number;
  /** Last day of the history, YYYY-MM-DD (the caller's "today"; the simulator reads no clock). */
  endDate: string;
  /** Who records the events (emails or usernames); records carry no `user` without it. */
  users?: string[];
  /**
   * Site date and HH:MM: the events after it are left out. The live demo simulates a history
   * that runs past today and tells it only up to now, so the days to come bring new events.
   */
  until?: { date: string; time: string };
  /** How this herd does next to the typical one (default: typical). */
  performance?: HerdPerformance;
};

const DAY_MS = 86_400_000;

/** The first day of a history of `years` years ending on `endDate` (both days included). */
export function historyStart(endDate: string, years: number): string {
  const [y, m, d] = endDate.split('-').map(Number) as [number, number, number];
  const whole = Math.floor(years);
  const months = Math.round((years - whole) * 12);
  return new Date(Date.UTC(y - whole, m - 1 - months, d + 1)).toISOString().slice(0, 10);
}

/** The first day after the ramp-up (PARAMETERS.start.rampUpDays after the first day). */
export function rampUpEnd(endDate: string, years: number): string {
  const start = Date.parse(`${historyStart(endDate, years)}T00:00:00Z`);
  return new Date(start + P.start.rampUpDays * DAY_MS).toISOString().slice(0, 10);
}

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

function validate(options: SimulateHerdOptions): void {
  const { sows, years, seed, endDate } = options;
  if (!Number.isInteger(sows) || sows < 1 || sows > 100_000) {
    throw new RangeError('sows must be a whole number from 1 to 100000');
  }
  if (!Number.isFinite(years) || years <= 0 || years > 30) {
    throw new RangeError('years must be more than 0 and at most 30');
  }
  if (!Number.isSafeInteger(seed) || seed < 0) {
    throw new RangeError('seed must be a whole number ≥ 0');
  }
  if (!calendarDateSchema.safeParse(endDate).success) {
    throw new RangeError('endDate must be a calendar date YYYY-MM-DD');
  }
}

function roomName(room: number): string {
  let name = '';
  let n = room;
  do {
    name = String.fromCharCode(65 + (n % 26)) + name;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return name;
}

/** Gives each farrowing-crate stay a free crate (first fit; a crate is washed between sows). */
function assignCrates(stays: CrateStay[]): void {
  stays.sort((a, b) => a.inDay - b.inDay || a.female.index - b.female.index);
  const freeFrom: number[] = [];
  for (const stay of stays) {
    let crate = freeFrom.findIndex((day) => day <= stay.inDay);
    if (crate < 0) crate = freeFrom.push(0) - 1;
    freeFrom[crate] = stay.outDay + P.locations.crateWashDays;
    const room = Math.floor(crate / P.locations.cratesPerRoom);
    stay.move.location = `Farrowing ${roomName(room)}-${(crate % P.locations.cratesPerRoom) + 1}`;
  }
}

const SECTION: Record<Draft['type'], number> = {
  entry: 0,
  heat: 0,
  service: 0,
  preg_check: 0,
  abortion: 0,
  removal: 0,
  farrowing: 1,
  piglet_death: 1,
  foster: 1,
  weaning: 1,
  move: 2,
};

/**
 * A deterministic history of one maternity site: every female's entry and all her events, from
 * `years` before `endDate` to `endDate` (or `until`), sorted by date then animal. Pure: no clock,
 * no I/O.
 */
export function simulateHerd(options: SimulateHerdOptions): HerdRecord[] {
  const timeline = simulateHerdTimeline(options);
  return options.until ? recordsUntil(timeline, options.until) : timeline.map((e) => e.record);
}

/** A record and the minute of its day it happened at (written in the record only when timed). */
export type TimedRecord = { record: HerdRecord; minutes: number };

/** The records of a timeline up to a site date and HH:MM. */
export function recordsUntil(
  timeline: readonly TimedRecord[],
  until: { date: string; time: string },
): HerdRecord[] {
  const untilMinutes = minutesOf(until.time);
  const records: HerdRecord[] = [];
  for (const { record, minutes } of timeline) {
    if (record.date > until.date) break;
    if (record.date < until.date || minutes <= untilMinutes) records.push(record);
  }
  return records;
}

/** The whole history (`until` aside), each record with its minute of the day. */
export function simulateHerdTimeline(options: SimulateHerdOptions): TimedRecord[] {
  validate(options);
  const { sows, seed, endDate } = options;
  const users = options.users?.filter((u) => u.trim() !== '') ?? [];
  const startDate = historyStart(endDate, options.years);
  const startMs = Date.parse(`${startDate}T00:00:00Z`);
  const endDay = Math.round((Date.parse(`${endDate}T00:00:00Z`) - startMs) / DAY_MS);
  const dates: string[] = [];
  for (let day = 0; day <= endDay; day++) {
    dates.push(new Date(startMs + day * DAY_MS).toISOString().slice(0, 10));
  }
  const dateOf = (day: number) =>
    dates[day] ?? new Date(startMs + day * DAY_MS).toISOString().slice(0, 10);

  const ctx: HerdContext = {
    endDay,
    gestationPens: Math.max(2, Math.round(sows / P.locations.sowsPerPen)),
    litters: [],
    stays: [],
    dateOf,
    performance: options.performance ?? TYPICAL_PERFORMANCE,
  };

  // Stream 0 is the herd's own; female n draws from stream n + 1.
  const herdRng = createRng(seed, 0);
  const queue: FemaleStart[] = [];
  for (let i = 0; i < sows; i++) {
    queue.push({
      index: i,
      entryDay: 0,
      parity: herdRng.weighted(P.start.initialParity),
      firstServiceDay: herdRng.int(0, P.start.firstServiceSpreadDays - 1),
    });
  }
  const lives: FemaleLife[] = [];
  const every = P.gilts.deliveryEveryDays;
  for (let head = 0; head < queue.length; head++) {
    const start = queue[head]!;
    const life = simulateFemale(start, ctx, createRng(seed, start.index + 1));
    lives.push(life);
    if (life.removalDay === null) continue;
    // A replacement gilt arrives with the weekly delivery before the removal.
    const lead = herdRng.int(P.gilts.entryLeadDays.min, P.gilts.entryLeadDays.max);
    const arrival = Math.max(0, life.removalDay - lead);
    if (arrival <= endDay) {
      queue.push({
        index: queue.length,
        entryDay: arrival - (arrival % every),
        parity: 0,
        firstServiceDay: null,
      });
    }
  }

  // Ear tags in order of entry.
  const byEntry = [...lives].sort((a, b) => a.entryDay - b.entryDay || a.index - b.index);
  byEntry.forEach((life, n) => {
    life.tag = `F${10001 + n}`;
  });

  assignCrates(ctx.stays);
  const writeForLitter: LitterSink = (litter, day, rank, draft) => {
    const { events } = litter.female;
    const last = events[events.length - 1];
    events.push({ day, rank, seq: (last?.seq ?? 0) + 1, draft });
  };
  evenOutLitters(ctx.litters, herdRng, endDay, writeForLitter);
  fosterOrphans(ctx.litters, endDay, writeForLitter);

  // Sorted by date, then animal (ear tag as text), then the female's own order of the day.
  const tagOrder = new Map(
    [...lives]
      .sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0))
      .map((life, n) => [life, n]),
  );
  type Placed = { event: SimEvent; life: FemaleLife; animal: number };
  const placed: Placed[] = [];
  for (const life of lives) {
    const animal = tagOrder.get(life)!;
    for (const event of life.events) placed.push({ event, life, animal });
  }
  placed.sort(
    (a, b) =>
      a.event.day - b.event.day ||
      a.animal - b.animal ||
      a.event.rank - b.event.rank ||
      a.event.seq - b.event.seq,
  );

  const records: TimedRecord[] = [];
  let minutes = 0;
  let timed = false;
  for (let i = 0; i < placed.length; i++) {
    const { event, life } = placed[i]!;
    const previous = placed[i - 1];
    if (!previous || previous.event.day !== event.day || previous.life !== life) {
      timed = herdRng.chance(P.records.timed);
      minutes = herdRng.int(6 * 60, 17 * 60);
    } else {
      minutes = Math.min(23 * 60 + 59, minutes + herdRng.int(2, 20));
    }
    const { type, location, ...fields } = event.draft;
    const date = dates[event.day]!;
    const record: Record<string, unknown> = { type, animal: life.tag, date };
    if (timed) {
      record.time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    }
    if (users.length > 0) {
      const user = herdRng.chance(P.records.otherUser)
        ? herdRng.int(0, users.length - 1)
        : SECTION[type] % users.length;
      record.user = users[user];
    }
    if (location !== undefined) record.location = location;
    record.id = `sim-${seed}-${i + 1}`;
    Object.assign(record, fields);
    records.push({ record: record as HerdRecord, minutes });
  }
  return records;
}
