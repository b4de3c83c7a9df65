import { z } from 'zod';
import { integerField, textField } from '../records/field-schemas.js';
import { FEED_KINDS } from './intake-schema.js';
import { isNotificationCode, NOTIFICATION_CODES } from './notification-codes.js';
import { siteTimeField } from './time.js';

/**
 * The other feeding exchange formats (docs/feeding.md), in the style of the feed intakes: station
 * visits and notifications (their `time` read in the site's time zone, hence the factories),
 * stations and feed curves.
 */

/** A sow's visit to a gestation station and the feed it gave her. */
export function stationVisitSchema(timeZone: string) {
  return z.strictObject({
    animal: textField(64),
    station: textField(100),
    time: siteTimeField(timeZone),
    quantity_g: integerField(0, 50_000),
  });
}
export type StationVisit = z.output<ReturnType<typeof stationVisitSchema>>;

export const STATION_VISIT_COLUMNS = ['animal', 'station', 'time', 'quantity_g'] as const;

/** An alarm of a station or feeder, one of spec §8's codes. */
export function stationNotificationSchema(timeZone: string) {
  return z.strictObject({
    station: textField(100),
    code: integerField(0).refine(
      isNotificationCode,
      `must be a notification code: ${NOTIFICATION_CODES.join(', ')}`,
    ),
    time: siteTimeField(timeZone),
  });
}
export type StationNotification = z.output<ReturnType<typeof stationNotificationSchema>>;

export const STATION_NOTIFICATION_COLUMNS = ['station', 'code', 'time'] as const;

/** A gestation station or a lactation feeder, by the kind of feeding it gives. */
export const feedingStationSchema = z.strictObject({
  name: textField(100),
  kind: z.enum(FEED_KINDS, 'must be gestation or lactation'),
  /** Where it stands, e.g. 'Gestation pen 3' or 'Farrowing A-12'. */
  location: textField(100).optional(),
});
export type FeedingStation = z.output<typeof feedingStationSchema>;

export const FEEDING_STATION_COLUMNS = ['name', 'kind', 'location'] as const;

/** A feed curve: grams per day by gestation or lactation day, linear between its points. */
export const feedCurveSchema = z.strictObject({
  name: textField(100),
  kind: z.enum(FEED_KINDS, 'must be gestation or lactation'),
  points: z
    .array(z.strictObject({ day: integerField(0, 400), grams: integerField(0, 50_000) }))
    .min(1, 'must hold at least one point')
    .max(400)
    .superRefine((points, ctx) => {
      for (let i = 1; i < points.length; i++) {
        if (points[i]!.day <= points[i - 1]!.day)
          ctx.addIssue({
            code: 'custom',
            path: [i, 'day'],
            message: `must be after the previous point's day (${points[i - 1]!.day})`,
            input: points[i]!.day,
          });
      }
    }),
});
export type FeedCurve = z.output<typeof feedCurveSchema>;
