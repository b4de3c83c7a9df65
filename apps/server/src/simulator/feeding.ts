import type {
  FeedIntake,
  FeedingArea,
  HerdRecord,
  NotificationCode,
  StationKind,
} from '@barnboard/domain';
import type { Weighted } from './parameters.js';
import { createRng } from './random.js';

/**
 * Electronic sow feeding derived from a herd history (domain-notes §2): gestation stations of
 * about 20 sows per pen, one lactation feeder per farrowing crate, feed curves, daily intakes,
 * station visits and station notifications. Same records, seed and period → identical output.
 * A day's feeding depends on the sow, the spell and the date only, never on the period asked
 * for, so the live demo can simulate today again and add what happened since its last round.
 */

export type SimulateFeedingOptions = {
  seed: number;
  from: string;
  to: string;
  /**
   * HH:MM:SS, site time, on `to`: the feeding day's progress (docs/simulator.md). The stations
   * start a feeding day at midnight and sows eat through it, so on the last day only the visits,
   * meals and alarms before this time have happened. Without it, `to` is a whole day.
   */
  asOf?: string;
  /** Stations the site already has: a pen keeps its stations rather than being counted again. */
  stations?: readonly SimStation[];
};

export type SimStation = { name: string; kind: StationKind; location: string };
export type SimCurve = {
  name: string;
  kind: 'gestation' | 'lactation';
  points: { day: number; grams: number }[];
};
export type SimVisit = {
  animal: string;
  station: string;
  date: string;
  /** HH:MM:SS, site time. */
  time: string;
  quantity_g: number;
};
export type SimNotification = {
  station: string;
  code: NotificationCode;
  date: string;
  time: string;
};

export type SimulatedFeeding = {
  stations: SimStation[];
  curves: SimCurve[];
  intakes: FeedIntake[];
  visits: SimVisit[];
  notifications: SimNotification[];
};

export const GESTATION_CURVE: SimCurve = {
  name: 'Gestation standard',
  kind: 'gestation',
  points: [
    { day: 0, grams: 2600 },
    { day: 30, grams: 2300 },
    { day: 84, grams: 2400 },
    { day: 90, grams: 2900 },
    { day: 116, grams: 3100 },
  ],
};

export const LACTATION_CURVE: SimCurve = {
  name: 'Lactation standard',
  kind: 'lactation',
  points: [
    { day: 1, grams: 2500 },
    { day: 5, grams: 4800 },
    { day: 10, grams: 6600 },
    { day: 14, grams: 7300 },
    { day: 28, grams: 7600 },
  ],
};

const SOWS_PER_STATION = 20;
/** Chance, per sow and day, that a gestating sow does not eat, or eats under 80 %. */
const NOT_FED_RATE = 0.015;
const UNDER_FED_RATE = 0.03;
/** Notifications per station (or feeder) and day, and the codes they carry. */
const STATION_ALARM_RATE = 0.03;
const FEEDER_ALARM_RATE = 0.004;
const STATION_CODES: Weighted<NotificationCode> = [
  [101, 3],
  [102, 4],
  [103, 2],
  [105, 3],
  [106, 2],
  [108, 4],
  [110, 1],
  [111, 3],
  [112, 2],
  [117, 2],
  [119, 1],
  [121, 1],
  [124, 1],
  [125, 3],
  [200, 1],
  [201, 2],
  [301, 1],
  [302, 1],
  [303, 2],
];
const FEEDER_CODES: Weighted<NotificationCode> = [
  [100, 1],
  [101, 3],
  [102, 3],
  [103, 2],
  [104, 1],
  [107, 1],
  [108, 3],
  [118, 1],
  [122, 1],
  [200, 2],
  [201, 4],
  [301, 1],
  [302, 2],
  [303, 3],
];

