import { dateOfDay, dayNumber } from '../herd/day-number.js';
import type { ReportPeriod } from './report-period.js';

/**
 * Gestation visits (docs/feeding.md, "Gestation visits"): per day of a period, the sows expected
 * at the stations, those that came and how often, and per station its visits. The server sums
 * the rows up in SQL; this puts every day of the period in order, empty days included.
 */

/** Visits of one day: all stations together, or one station. */
export type VisitTotals = { date: string; visits: number; sows: number; distributed_g: number };
export type StationVisitTotals = VisitTotals & { station: string; location: string | null };

export type StationVisits = Omit<StationVisitTotals, 'date'>;

export type VisitsDay = {
  date: string;
  /** Sows with a gestation ration (target > 0 g) that day, as on the gestation live page. */
  expected: number;
  /** Sows with at least one visit that day. */
  visited: number;
  visits: number;
  /**
   * Visits ÷ sows that visited, exact (rounded once, at display: rounded here to 0.1 first, it
   * read "3.50" every day where the days were 3.46 to 3.53); null when none came.
   */
  visits_per_sow: number | null;
  /** Feed the visits gave, grams. */
  distributed_g: number;
  /** By station name. */
  stations: StationVisits[];
};

/** A sow expected on the last day of the period that did not visit a station that day. */
export type NotVisitedSow = {
  animal: string;
  /** The station of her ration, where she was expected. */
  station: string | null;
  location: string | null;
  /** Gestation day. */
  day: number;
  target_g: number;
};

export type GestationVisits = ReportPeriod & { days: VisitsDay[]; not_visited: NotVisitedSow[] };

export function gestationVisits(
  period: ReportPeriod,
  rows: {
    expected: { date: string; sows: number }[];
    days: VisitTotals[];
    stations: StationVisitTotals[];
    notVisited: NotVisitedSow[];
  },
): GestationVisits {
  const expected = new Map(rows.expected.map((row) => [row.date, row.sows]));
  const totals = new Map(rows.days.map((row) => [row.date, row]));
  const stations = new Map<string, StationVisits[]>();
  for (const { date, ...station } of rows.stations) {
    stations.set(date, [...(stations.get(date) ?? []), station]);
  }
  const days: VisitsDay[] = [];
  for (let day = dayNumber(period.from); day <= dayNumber(period.to); day++) {
    const date = dateOfDay(day);
    const total = totals.get(date);
    const visited = total?.sows ?? 0;
    const visits = total?.visits ?? 0;
    days.push({
      date,
      expected: expected.get(date) ?? 0,
      visited,
      visits,
      visits_per_sow: visited > 0 ? visits / visited : null,
      distributed_g: total?.distributed_g ?? 0,
      stations: (stations.get(date) ?? []).sort((a, b) => byName(a.station, b.station)),
    });
  }
  return {
    ...period,
    days,
    not_visited: [...rows.notVisited].sort((a, b) => byName(a.animal, b.animal)),
  };
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
