import {
  fromStoredMonths,
  isStoredMonths,
  isTileKey,
  readLactationDays,
  formatLactationDays,
  TILES,
  toStoredMonths,
  type LactationDays,
  type Preferences,
  type TileKey,
  type TilePeriod,
} from '@barnboard/domain';

/**
 * The report preferences of the tile system, read leniently (a value this version cannot read
 * takes its default) and written as changes for savePreferences, each a whole top-level key:
 *
 * - `tilePeriods`: `{ <tileKey>: storedMonths }`, each tile's period (spec §4);
 * - `lactation.lactation_day_range`: 'from/to' (spec §3, default 1/18);
 * - `filterGroups`: `{ <tileKey>: [{ name, items }] }`, the saved filter groups (spec §3 "name,
 *   per report"), items being values of the report's group filter.
 *
 * The server checks the same shapes when they are saved (packages/domain/src/prefs).
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const recordAt = (value: unknown, key: string): Record<string, unknown> =>
  isRecord(value) && isRecord(value[key]) ? value[key] : {};

/** The stored months of a tile's period: the saved one, else the tile's default. */
export function storedTileMonths(prefs: Preferences, key: TileKey): number {
  const saved = recordAt(prefs, 'tilePeriods')[key];
  if (typeof saved === 'number' && isStoredMonths(saved)) return saved;
  return TILES[key].defaultMonths ?? 1;
}

export function tilePeriodOf(prefs: Preferences, key: TileKey): TilePeriod {
  return fromStoredMonths(storedTileMonths(prefs, key));
}

/** The change saving a tile's period; throws a RangeError for a period tilePeriodIssue refuses. */
export function tilePeriodChange(
  prefs: Preferences,
  key: TileKey,
  period: TilePeriod,
): { tilePeriods: Record<string, unknown> } {
  // Entries no longer readable are dropped, or the server would refuse the whole key.
  const kept = Object.entries(recordAt(prefs, 'tilePeriods')).filter(
    ([tile, months]) => isTileKey(tile) && typeof months === 'number' && isStoredMonths(months),
  );
  return { tilePeriods: { ...Object.fromEntries(kept), [key]: toStoredMonths(period) } };
}

export function lactationDaysOf(prefs: Preferences): LactationDays {
  const stored = recordAt(prefs, 'lactation')['lactation_day_range'];
  return readLactationDays(typeof stored === 'string' ? stored : null);
}

/** The change saving the lactation-day range, keeping the other lactation settings. */
export function lactationDaysChange(
  prefs: Preferences,
  range: LactationDays,
): { lactation: Record<string, unknown> } {
  return {
    lactation: { ...recordAt(prefs, 'lactation'), lactation_day_range: formatLactationDays(range) },
  };
}

export type FilterGroup = { name: string; items: string[] };

const isFilterGroup = (value: unknown): value is FilterGroup =>
  isRecord(value) &&
  typeof value['name'] === 'string' &&
  Array.isArray(value['items']) &&
  value['items'].every((item) => typeof item === 'string');

export function filterGroupsOf(prefs: Preferences, key: TileKey): FilterGroup[] {
  const groups = recordAt(prefs, 'filterGroups')[key];
  return Array.isArray(groups) ? groups.filter(isFilterGroup) : [];
}

/** The change saving a group: a group of the same name is replaced (the panel asked first). */
export function filterGroupChange(
  prefs: Preferences,
  key: TileKey,
  group: FilterGroup,
): { filterGroups: Record<string, unknown> } {
  const name = group.name.trim();
  const others = filterGroupsOf(prefs, key).filter((other) => other.name.trim() !== name);
  return {
    filterGroups: { ...recordAt(prefs, 'filterGroups'), [key]: [...others, { ...group, name }] },
  };
}