/** Lactation feeders serve their meals at set times of the feeding day (seconds after midnight). */
const LACTATION_MEALS = [6, 11, 16, 21].map((hour) => hour * 3600);

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Grams of a curve on a day: linear between points, flat beyond the ends. */
export function curveGrams(curve: SimCurve, day: number): number {
  const points = curve.points;
  if (day <= points[0]!.day) return points[0]!.grams;
  for (let i = 1; i < points.length; i++) {
    const b = points[i]!;
    if (day <= b.day) {
      const a = points[i - 1]!;
      return a.grams + ((b.grams - a.grams) * (day - a.day)) / (b.day - a.day);
    }
  }
  return points[points.length - 1]!.grams;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const secondsOf = (time: string) => {
  const [h, m, sec] = time.split(':').map(Number) as [number, number, number];
  return h * 3600 + m * 60 + (sec ?? 0);
};

const clock = (seconds: number) =>
  [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');

type Spell = {
  animal: string;
  kind: 'gestation' | 'lactation';
  /** Day number of day 0 (service or farrowing). */
  origin: number;
  first: number;
  last: number;
  location: string;
};

/** Gestations (service → end, in a gestation pen) and lactations (farrowing → weaning). */
function spellsOf(records: HerdRecord[]): Spell[] {
  const byAnimal = new Map<string, HerdRecord[]>();
  for (const record of records) {
    const list = byAnimal.get(record.animal);
    if (list) list.push(record);
    else byAnimal.set(record.animal, [record]);
  }
  const spells: Spell[] = [];
  for (const [animal, list] of byAnimal) {
    let location = 'Gestation pen 1';
    let gestation: Spell | null = null;
    let lactation: Spell | null = null;
    const close = (spell: Spell | null, lastDay: number) => {
      if (spell && lastDay >= spell.first) spells.push({ ...spell, last: lastDay });
    };
    for (const record of list) {
      const day = dayNumber(record.date);
      if (record.location !== undefined && record.type !== 'farrowing') {
        if (gestation && !record.location.startsWith('Gestation')) {
          close(gestation, day - 1);
          gestation = null;
        }
        // A gilt moves to her gestation pen on the day of her first service.
        if (gestation && gestation.origin === day && record.location.startsWith('Gestation'))
          gestation.location = record.location;
        location = record.location;
      }
      switch (record.type) {
        case 'service':
          if (!gestation) {
            const pen = location.startsWith('Gestation') ? location : 'Gestation pen 1';
            gestation = {
              animal,
              kind: 'gestation',
              origin: day,
              first: day + 1,
              last: 0,
              location: pen,
            };
          }
          break;
        case 'preg_check':
          if (record.result === 'negative') {
            close(gestation, day);
            gestation = null;
          }
          break;
        case 'abortion':
        case 'removal':
          close(gestation, day - 1);
          close(lactation, day - 1);
          gestation = lactation = null;
          break;
        case 'farrowing':
          close(gestation, day - 1);
          gestation = null;
          lactation = { animal, kind: 'lactation', origin: day, first: day + 1, last: 0, location };
          break;
        case 'weaning':
          close(lactation, day - 1);
          lactation = null;
          break;
        default:
          break;
      }
    }
    close(gestation, Number.MAX_SAFE_INTEGER);
    close(lactation, Number.MAX_SAFE_INTEGER);
  }
  return spells;
}

export function simulateFeeding(
  records: HerdRecord[],
  options: SimulateFeedingOptions,
): SimulatedFeeding {
  const from = dayNumber(options.from);
  const to = dayNumber(options.to);
  if (!(to >= from)) throw new RangeError('from must be a date on or before to');
  const spells = spellsOf(records)
    .map((s) => ({ ...s, first: Math.max(s.first, from), last: Math.min(s.last, to) }))
    .filter((s) => s.first <= s.last)
    .sort(
      (a, b) =>
        a.first - b.first || a.animal.localeCompare(b.animal) || a.kind.localeCompare(b.kind),
    );

  // Gestation stations: enough per pen for ~20 sows at its busiest day.
  const occupancy = new Map<string, Int32Array>();
  for (const s of spells) {
    if (s.kind !== 'gestation') continue;
    let days = occupancy.get(s.location);
    if (!days) occupancy.set(s.location, (days = new Int32Array(to - from + 1)));
    for (let d = s.first; d <= s.last; d++) days[d - from]!++;
  }
  const stations: SimStation[] = [];
  const penStations = new Map<string, string[]>();
  for (const known of options.stations ?? []) {
    if (known.kind !== 'gestation_station') continue;
    penStations.set(known.location, [...(penStations.get(known.location) ?? []), known.name]);
  }
  for (const pen of [...occupancy.keys()].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  )) {
    const known = penStations.get(pen);
    if (known) {
      for (const name of known) stations.push({ name, kind: 'gestation_station', location: pen });
      continue;
    }
    const busiest = Math.max(...occupancy.get(pen)!);
    const count = Math.max(1, Math.ceil(busiest / SOWS_PER_STATION));
    const number = pen.replace(/\D+/g, '') || pen;
    const names = Array.from({ length: count }, (_, i) => `ESF ${number}-${i + 1}`);
    penStations.set(pen, names);
    for (const name of names) stations.push({ name, kind: 'gestation_station', location: pen });
  }
  const feeders = new Set<string>();
  for (const s of spells) if (s.kind === 'lactation') feeders.add(s.location);
  const feederName = (crate: string) => `LF ${crate.replace(/^Farrowing\s*/, '')}`;
  for (const crate of [...feeders].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })))
    stations.push({ name: feederName(crate), kind: 'lactation_feeder', location: crate });

  // On the last day, only what happened before `asOf` (the whole day without it).
  const asOf = options.asOf === undefined ? 86_400 : secondsOf(options.asOf);
  const happened = (d: number, seconds: number) => d < to || seconds < asOf;

  const intakes: FeedIntake[] = [];
  const visits: SimVisit[] = [];
  for (const spell of spells) {
    const key = `${spell.animal}|${spell.kind}|${spell.origin}`;
    const spellRng = createRng(options.seed, hash(key));
    // The sow's ration as a share of the curve (body condition), fixed for the spell.
    const percent = Math.min(115, Math.max(90, Math.round(spellRng.normal(100, 6) / 5) * 5));
    const dayRng = (d: number) => createRng(options.seed, hash(`${key}|${d}`));
    if (spell.kind === 'gestation') {
      const pens = penStations.get(spell.location)!;
      const station = pens[hash(spell.animal) % pens.length]!;
      for (let d = spell.first; d <= spell.last; d++) {
        const rng = dayRng(d);
        const day = d - spell.origin;
        const target = Math.min(
          3200,
          Math.max(2200, Math.round((curveGrams(GESTATION_CURVE, day) * percent) / 100 / 10) * 10),
        );
        const draw = rng.next();
        const share =
          draw < NOT_FED_RATE
            ? 0
            : draw < NOT_FED_RATE + UNDER_FED_RATE
              ? 0.3 + rng.next() * 0.49
              : 1;
        const distributed = Math.round(target * share);
        const date = dateOf(d);
        const count = rng.int(2, 5);
        const times = Array.from({ length: count }, () => rng.int(0, 86_399)).sort((a, b) => a - b);
        let left = distributed;
        let eaten = 0;
        times.forEach((seconds, i) => {
          const portion = i === count - 1 ? left : Math.round(distributed / count);
          left -= portion;
          if (distributed === 0 || !happened(d, seconds)) return;
          eaten += portion;
          visits.push({
            animal: spell.animal,
            station,
            date,
            time: clock(seconds),
            quantity_g: portion,
          });
        });
        intakes.push({
          animal: spell.animal,
          date,
          kind: 'gestation',
          target_g: target,
          distributed_g: eaten,
          curve_percent: percent,
          day,
          station,
        });
      }
    } else {
      const feeder = feederName(spell.location);
      const appetite = 0.9 + spellRng.next() * 0.15;
      for (let d = spell.first; d <= spell.last; d++) {
        const rng = dayRng(d);
        const day = d - spell.origin;
        const target = Math.round((curveGrams(LACTATION_CURVE, day) * percent) / 100 / 10) * 10;
        const offFeed = rng.chance(0.03) ? 0.3 + rng.next() * 0.3 : 1;
        const wholeDay = Math.min(
          Math.round(target * 1.1),
          Math.round(target * appetite * offFeed * (0.95 + rng.next() * 0.1)),
        );
        const served = LACTATION_MEALS.filter((seconds) => happened(d, seconds)).length;
        const distributed = Math.round((wholeDay * served) / LACTATION_MEALS.length);
        intakes.push({
          animal: spell.animal,
          date: dateOf(d),
          kind: 'lactation',
          target_g: target,
          distributed_g: distributed,
          curve_percent: percent,
          day,
          station: feeder,
        });
      }
    }
  }
  intakes.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.kind.localeCompare(b.kind) ||
      a.animal.localeCompare(b.animal),
  );
  visits.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.time.localeCompare(b.time) ||
      a.animal.localeCompare(b.animal),
  );

  const notifications: SimNotification[] = [];
  for (const station of stations) {
    const gestation = station.kind === 'gestation_station';
    for (let d = from; d <= to; d++) {
      const rng = createRng(options.seed, hash(`alarm|${station.name}|${d}`));
      const rate = gestation ? STATION_ALARM_RATE : FEEDER_ALARM_RATE;
      if (!rng.chance(rate)) continue;
      const code = rng.weighted(gestation ? STATION_CODES : FEEDER_CODES);
      const seconds = rng.int(0, 86_399);
      if (!happened(d, seconds)) continue;
      notifications.push({ station: station.name, code, date: dateOf(d), time: clock(seconds) });
    }
  }
  notifications.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.time.localeCompare(b.time) ||
      a.station.localeCompare(b.station),
  );

  return { stations, curves: [GESTATION_CURVE, LACTATION_CURVE], intakes, visits, notifications };
}

const STATION_KIND: Record<FeedingArea, SimStation['kind']> = {
  gestation: 'gestation_station',
  lactation: 'lactation_feeder',
};

/** The feeding of the kinds a site records: a site without lactation feeding has no feeders. */
export function onlyKinds(
  feeding: SimulatedFeeding,
  kinds: readonly FeedingArea[],
): SimulatedFeeding {
  const stations = feeding.stations.filter((s) => kinds.some((k) => STATION_KIND[k] === s.kind));
  const kept = new Set(stations.map((station) => station.name));
  return {
    stations,
    curves: feeding.curves.filter((curve) => kinds.includes(curve.kind)),
    intakes: feeding.intakes.filter((intake) => kinds.includes(intake.kind)),
    visits: feeding.visits.filter((visit) => kept.has(visit.station)),
    notifications: feeding.notifications.filter((n) => kept.has(n.station)),
  };
}
