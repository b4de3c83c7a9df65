import {
  earliestOfLastDays,
  tilePeriodRange,
  TILES,
  type Preferences,
  type TileKey,
} from '@barnboard/domain';
import { storedTileMonths } from './report-preferences';
import type { DateRange } from './comparison';

/**
 * The dates a tile shows: its chosen day for a live tile, its stored period ending today
 * (spec §4) for a period tile, none for an undated one. A tile whose period looks back a
 * limited number of days (the reproduction analysis, spec §5) starts no earlier, whatever
 * period is stored.
 */
export function tileRange(
  key: TileKey,
  prefs: Preferences,
  today: string,
  day: string,
): DateRange | null {
  switch (TILES[key].period) {
    case 'day':
      return { from: day, to: day };
    case 'period': {
      const range = tilePeriodRange(storedTileMonths(prefs, key), today);
      const maxDays = TILES[key].maxDays;
      if (maxDays === undefined) return range;
      const earliest = earliestOfLastDays(maxDays, today);
      return range.from < earliest ? { ...range, from: earliest } : range;
    }
    case 'none':
      return null;
  }
}

/** The period of the same length just before a range: the default second period to compare. */
export function previousRange(range: DateRange): DateRange {
  const day = 86_400_000;
  const from = Date.parse(`${range.from}T00:00:00Z`);
  const to = Date.parse(`${range.to}T00:00:00Z`);
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: iso(from - (to - from) - day), to: iso(from - day) };
}
