import { dateOfDay, dayNumber } from '../herd/day-number.js';
import type { ServiceOutcome } from '../herd/timeline-types.js';
import { returnBand } from '../kpi/bands.js';
import {
  FARROWING_RATE_LAG_DAYS,
  RETURN_BANDS,
  type Period,
  type ReturnBand,
} from '../kpi/catalogue.js';
import { inRange, periodRange } from '../kpi/period-range.js';
import { ratio } from '../kpi/ratio.js';
import { zeroCounts } from './analysis-query.js';
import { breedingState, BREEDING_STATES } from './breeding-state.js';
import { parityGroup, PARITY_GROUPS, type ParityGroup } from './parity-groups.js';
import type { ReproductionAnalysis } from './reproduction-analysis-api.js';
import { compareOptionalNames } from './rooms.js';
import { periodWeeks } from './weeks.js';

/**
 * The reproduction analysis (docs/herd-analysis.md): the services of a recent period and where
 * each stands today, by week of service; the returns analysis (repeat services by return
 * interval and band); and the farrowing rate of the period (docs/kpis.md far_rate: services of
 * [from − 115, to − 115]) by parity, boar, technician, weekday and kind of service.
 */

/** One service (day numbers). */
export type ServiceRow = {
  animal: string;
  day: number;
  /** Her parity on the service day. */
  parity: number;
  first: boolean;
  /** A repeat service: days since her service before; null for a first service. */
  interval: number | null;
  boar: string | null;
  /** Who recorded it (the record's `user`): the technician. */
  user: string | null;
  outcome: ServiceOutcome;
  outcomeDay: number | null;
  /** A positive pregnancy check is dated after the service. */
  confirmed: boolean;
};

export type ReproductionAnalysisFilters = { parity: readonly ParityGroup[] };

/** ISO weekday of a day number: 1 Monday … 7 Sunday (day 0, 1970-01-01, was a Thursday). */
export function isoWeekday(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** The band of the return that ended a service, when a return did. */
function returnBandOf(row: ServiceRow): ReturnBand | null {
  return row.outcome === 'returned' && row.outcomeDay !== null
    ? returnBand(row.outcomeDay - row.day)
    : null;
}

/** The return band of a repeat service itself (the returns analysis, docs/kpis.md). */
const ownBand = (row: ServiceRow): ReturnBand | null =>
  row.first || row.interval === null ? null : returnBand(row.interval);

function serviceCounts(rows: readonly ServiceRow[]) {
  const states = zeroCounts(BREEDING_STATES);
  const returned = zeroCounts(RETURN_BANDS);
  let first = 0;
  for (const row of rows) {
    if (row.first) first++;
    states[breedingState(row.outcome, row.confirmed)]++;
    const band = returnBandOf(row);
    if (band) returned[band]++;
  }
  return {
    services: rows.length,
    first_services: first,
    repeat_services: rows.length - first,
    states,
    returned_by_band: returned,
  };
}

/** Farrowing rate per group of the window's services, groups in `order` (or by name). */
function farrowingRates(
  rows: readonly ServiceRow[],
  keyOf: (row: ServiceRow) => string | null,
  order?: readonly string[],
) {
  const groups = new Map<string | null, ServiceRow[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const keys = [...groups.keys()].sort((a, b) =>
    order ? order.indexOf(a ?? '') - order.indexOf(b ?? '') : compareOptionalNames(a, b),
  );
  return keys.map((key) => ({ key, ...farrowingRate(groups.get(key)!) }));
}

/**
 * The farrowing rate of some of the window's services, with those still pending: a service of
 * 115 days whose sow has not farrowed yet is not a failure (the gestation losses list her as
 * pending), so the rate is not final while any is (docs/herd-analysis.md).
 */
function farrowingRate(rows: readonly ServiceRow[]) {
  const farrowed = rows.filter((row) => row.outcome === 'farrowed').length;
  const pending = rows.filter((row) => row.outcome === 'pending').length;
  return { services: rows.length, farrowed, pending, far_rate: ratio(farrowed, rows.length) };
}

/** The services of each ISO week of the period (the services are the period's). */
function byWeek(period: Period, services: readonly ServiceRow[]) {
  const { weeks, weekOf } = periodWeeks(period);
  const rows = weeks.map((): ServiceRow[] => []);
  for (const service of services) rows[weekOf(service.day)]!.push(service);
  return weeks.map((week, index) => ({ ...week, ...serviceCounts(rows[index]!) }));
}

export function reproductionAnalysis(
  period: Period,
  today: string,
  serviceRows: readonly ServiceRow[],
  filters: ReproductionAnalysisFilters,
): ReproductionAnalysis {
  const range = periodRange(period);
  const window = {
    from: range.from - FARROWING_RATE_LAG_DAYS,
    to: range.to - FARROWING_RATE_LAG_DAYS,
  };
  const todayDay = dayNumber(today);
  const chosen = serviceRows.filter((row) => {
    const group = parityGroup(row.parity);
    return filters.parity.length === 0 || filters.parity.includes(group);
  });
  const services = chosen
    .filter((row) => inRange(row.day, range))
    .sort((a, b) => a.day - b.day || compareOptionalNames(a.animal, b.animal));
  const windowed = chosen.filter((row) => inRange(row.day, window));
  const repeats = services.filter((row) => ownBand(row) !== null);

  const bandCounts = (rows: readonly ServiceRow[]) => {
    const bands = zeroCounts(RETURN_BANDS);
    for (const row of rows) bands[ownBand(row)!]++;
    return bands;
  };
  const intervals = new Map<number, number>();
  for (const row of repeats) intervals.set(row.interval!, (intervals.get(row.interval!) ?? 0) + 1);

  return {
    from: period.from,
    to: period.to,
    today,
    ...serviceCounts(services),
    weeks: byWeek(period, services),
    returns: {
      repeats: repeats.length,
      bands: bandCounts(repeats),
      intervals: [...intervals]
        .sort(([a], [b]) => a - b)
        .map(([days, count]) => ({ days, repeats: count })),
      parities: PARITY_GROUPS.filter(
        (group) => filters.parity.length === 0 || filters.parity.includes(group),
      ).map((group) => {
        const of = repeats.filter((row) => parityGroup(row.parity) === group);
        return { group, repeats: of.length, bands: bandCounts(of) };
      }),
    },
    farrowing_rate: {
      window: { from: dateOfDay(window.from), to: dateOfDay(window.to) },
      ...farrowingRate(windowed),
      by_parity: farrowingRates(windowed, (row) => parityGroup(row.parity), PARITY_GROUPS),
      by_boar: farrowingRates(windowed, (row) => row.boar),
      by_technician: farrowingRates(windowed, (row) => row.user),
      by_weekday: farrowingRates(windowed, (row) => String(isoWeekday(row.day))),
      by_service: farrowingRates(windowed, (row) => ownBand(row) ?? 'first', [
        'first',
        ...RETURN_BANDS,
      ]),
    },
    list: services.map((row) => ({
      animal: row.animal,
      date: dateOfDay(row.day),
      parity: row.parity,
      first: row.first,
      interval: row.interval,
      boar: row.boar,
      user: row.user,
      state: breedingState(row.outcome, row.confirmed),
      state_date: row.outcomeDay === null ? null : dateOfDay(row.outcomeDay),
      return_band: returnBandOf(row),
      days: todayDay - row.day,
    })),
  };
}
