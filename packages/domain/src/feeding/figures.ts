/**
 * Feeding figures (docs/feeding.md): pure functions over daily feed intakes. Quantities are grams;
 * percentages are rounded to one decimal.
 */
import { DateTime } from 'luxon';

/** A sow is under-fed when she got less than this share of her target (and at least 1 g). */
export const UNDERFED_RATIO = 0.8;

/** Default range of lactation days of the lactation history (spec §9, lactation_day_range). */
export const DEFAULT_LACTATION_DAYS = '1/18';

export type IntakeRow = {
  animal: string;
  date: string;
  day: number;
  target_g: number;
  distributed_g: number;
  station: string | null;
  location: string | null;
};

/** Figures are shown to one decimal. */
export const round1 = (value: number) => Math.round(value * 10) / 10;

/** A part as a percentage of its whole, one decimal (null when the whole is 0). */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? round1((part / whole) * 100) : null;
}

/** Distributed as a percentage of target (null without a target). */
export function percentOfTarget(distributed: number, target: number): number | null {
  return percentOf(distributed, target);
}

/**
 * The site's time now (HH:MM) when `date` is the site's today, else null (docs/feeding.md, "The
 * day so far"). The feeding day is the site's calendar day: until its midnight the sows are still
 * eating, so its figures are the day so far, not a result to judge against the day's ration.
 */
export function feedingDayAsOf(date: string, now: Date, timeZone: string): string | null {
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  return local.toISODate() === date ? local.toFormat('HH:mm') : null;
}

export type FeedStatus = 'fed' | 'under_fed' | 'not_fed';

/** Not fed: under 1 g. Under-fed: fed, but under UNDERFED_RATIO of the target. */
export function feedStatus(distributed: number, target: number): FeedStatus {
  if (distributed < 1) return 'not_fed';
  if (distributed < target * UNDERFED_RATIO) return 'under_fed';
  return 'fed';
}

export type AttentionRow = {
  animal: string;
  station: string | null;
  location: string | null;
  day: number;
  target_g: number;
  distributed_g: number;
  percent: number | null;
  status: 'under_fed' | 'not_fed';
};

export type GestationLive = {
  date: string;
  /** The site time the day so far was read at; null once the day is over (feedingDayAsOf). */
  as_of: string | null;
  /** Gestating sows with a target (> 0 g) on the day. */
  expected: number;
  /** Of those, the sows given at least 1 g (under-fed ones included). */
  fed: number;
  not_fed: number;
  /** Fed, but under 80 % of the target. */
  under_fed: number;
  total_target_g: number;
  total_distributed_g: number;
  percent: number | null;
  visits: number;
  underfed_threshold_percent: number;
  /** Not-fed sows first, then under-fed ones, each by percent then animal. */
  attention: AttentionRow[];
};

/**
 * The gestation live page of one day: `rows` are that day's gestation intakes, `asOf` the site
 * time while the day is still going on (then "not fed" means not yet, "under ration" so far).
 */
export function gestationLive(
  date: string,
  asOf: string | null,
  rows: IntakeRow[],
  visits: number,
): GestationLive {
  let fed = 0;
  let notFed = 0;
  let underFed = 0;
  let target = 0;
  let distributed = 0;
  const attention: AttentionRow[] = [];
  for (const row of rows) {
    if (row.target_g <= 0) continue;
    target += row.target_g;
    distributed += row.distributed_g;
    const status = feedStatus(row.distributed_g, row.target_g);
    if (status === 'not_fed') notFed++;
    else fed++;
    if (status === 'under_fed') underFed++;
    if (status !== 'fed') {
      attention.push({
        animal: row.animal,
        station: row.station,
        location: row.location,
        day: row.day,
        target_g: row.target_g,
        distributed_g: row.distributed_g,
        percent: percentOfTarget(row.distributed_g, row.target_g),
        status,
      });
    }
  }
  attention.sort(
    (a, b) =>
      (a.status === b.status ? 0 : a.status === 'not_fed' ? -1 : 1) ||
      (a.percent ?? 0) - (b.percent ?? 0) ||
      a.animal.localeCompare(b.animal),
  );
  return {
    date,
    as_of: asOf,
    expected: fed + notFed,
    fed,
    not_fed: notFed,
    under_fed: underFed,
    total_target_g: target,
    total_distributed_g: distributed,
    percent: percentOfTarget(distributed, target),
    visits,
    underfed_threshold_percent: UNDERFED_RATIO * 100,
    attention,
  };
}

export type LactationLiveRow = {
  animal: string;
  feeder: string | null;
  location: string | null;
  day: number;
  target_g: number;
  distributed_g: number;
  percent: number | null;
};

