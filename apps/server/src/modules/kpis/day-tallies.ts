import {
  FARROWING_RATE_LAG_DAYS,
  FERTILITY_DAYS,
  PARITY_BUCKETS,
  PIGLET_MORTALITY_BANDS,
  REMOVAL_KINDS,
  RETURN_BANDS,
  RETURN_RATIO_LAG_DAYS,
  WEANING_TIMINGS,
  dayNumber,
  herdReportOfTallies,
  reportOfTallies,
  type HerdReport,
  type HerdTally,
  type KpiReport,
  type KpiTallies,
  type Period,
  type RemovalKind,
} from '@barnboard/domain';
import type { KpiRow } from '../../repositories/kpi-repository.js';
import { removalKindOfCode } from '../../repositories/herd-facts-repository.js';

/** The per-day sums the query's rows give (repositories/kpi-repository.ts), by name. */
const DAILY_SUMS = [
  'services',
  'firstServices',
  'farrowed',
  'died',
  'returnedWithin42',
  'entryToServiceDays',
  'giltFirstServices',
  'notInPigBy30',
  'litters',
  'bornAlive',
  'stillborn',
  'mummified',
  'gestationDays',
  'gestations',
  'littersUnder7',
  'littersUnder10',
  'farrowingIntervalDays',
  'farrowingIntervals',
  'weanings',
  'weaned',
  'weanAgeDays',
  'weanAges',
  'weanToServiceDays',
  'weaningsServed',
  'weaningsServedWithin7',
  'weaningsOf12',
  'weanedUnder17Days',
  'pigletDeaths',
  'cullParitySum',
  'giltEntries',
] as const;
type DailySum = (typeof DAILY_SUMS)[number];

/** Which daily sum each aggregate column a1 … a9 of a row of kinds 1, 2 and 3 adds to. */
const COLUMNS: Record<1 | 2 | 3, readonly (DailySum | null)[]> = {
  1: [
    'farrowed',
    'died',
    'returnedWithin42',
    'entryToServiceDays',
    'giltFirstServices',
    'notInPigBy30',
  ],
  2: [
    'bornAlive',
    'stillborn',
    'mummified',
    'gestationDays',
    'gestations',
    'littersUnder7',
    'littersUnder10',
    'farrowingIntervalDays',
    'farrowingIntervals',
  ],
  3: [
    'weaned',
    'weanAgeDays',
    'weanAges',
    'weanToServiceDays',
    'weaningsServed',
    'weaningsServedWithin7',
    'weaningsOf12',
    'weanedUnder17Days',
  ],
};
const AGGREGATES = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9'] as const;

/**
 * What the days from `base` (= from − 115, for far_rate's window) to `to` hold, summed per day
 * from the query's rows: event counts and sums, and running totals of the females present,
 * mated and productive. `report` adds them up over any period inside [from, to] into the
 * reference's tallies and lets the domain's formulas (reportOfTallies) divide.
 */
export class DayTallies {
  private readonly daily: Record<DailySum, number[]>;
  private readonly returnBands: number[][];
  private readonly mortalityBands: number[][];
  private readonly weaningTimings: number[][];
  private readonly removals: Record<RemovalKind, number[]>;
  /** Running totals over days of the females present, mated and productive (prefix sums). */
  private readonly femaleDaysBefore: number[];
  private readonly matedDaysBefore: number[];
  private readonly productiveDaysBefore: number[];
  /** Parity deltas by day. */
  private readonly parityDeltas = new Map<number, [number, number][]>();

