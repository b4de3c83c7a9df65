import { z } from 'zod';
import {
  readDateFormat,
  readFlag,
  readHourCycle,
  readThousandDayFormat,
} from '../format/display-prefs.js';
import {
  readLengthUnit,
  readLiquidUnit,
  readTemperatureUnit,
  readWeightUnit,
} from '../format/legacy-units.js';
import { MAX_MATURITY_AGE_DAYS, MIN_MATURITY_AGE_DAYS } from '../inventory/inventory-api.js';
import { LOCALES } from '../locales.js';
import { COLORS_DISPLAY } from '../objectives/colour-state.js';
import { SILO_DISPLAYS, SILO_ORDERS } from './display-preferences.js';
import { objectivesPreferenceSchema } from '../objectives/objective.js';
import { favouritesPreferenceSchema } from './favourites-preference.js';
import {
  customMonitoringPreferenceSchema,
  monitoringDisplayPreferenceSchema,
} from './monitoring-preferences.js';
import { filterGroupsPreferenceSchema, lactationPreferenceSchema } from './filter-preferences.js';
import { dashboardTilesPreferenceSchema, tilePeriodsPreferenceSchema } from './tile-preferences.js';

/**
 * The preference keys the reports read, checked when user or site preferences are saved
 * (docs/preferences.md). Stored preferences are still read leniently (parsePreferences and each
 * key's reader), so data saved before a rule existed never breaks a page.
 */

/** How report grids show their figures (spec §2 "Grid display options"). */
export const GRID_DISPLAYS = ['standard', 'compact', 'total', 'percent', 'per_sow'] as const;
export type GridDisplay = (typeof GRID_DISPLAYS)[number];

/** The goals toggle (spec §4): 'on' colours tiles by the site's objectives (goalsSource). */
export const TYPE_OBJECTIVES = ['on', 'off'] as const;

const oneOf = <const T extends readonly [string, ...string[]]>(choices: T) =>
  z.enum(choices, { error: `must be one of ${choices.join(', ')}` });

/**
 * A display preference (docs/formatting.md) must be one its reader reads: any stored spelling
 * it knows ('Kg', 'kilograms', 'lbs'…), so that a value saved is a value shown.
 */
const readableBy = (read: (stored: unknown) => unknown, what: string) =>
  z.unknown().refine((value) => read(value) !== undefined, { error: `must be ${what}` });

/** Every key is optional; keys not listed are free and kept as written. */
export const reportPreferencesSchema = z.looseObject({
  Language: oneOf(LOCALES).optional(),
  weightUnit: readableBy(readWeightUnit, 'a weight unit').optional(),
  weight: readableBy(readWeightUnit, 'a weight unit').optional(),
  siloWeight: readableBy(readWeightUnit, 'a weight unit').optional(),
  length: readableBy(readLengthUnit, 'a length unit').optional(),
  TemperatureUnit: readableBy(readTemperatureUnit, 'a temperature unit').optional(),
  LiquidUnit: readableBy(readLiquidUnit, 'a liquid unit').optional(),
  TimeFormat: readableBy(readHourCycle, 'a 12- or 24-hour clock').optional(),
  DateFormat: readableBy(readDateFormat, 'YYYY-MM-DD, DD-MM-YYYY, MM-DD-YYYY or human').optional(),
  thousandDayCalendar: readableBy(readFlag, 'true or false').optional(),
  thousandDayCalendarFormat: readableBy(readThousandDayFormat, 'TTT or CC-TTT').optional(),
  maturityAge: z
    .number({ error: 'must be a whole number of days' })
    .int({ error: 'must be a whole number of days' })
    .min(MIN_MATURITY_AGE_DAYS, { error: `must be ${MIN_MATURITY_AGE_DAYS} days or more` })
    .max(MAX_MATURITY_AGE_DAYS, { error: `must be ${MAX_MATURITY_AGE_DAYS} days or fewer` })
    .optional(),
  silosOrder: oneOf(SILO_ORDERS).optional(),
  silosDisplay: oneOf(SILO_DISPLAYS).optional(),
  favorites: favouritesPreferenceSchema.optional(),
  dashboardTiles: dashboardTilesPreferenceSchema.optional(),
  tilePeriods: tilePeriodsPreferenceSchema.optional(),
  objectives: objectivesPreferenceSchema.optional(),
  typeObjectives: oneOf(TYPE_OBJECTIVES).optional(),
  colorsDisplay: oneOf(COLORS_DISPLAY).optional(),
  gradientOrNo: z.boolean({ error: 'must be true or false' }).optional(),
  gridDisplay: oneOf(GRID_DISPLAYS).optional(),
  lactation: lactationPreferenceSchema.optional(),
  filterGroups: filterGroupsPreferenceSchema.optional(),
  monitoringDisplay: monitoringDisplayPreferenceSchema.optional(),
  customMonitoring: customMonitoringPreferenceSchema.optional(),
});

const CHECKED_KEYS = new Set(Object.keys(reportPreferencesSchema.shape));

/** Where a saved preference is wrong, as a JSON path from `prefs` (prefs.favorites[0].name). */
export type PreferenceIssue = { field: string; reason: string };

/**
 * Why preferences cannot be saved: every checked key that breaks its rule, none when they can.
 * A checked key whose value is the one already stored is not checked again, so a value stored
 * before its rule existed never stops the user from saving another preference.
 */
export function writtenPreferenceIssues(
  written: string,
  stored: string | null | undefined,
): PreferenceIssue[] {
  const next = jsonObject(written);
  if (!next) return [{ field: 'prefs', reason: 'must be a JSON object encoded as a string' }];
  const previous = (stored ? jsonObject(stored) : null) ?? {};
  const changed = Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) =>
        CHECKED_KEYS.has(key) && JSON.stringify(value) !== JSON.stringify(previous[key]),
    ),
  );
  const result = reportPreferencesSchema.safeParse(changed);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({
        field: preferencePath(issue.path),
        reason: issue.message,
      }));
}

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function preferencePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (field, segment) =>
      typeof segment === 'number' ? `${field}[${segment}]` : `${field}.${String(segment)}`,
    'prefs',
  );
}