export type LactationLive = {
  date: string;
  /** As for gestation: the site time while the day is still going on, null once it is over. */
  as_of: string | null;
  sows: number;
  total_target_g: number;
  total_distributed_g: number;
  percent: number | null;
  /** By feeder location, then animal. */
  feeders: LactationLiveRow[];
};

/** The lactation live page of one day: `rows` are that day's lactation intakes. */
export function lactationLive(date: string, asOf: string | null, rows: IntakeRow[]): LactationLive {
  let target = 0;
  let distributed = 0;
  const feeders = rows.map((row) => {
    target += row.target_g;
    distributed += row.distributed_g;
    return {
      animal: row.animal,
      feeder: row.station,
      location: row.location,
      day: row.day,
      target_g: row.target_g,
      distributed_g: row.distributed_g,
      percent: percentOfTarget(row.distributed_g, row.target_g),
    };
  });
  feeders.sort(
    (a, b) =>
      (a.location ?? '').localeCompare(b.location ?? '', 'en', { numeric: true }) ||
      a.animal.localeCompare(b.animal),
  );
  return {
    date,
    as_of: asOf,
    sows: new Set(rows.map((r) => r.animal)).size,
    total_target_g: target,
    total_distributed_g: distributed,
    percent: percentOfTarget(distributed, target),
    feeders,
  };
}

/** `from/to` lactation days, e.g. `1/18`; null when malformed or from > to. */
export function parseDayRange(text: string): { from: number; to: number } | null {
  const match = /^\s*(\d{1,3})\s*\/\s*(\d{1,3})\s*$/.exec(text);
  if (!match) return null;
  const from = Number(match[1]);
  const to = Number(match[2]);
  return from <= to ? { from, to } : null;
}

/** The room of a feeder location: 'Farrowing A-12' → 'Farrowing A' (the crate number dropped). */
export function roomOf(location: string | null): string | null {
  if (location === null) return null;
  return location.replace(/[-\s]+\d+$/, '').trim() || location;
}

export type LactationHistory = {
  lactation_days: { from: number; to: number };
  /** Mean intake per lactation day: every intake of that day in the period. */
  by_day: { day: number; intakes: number; mean_g: number }[];
  /** Per sow: her intakes of the period within the lactation days. */
  by_sow: { animal: string; intakes: number; mean_g: number; total_g: number }[];
  /** Per farrowing room (feeder location without the crate number). */
  by_room: { room: string | null; sows: number; intakes: number; mean_g: number }[];
  intakes: number;
  mean_g: number | null;
};

/** Lactation history of a period: `rows` are its lactation intakes (any day; filtered here). */
export function lactationHistory(
  rows: IntakeRow[],
  days: { from: number; to: number },
): LactationHistory {
  const byDay = new Map<number, { n: number; sum: number }>();
  const bySow = new Map<string, { n: number; sum: number }>();
  const byRoom = new Map<string | null, { n: number; sum: number; sows: Set<string> }>();
  let n = 0;
  let sum = 0;
  for (const row of rows) {
    if (row.day < days.from || row.day > days.to) continue;
    n++;
    sum += row.distributed_g;
    const d = byDay.get(row.day) ?? { n: 0, sum: 0 };
    d.n++;
    d.sum += row.distributed_g;
    byDay.set(row.day, d);
    const s = bySow.get(row.animal) ?? { n: 0, sum: 0 };
    s.n++;
    s.sum += row.distributed_g;
    bySow.set(row.animal, s);
    const room = roomOf(row.location);
    const r = byRoom.get(room) ?? { n: 0, sum: 0, sows: new Set<string>() };
    r.n++;
    r.sum += row.distributed_g;
    r.sows.add(row.animal);
    byRoom.set(room, r);
  }
  const mean = (a: { n: number; sum: number }) => Math.round(a.sum / a.n);
  return {
    lactation_days: days,
    by_day: [...byDay]
      .sort(([a], [b]) => a - b)
      .map(([day, a]) => ({ day, intakes: a.n, mean_g: mean(a) })),
    by_sow: [...bySow]
      .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
      .map(([animal, a]) => ({ animal, intakes: a.n, mean_g: mean(a), total_g: a.sum })),
    by_room: [...byRoom]
      .sort(([a], [b]) => (a ?? '\uffff').localeCompare(b ?? '\uffff', 'en', { numeric: true }))
      .map(([room, a]) => ({ room, sows: a.sows.size, intakes: a.n, mean_g: mean(a) })),
    intakes: n,
    mean_g: n > 0 ? Math.round(sum / n) : null,
  };
}
