import {
  FARROWING_RATE_LAG_DAYS,
  KPI_KEYS,
  PARITY_BUCKETS,
  PIGLET_MORTALITY_BANDS,
  RETURN_BANDS,
  UNRECORDED_USER,
  dateOfDay,
  dayNumber,
  splitPeriod,
  type KpiInterval,
  type KpiReport,
  type KpiValues,
  type Period,
  type UserCounts,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { ensureHerdFacts } from '../../repositories/herd-facts-repository.js';
import { fetchKpiRows, type KpiRow } from '../../repositories/kpi-repository.js';

export type SiteKpiOptions = {
  /** Also one report per ISO week or calendar month of the period. */
  interval?: KpiInterval | undefined;
  /** Also the event-count KPIs per user who recorded the events. */
  byUser?: boolean | undefined;
};

export type SiteKpis = KpiReport & {
  series?: KpiReport[];
  by_user?: Record<string, UserCounts>;
};

/**
 * The site's KPI report for a period (docs/kpis.md, "Server engine"): the same answer as the
 * reference `computeKpiReport` over every stored record of the site, from one SQL query over the
 * site's derived facts that returns per-day tallies (repositories/kpi-repository.ts, recomputing
 * the facts first if their derivation changed); this module only adds them up over
 * the period (and each interval of a series) and divides, in the reference's float order.
 * Throws a RangeError when a date is malformed or `from` is after `to`.
 */
export async function computeSiteKpis(
  db: Executor,
  site: RecordsSite,
  period: Period,
  options: SiteKpiOptions = {},
): Promise<SiteKpis> {
  const intervals = options.interval ? splitPeriod(period, options.interval) : [];
  const { tallies, rows } = await talliesOver(db, site, [period]);
  const parityEnds = tallies.parityOn([period, ...intervals].map((part) => toDay(part.to)));
  const report = (part: Period) => tallies.report(part, parityEnds);
  return {
    ...report(period),
    ...(options.interval ? { series: intervals.map(report) } : {}),
    ...(options.byUser
      ? { by_user: countsByUser(rows, toDay(period.from), toDay(period.to)) }
      : {}),
  };
}

/**
 * One report per period, in the order given, from one query over the days they span: the
 * columns of a performance-monitoring grid (weeks, months, quarters, rolling weeks side by side).
 * Each is the reference's report of that period. Throws a RangeError like computeSiteKpis.
 */
export async function computeSiteKpiPeriods(
  db: Executor,
  site: RecordsSite,
  periods: readonly Period[],
): Promise<KpiReport[]> {
  if (periods.length === 0) return [];
  const { tallies } = await talliesOver(db, site, periods);
  const parityEnds = tallies.parityOn(periods.map((part) => toDay(part.to)));
  return periods.map((part) => tallies.report(part, parityEnds));
}

/** The day tallies of the days the periods span (and the 115 days before, for far_rate). */
async function talliesOver(db: Executor, site: RecordsSite, periods: readonly Period[]) {
  let from = Infinity;
  let to = -Infinity;
  for (const period of periods) {
    const start = toDay(period.from);
    const end = toDay(period.to);
    if (start > end) throw new RangeError(`period from ${period.from} is after to ${period.to}`);
    from = Math.min(from, start);
    to = Math.max(to, end);
  }
  await ensureHerdFacts(db, site);
  const rows = await fetchKpiRows(db, site, from, to, FARROWING_RATE_LAG_DAYS);
  return { rows, tallies: new DayTallies(from - FARROWING_RATE_LAG_DAYS, from, to, rows) };
}

/** What the period's days hold; arrays are indexed by day − base (base = from − 115). */
class DayTallies {
  private readonly size: number;
  private readonly services: number[];
  private readonly firstServices: number[];
  private readonly farrowedServices: number[];
  private readonly returnBands: number[][];
  private readonly litters: number[];
  private readonly bornAlive: number[];
  private readonly stillborn: number[];
  private readonly mummified: number[];
  private readonly gestationDays: number[];
  private readonly gestations: number[];
  private readonly weanings: number[];
  private readonly weaned: number[];
  private readonly weanAgeDays: number[];
  private readonly weanAges: number[];
  private readonly weanToServiceDays: number[];
  private readonly weaningsServed: number[];
  private readonly servedWithin7: number[];
  private readonly pigletDeaths: number[];
  private readonly mortalityBands: number[][];
  private readonly culls: number[];
  private readonly deaths: number[];
  private readonly giltEntries: number[];
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
    this.size = to - base + 1;
    const zeros = () => new Array<number>(this.size).fill(0);
    this.services = zeros();
    this.firstServices = zeros();
    this.farrowedServices = zeros();
    this.returnBands = RETURN_BANDS.map(zeros);
    this.litters = zeros();
    this.bornAlive = zeros();
    this.stillborn = zeros();
    this.mummified = zeros();
    this.gestationDays = zeros();
    this.gestations = zeros();
    this.weanings = zeros();
    this.weaned = zeros();
    this.weanAgeDays = zeros();
    this.weanAges = zeros();
    this.weanToServiceDays = zeros();
    this.weaningsServed = zeros();
    this.servedWithin7 = zeros();
    this.pigletDeaths = zeros();
    this.mortalityBands = PIGLET_MORTALITY_BANDS.map(zeros);
    this.culls = zeros();
    this.deaths = zeros();
    this.giltEntries = zeros();
    const femaleDelta = zeros();
    const matedDelta = zeros();
    const productiveDelta = zeros();

    for (const row of rows) {
      const i = row.d - base;
      const n = row.n;
      switch (row.kind) {
        case 1:
          this.services[i]! += n;
          if (row.x === 1) this.firstServices[i]! += n;
          if (row.z === 1) this.farrowedServices[i]! += n;
          if (row.y !== null && row.y >= 0) this.returnBands[row.y]![i]! += n;
          break;
        case 2:
          this.litters[i]! += n;
          this.bornAlive[i]! += row.a1 ?? 0;
          this.stillborn[i]! += row.a2 ?? 0;
          this.mummified[i]! += row.a3 ?? 0;
          this.gestationDays[i]! += row.a4 ?? 0;
          this.gestations[i]! += row.a5 ?? 0;
          break;
        case 3:
          this.weanings[i]! += n;
          this.weaned[i]! += row.a1 ?? 0;
          this.weanAgeDays[i]! += row.a2 ?? 0;
          this.weanAges[i]! += row.a3 ?? 0;
          this.weanToServiceDays[i]! += row.a4 ?? 0;
          this.weaningsServed[i]! += row.a5 ?? 0;
          this.servedWithin7[i]! += row.a6 ?? 0;
          break;
        case 4:
          this.pigletDeaths[i]! += n;
          if (row.x !== null && row.x >= 0) this.mortalityBands[row.x]![i]! += n;
          break;
        case 5:
          if (row.x === 1) this.culls[i]! += n;
          if (row.x === 2) this.deaths[i]! += n;
          break;
        case 6:
          this.giltEntries[i]! += n;
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

  report(period: Period, parityEnds: Map<number, Map<number, number>>): KpiReport {
    const from = dayNumber(period.from);
    const to = dayNumber(period.to);
    const D = to - from + 1;
    const sum = (values: readonly number[], a = from, b = to) => {
      let total = 0;
      for (let d = a; d <= b; d++) total += values[d - this.base]!;
      return total;
    };
    const days = (before: readonly number[]) =>
      before[to + 1 - this.from]! - before[from - this.from]!;

    const services = sum(this.services);
    const firstServices = sum(this.firstServices);
    const laggedFrom = from - FARROWING_RATE_LAG_DAYS;
    const laggedTo = to - FARROWING_RATE_LAG_DAYS;
    const laggedServices = sum(this.services, laggedFrom, laggedTo);
    const laggedFarrowed = sum(this.farrowedServices, laggedFrom, laggedTo);
    const litters = sum(this.litters);
    const bornAlive = sum(this.bornAlive);
    const stillborn = sum(this.stillborn);
    const mummified = sum(this.mummified);
    const weanings = sum(this.weanings);
    const weaned = sum(this.weaned);
    const femaleDays = days(this.femaleDaysBefore);
    const matedDays = days(this.matedDaysBefore);
    const productiveDays = days(this.productiveDaysBefore);
    const avgFemales = femaleDays / D;
    const avgMatedFemales = matedDays / D;

    const parityDistribution = Object.fromEntries(
      PARITY_BUCKETS.map((bucket) => [bucket, 0]),
    ) as KpiReport['parity_distribution'];
    let presentOnTo = 0;
    let paritySum = 0;
    for (const [parity, count] of parityEnds.get(to) ?? []) {
      if (count === 0) continue;
      presentOnTo += count;
      paritySum += parity * count;
      parityDistribution[parity >= 9 ? '9+' : (String(parity) as '0')] += count;
    }

    const values: KpiValues = {
      services,
      first_services: firstServices,
      pc_repeat_services: ratio(services - firstServices, services),
      far_rate: ratio(laggedFarrowed, laggedServices),
      litters,
      total_born: ratio(bornAlive + stillborn + mummified, litters),
      born_alive: ratio(bornAlive, litters),
      stillborn: ratio(stillborn, litters),
      mummified: ratio(mummified, litters),
      ges_length: ratio(sum(this.gestationDays), sum(this.gestations)),
      weanings,
      weaned,
      weaned_per_litter: ratio(weaned, weanings),
      wean_age: ratio(sum(this.weanAgeDays), sum(this.weanAges)),
      pre_wean_mortality: ratio(sum(this.pigletDeaths), bornAlive),
      wsi: ratio(sum(this.weanToServiceDays), sum(this.weaningsServed)),
      pc_served_7d: ratio(sum(this.servedWithin7), weanings),
      avg_females: avgFemales,
      avg_mated_females: avgMatedFemales,
      litters_mf_year: perYear(litters, D, avgMatedFemales),
      pw_mf_year: perYear(weaned, D, avgMatedFemales),
      pc_culling: perYear(sum(this.culls), D, avgFemales),
      pc_mortality: perYear(sum(this.deaths), D, avgFemales),
      replacement_rate: perYear(sum(this.giltEntries), D, avgFemales),
      parity: ratio(paritySum, presentOnTo),
      npd: matedDays === 0 ? null : ((matedDays - productiveDays) / matedDays) * 365,
      // Version 2 keys, not computed yet (the catalogue step lands before the engines).
      adj_far_rate: null,
      return_ratio: null,
      farrowing_interval: null,
      entry_to_service: null,
      gilts_entered: null,
      pc_litters_lt7: null,
      pc_litters_lt10: null,
      pc_weanings_ge12: null,
      pc_weaned_lt17d: null,
      removal_rate: null,
      cull_parity: null,
    };

    return {
      from: period.from,
      to: period.to,
      kpis: Object.fromEntries(KPI_KEYS.map((key) => [key, values[key]])) as KpiValues,
      return_bands: Object.fromEntries(
        RETURN_BANDS.map((band, b) => [band, sum(this.returnBands[b]!)]),
      ) as KpiReport['return_bands'],
      parity_distribution: parityDistribution,
      piglet_mortality_bands: Object.fromEntries(
        PIGLET_MORTALITY_BANDS.map((band, b) => [band, sum(this.mortalityBands[b]!)]),
      ) as KpiReport['piglet_mortality_bands'],
      removals_by_kind: { cull: 0, death: 0, euthanasia: 0, transfer: 0 },
    };
  }
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

/** group_by=user: services, first services, litters, weanings and weaned of the period per user. */
function countsByUser(rows: readonly KpiRow[], from: number, to: number) {
  const byUser: Record<string, UserCounts> = {};
  const tally = (user: string | null): UserCounts =>
    (byUser[user ?? UNRECORDED_USER] ??= {
      services: 0,
      first_services: 0,
      litters: 0,
      weanings: 0,
      weaned: 0,
    });
  for (const row of rows) {
    if (row.d < from || row.d > to) continue;
    if (row.kind === 1) {
      const counts = tally(row.u);
      counts.services += row.n;
      if (row.x === 1) counts.first_services += row.n;
    } else if (row.kind === 2) {
      tally(row.u).litters += row.n;
    } else if (row.kind === 3) {
      const counts = tally(row.u);
      counts.weanings += row.n;
      counts.weaned += row.a1 ?? 0;
    }
  }
  return byUser;
}

/** The reference's float order (packages/domain/src/kpi/ratio.ts), to the last bit. */
function ratio(numerator: number, denominator: number): number | null {
  return denominator === 0 ? null : numerator / denominator;
}

function perYear(count: number, days: number, averageInventory: number): number | null {
  return averageInventory === 0 ? null : ((count / days) * 365) / averageInventory;
}

function toDay(date: string): number {
  const day = dayNumber(date);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || dateOfDay(day) !== date) {
    throw new RangeError(`not a calendar date YYYY-MM-DD: ${date}`);
  }
  return day;
}