  constructor(
    private readonly base: number,
    private readonly from: number,
    private readonly to: number,
    rows: readonly KpiRow[],
  ) {
    const zeros = () => new Array<number>(to - base + 1).fill(0);
    this.daily = Object.fromEntries(DAILY_SUMS.map((name) => [name, zeros()])) as Record<
      DailySum,
      number[]
    >;
    this.returnBands = RETURN_BANDS.map(zeros);
    this.mortalityBands = PIGLET_MORTALITY_BANDS.map(zeros);
    this.weaningTimings = WEANING_TIMINGS.map(zeros);
    this.removals = Object.fromEntries(REMOVAL_KINDS.map((kind) => [kind, zeros()])) as Record<
      RemovalKind,
      number[]
    >;
    const femaleDelta = zeros();
    const matedDelta = zeros();
    const productiveDelta = zeros();
    const add = (name: DailySum, i: number, value: number | null) => {
      this.daily[name][i]! += value ?? 0;
    };
    const addColumns = (kind: 1 | 2 | 3, row: KpiRow, i: number) =>
      COLUMNS[kind].forEach((name, c) => name && add(name, i, row[AGGREGATES[c]!]));

    for (const row of rows) {
      const i = row.d - base;
      const n = row.n;
      switch (row.kind) {
        case 1:
          add('services', i, n);
          if (row.x === 1) add('firstServices', i, n);
          if (row.y !== null && row.y >= 0) this.returnBands[row.y]![i]! += n;
          addColumns(1, row, i);
          break;
        case 2:
          add('litters', i, n);
          addColumns(2, row, i);
          break;
        case 3:
          add('weanings', i, n);
          addColumns(3, row, i);
          break;
        case 4:
          add('pigletDeaths', i, n);
          if (row.x !== null && row.x >= 0) this.mortalityBands[row.x]![i]! += n;
          break;
        case 5: {
          const kind = removalKindOfCode(row.x ?? 0);
          this.removals[kind][i]! += n;
          if (kind === 'cull') add('cullParitySum', i, row.a1);
          break;
        }
        case 6:
          add('giltEntries', i, n);
          break;
        case 7:
          femaleDelta[i]! += n;
          break;
        case 8:
          matedDelta[i]! += n;
          break;
        case 9:
          productiveDelta[i]! += n;
          break;
        case 10: {
          const deltas = this.parityDeltas.get(row.d);
          const delta: [number, number] = [row.x ?? 0, n];
          if (deltas) deltas.push(delta);
          else this.parityDeltas.set(row.d, [delta]);
          break;
        }
        case 11:
          this.weaningTimings[row.x!]![i]! += n;
          break;
        default:
          break;
      }
    }
    this.femaleDaysBefore = runningDays(femaleDelta, from - base);
    this.matedDaysBefore = runningDays(matedDelta, from - base);
    this.productiveDaysBefore = runningDays(productiveDelta, from - base);
  }

  /** Females present on each of these days (all in the period), by parity. */
  parityOn(days: readonly number[]): Map<number, Map<number, number>> {
    const wanted = new Set(days);
    const snapshots = new Map<number, Map<number, number>>();
    const current = new Map<number, number>();
    for (let d = this.from; d <= this.to; d++) {
      for (const [parity, delta] of this.parityDeltas.get(d) ?? []) {
        current.set(parity, (current.get(parity) ?? 0) + delta);
      }
      if (wanted.has(d)) snapshots.set(d, new Map(current));
    }
    return snapshots;
  }

  /** The report of a period inside [from, to], with the parities present on its last day. */
  report(period: Period, parityEnds: Map<number, Map<number, number>>): KpiReport {
    return reportOfTallies(period, daysOf(period), this.tallies(period, parityEnds));
  }

  /** The report and the report figures of a period inside [from, to] (report-figures.ts). */
  herdReport(period: Period, parityEnds: Map<number, Map<number, number>>): HerdReport {
    return herdReportOfTallies(period, daysOf(period), this.tallies(period, parityEnds));
  }

