import { z } from 'zod';
import { decimalField, integerField, textField } from '../records/field-schemas.js';
import { calendarDateSchema } from '../time/supported-dates.js';

/** Daily feed-intake exchange format (docs/feeding.md), in the style of the herd records. */

export const FEED_KINDS = ['gestation', 'lactation'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

export const STATION_KINDS = ['gestation_station', 'lactation_feeder'] as const;
export type StationKind = (typeof STATION_KINDS)[number];

/** The station kind that feeds a kind of intake. */
export function stationKindOf(kind: FeedKind): StationKind {
  return kind === 'gestation' ? 'gestation_station' : 'lactation_feeder';
}

/** One sow's feed on one day, from one kind of feeding (gestation station or lactation feeder). */
export const feedIntakeSchema = z.strictObject({
  animal: textField(64),
  date: calendarDateSchema,
  kind: z.enum(FEED_KINDS, 'must be gestation or lactation'),
  /** Ration of the day, grams. */
  target_g: integerField(0, 50_000),
  /** Feed actually given, grams. */
  distributed_g: integerField(0, 50_000),
  /** The sow's ration as a percentage of the feed curve (body-condition adjustment). */
  curve_percent: decimalField(0, 1000).optional(),
  /** Gestation day (days since service) or lactation day (days since farrowing). */
  day: integerField(0, 400),
  /** Name of the gestation station or lactation feeder. */
  station: textField(100).optional(),
});
export type FeedIntake = z.output<typeof feedIntakeSchema>;
export type FeedIntakeInput = z.input<typeof feedIntakeSchema>;

/** Fields (and CSV columns) of the format, in export order. */
export const FEED_INTAKE_COLUMNS = [
  'animal',
  'date',
  'kind',
  'target_g',
  'distributed_g',
  'curve_percent',
  'day',
  'station',
] as const;
