import { z } from 'zod';
import { calendarDateSchema } from '../time/supported-dates.js';
import { animalEventSchema } from './animal-api.js';

/**
 * Recording and correcting in the barn (docs/records.md, "Entries and corrections"): one record at a
 * time, through the same rules as an import.
 */

export const ENTRY_REASON_MAX = 500;

/** A refusal names the field and the rule, as an import's `invalid` does. */
export const entryInvalidSchema = z.object({
  invalid: z.array(z.object({ field: z.string(), reason: z.string() })),
});
export type EntryInvalid = z.infer<typeof entryInvalidSchema>;

/** POST /sites/{siteId}/records: `record` is one record of the records format. */
export const entryBodySchema = z.object({ record: z.unknown() });

export const entryAnswerSchema = z.object({
  event: animalEventSchema,
  created: z.boolean().describe('False when the same record was stored already (nothing changed)'),
});
export type EntryAnswer = z.infer<typeof entryAnswerSchema>;

/** PATCH /sites/{siteId}/records/{eventId}: the whole corrected record and why. */
export const correctionBodySchema = z.object({
  record: z.unknown(),
  reason: z.string().trim().min(1).max(ENTRY_REASON_MAX),
});

/** DELETE /sites/{siteId}/records/{eventId}: why. */
export const deletionBodySchema = z.object({
  reason: z.string().trim().min(1).max(ENTRY_REASON_MAX),
});

export const eventParamsSchema = z.object({ siteId: z.uuid(), eventId: z.uuid() });

/** Records entered late: how long after the day they happened events were entered here. */
export const LATE_AFTER_DAYS_DEFAULT = 2;

export const lateRecordsQuerySchema = z
  .object({
    from: calendarDateSchema.describe('YYYY-MM-DD: entered from this day'),
    to: calendarDateSchema.describe('YYYY-MM-DD: entered up to this day (included)'),
    days: z.coerce
      .number()
      .int()
      .min(0)
      .max(60)
      .default(LATE_AFTER_DAYS_DEFAULT)
      .describe('Late: entered more than this many days after the day it happened'),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'must not be before from' });

const lateCountsSchema = z.object({
  entered: z.number().int().describe('Events entered in Barnboard in the period'),
  late: z.number().int(),
});

export const lateRecordsSchema = z.object({
  days: z.number().int(),
  site: lateCountsSchema,
  by_user: z.array(lateCountsSchema.extend({ user_id: z.uuid().nullable(), name: z.string() })),
});
export type LateRecords = z.infer<typeof lateRecordsSchema>;