  /** The reference's tallies of a period inside [from, to]. */
  private tallies(period: Period, parityEnds: Map<number, Map<number, number>>): KpiTallies {
    const from = dayNumber(period.from);
    const to = dayNumber(period.to);
    const between = (values: readonly number[], a: number, b: number) => {
      let total = 0;
      for (let d = a; d <= b; d++) total += values[d - this.base]!;
      return total;
    };
    const sum = (name: DailySum) => between(this.daily[name], from, to);
    const lagged = (name: DailySum, lag: number) => between(this.daily[name], from - lag, to - lag);
    const days = (before: readonly number[]) =>
      before[to + 1 - this.from]! - before[from - this.from]!;

    const services = sum('services');
    const firstServices = sum('firstServices');
    return {
      services: {
        services,
        firstServices,
        repeatServices: services - firstServices,
        laggedServices: lagged('services', FARROWING_RATE_LAG_DAYS),
        laggedFarrowed: lagged('farrowed', FARROWING_RATE_LAG_DAYS),
        laggedDied: lagged('died', FARROWING_RATE_LAG_DAYS),
        returnWindowServices: lagged('services', RETURN_RATIO_LAG_DAYS),
        returnedWithin42: lagged('returnedWithin42', RETURN_RATIO_LAG_DAYS),
        fertilityServices: lagged('services', FERTILITY_DAYS),
        notInPigBy30: lagged('notInPigBy30', FERTILITY_DAYS),
        entryToServiceDays: sum('entryToServiceDays'),
        giltFirstServices: sum('giltFirstServices'),
        returnBands: Object.fromEntries(
          RETURN_BANDS.map((band, b) => [band, between(this.returnBands[b]!, from, to)]),
        ) as KpiTallies['services']['returnBands'],
      },
      litters: {
        litters: sum('litters'),
        bornAlive: sum('bornAlive'),
        stillborn: sum('stillborn'),
        mummified: sum('mummified'),
        gestationDays: sum('gestationDays'),
        gestations: sum('gestations'),
        littersUnder7: sum('littersUnder7'),
        littersUnder10: sum('littersUnder10'),
        farrowingIntervalDays: sum('farrowingIntervalDays'),
        farrowingIntervals: sum('farrowingIntervals'),
        pigletDeaths: sum('pigletDeaths'),
        mortalityBands: Object.fromEntries(
          PIGLET_MORTALITY_BANDS.map((band, b) => [
            band,
            between(this.mortalityBands[b]!, from, to),
          ]),
        ) as KpiTallies['litters']['mortalityBands'],
      },
      weanings: {
        weanings: sum('weanings'),
        weaned: sum('weaned'),
        weanAgeDays: sum('weanAgeDays'),
        weanAges: sum('weanAges'),
        weanedUnder17Days: sum('weanedUnder17Days'),
        weaningsOf12: sum('weaningsOf12'),
        weanToServiceDays: sum('weanToServiceDays'),
        weaningsServed: sum('weaningsServed'),
        weaningsServedWithin7: sum('weaningsServedWithin7'),
        timing: Object.fromEntries(
          WEANING_TIMINGS.map((timing, t) => [timing, between(this.weaningTimings[t]!, from, to)]),
        ) as KpiTallies['weanings']['timing'],
      },
      herd: {
        femaleDays: days(this.femaleDaysBefore),
        matedFemaleDays: days(this.matedDaysBefore),
        productiveMatedDays: days(this.productiveDaysBefore),
        removals: Object.fromEntries(
          REMOVAL_KINDS.map((kind) => [kind, between(this.removals[kind], from, to)]),
        ) as HerdTally['removals'],
        cullParitySum: sum('cullParitySum'),
        giltEntries: sum('giltEntries'),
        ...paritiesOn(parityEnds.get(to)),
      },
    };
  }
}

function daysOf(period: Period): number {
  return dayNumber(period.to) - dayNumber(period.from) + 1;
}

/** The parity figures of the females present on a day, from their count by parity. */
function paritiesOn(
  counts: Map<number, number> | undefined,
): Pick<HerdTally, 'presentOnTo' | 'paritySumOnTo' | 'parityDistribution'> {
  const parityDistribution = Object.fromEntries(
    PARITY_BUCKETS.map((bucket) => [bucket, 0]),
  ) as HerdTally['parityDistribution'];
  let presentOnTo = 0;
  let paritySumOnTo = 0;
  for (const [parity, count] of counts ?? []) {
    if (count === 0) continue;
    presentOnTo += count;
    paritySumOnTo += parity * count;
    parityDistribution[parity >= 9 ? '9+' : (String(parity) as '0')] += count;
  }
  return { presentOnTo, paritySumOnTo, parityDistribution };
}

/**
 * From per-day deltas (index start = the period's first day), the running count of each day
 * and, in the answer, Σ of those counts over the days before each day of the period:
 * answer[j] = Σ count over the first j days of the period (answer[0] = 0).
 */
function runningDays(deltas: readonly number[], start: number): number[] {
  const before = [0];
  let count = 0;
  for (let i = start; i < deltas.length; i++) {
    count += deltas[i]!;
    before.push(before[before.length - 1]! + count);
  }
  return before;
}
