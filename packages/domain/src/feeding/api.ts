import { z } from 'zod';
import { pageMetaSchema, pageQuerySchema } from '../api/common.js';
import { calendarDateSchema } from '../time/supported-dates.js';
import { DEFAULT_LACTATION_DAYS, parseDayRange } from './figures.js';
import { FEED_KINDS, STATION_KINDS } from './intake-schema.js';
import { siteTimeSchema } from './time.js';

/** Query and answer shapes of the feeding routes (docs/feeding.md). */

const fromTo = {
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
};
const ordered = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
const orderedMessage = { path: ['to'], message: 'must not be before from' };

export const feedingDayQuerySchema = z.object({ date: calendarDateSchema.optional() });

export const lactationHistoryQuerySchema = z
  .object({
    ...fromTo,
    lactation_days: z
      .string()
      .default(DEFAULT_LACTATION_DAYS)
      .refine(
        (value) => parseDayRange(value) !== null,
        'must be from/to lactation days, from not after to (e.g. 1/18)',
      ),
  })
  .refine(ordered, orderedMessage);

export const feedIntakesQuerySchema = pageQuerySchema
  .extend({ ...fromTo, kind: z.enum(FEED_KINDS).optional() })
  .refine(ordered, orderedMessage);

/** The exports of the feeding exchange formats: intakes, station visits, notifications. */
export const feedingExportQuerySchema = z
  .object({ ...fromTo, format: z.enum(['json', 'csv']).default('json') })
  .refine(ordered, orderedMessage);

export const feedingNotificationsQuerySchema = pageQuerySchema.extend({
  from: calendarDateSchema.optional(),
  seen: z.enum(['all', 'unseen']).default('all'),
});

/**
 * Marks notifications seen: those named (of the site; others are ignored), or all of the site,
 * up to `before` (included; an offset, or the site's local time) when given.
 */
export const markNotificationsSeenBodySchema = z.union(
  [
    z.strictObject({ ids: z.array(z.uuid()).min(1).max(1000) }),
    z.strictObject({ all: z.literal(true), before: siteTimeSchema.optional() }),
  ],
  { error: 'must hold either ids, or all: true (with an optional before)' },
);
export type MarkNotificationsSeenBody = z.infer<typeof markNotificationsSeenBodySchema>;

/** How many notifications went from unseen to seen. */
export const markNotificationsSeenAnswerSchema = z.object({ marked: z.number().int() });

const grams = z.number().int();
const percent = z.number().nullable();

/** The day so far: the site time it was read at while the feeding day goes on, null once over. */
const asOf = z
  .string()
  .nullable()
  .describe(
    'HH:MM, site time, while the feeding day (the site’s calendar day) is still going on: the figures are the day so far, not final; null once the day is over',
  );

export const gestationLiveSchema = z.object({
  date: z.string(),
  as_of: asOf,
  expected: z.number().int(),
  fed: z.number().int(),
  not_fed: z.number().int(),
  under_fed: z.number().int(),
  total_target_g: grams,
  total_distributed_g: grams,
  percent,
  visits: z.number().int(),
  underfed_threshold_percent: z.number(),
  attention: z.array(
    z.object({
      animal: z.string(),
      station: z.string().nullable(),
      location: z.string().nullable(),
      day: z.number().int(),
      target_g: grams,
      distributed_g: grams,
      percent,
      status: z.enum(['under_fed', 'not_fed']),
    }),
  ),
});

export const lactationLiveSchema = z.object({
  date: z.string(),
  as_of: asOf,
  sows: z.number().int(),
  total_target_g: grams,
  total_distributed_g: grams,
  percent,
  feeders: z.array(
    z.object({
      animal: z.string(),
      feeder: z.string().nullable(),
      location: z.string().nullable(),
      day: z.number().int(),
      target_g: grams,
      distributed_g: grams,
      percent,
    }),
  ),
});

export const lactationHistorySchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  lactation_days: z.object({ from: z.number().int(), to: z.number().int() }),
  by_day: z.array(z.object({ day: z.number().int(), intakes: z.number().int(), mean_g: grams })),
  by_sow: z.array(
    z.object({
      animal: z.string(),
      intakes: z.number().int(),
      mean_g: grams,
      total_g: grams,
    }),
  ),
  by_room: z.array(
    z.object({
      room: z.string().nullable(),
      sows: z.number().int(),
      intakes: z.number().int(),
      mean_g: grams,
    }),
  ),
  intakes: z.number().int(),
  mean_g: grams.nullable(),
});

export const feedIntakeRowSchema = z.object({
  animal: z.string(),
  date: z.string(),
  kind: z.enum(FEED_KINDS),
  target_g: grams,
  distributed_g: grams,
  curve_percent: z.number().nullable(),
  day: z.number().int(),
  station: z.string().nullable(),
});

export const feedIntakesPageSchema = z.object({
  data: z.array(feedIntakeRowSchema),
  meta: pageMetaSchema,
  /** Per day of the whole range (every page): sows, target and distributed grams. */
  totals: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(FEED_KINDS),
      sows: z.number().int(),
      target_g: grams,
      distributed_g: grams,
    }),
  ),
});

export const feedingNotificationsPageSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      code: z.number().int(),
      station: z.string(),
      station_kind: z.enum(STATION_KINDS),
      location: z.string().nullable(),
      date: z.string(),
      at: z.string(),
      seen: z.boolean(),
    }),
  ),
  meta: pageMetaSchema,
});
