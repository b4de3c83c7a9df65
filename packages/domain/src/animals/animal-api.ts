import { z } from 'zod';
import { ACTION_LISTS, ACTION_NOTES } from '../action-lists/action-lists-api.js';
import { recordToFixSchema } from '../action-lists/records-to-fix-api.js';
import { SOW_STATUSES } from '../herd/sow-status.js';
import { RECORD_TYPES } from '../records/record-schema.js';

/**
 * The sow search and the sow card (docs/animals.md): what the top bar's search answers and what
 * `/animals/{animal}` shows of one female of the current site.
 */

const date = z.string().describe('YYYY-MM-DD, a calendar day of the site');

export const ANIMAL_SEARCH_LIMIT = 20;
export const ANIMAL_MATCH_FIELDS = ['identity', 'rfid'] as const;

export const animalSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .describe(
      'An id, tag or RFID number, or part of one (accents, case and leading zeros ignored)',
    ),
});

export const animalMatchSchema = z.object({
  animal: z.string().describe('Her identity (ear tag) on the site'),
  rfid: z.string().nullable(),
  status: z.enum(SOW_STATUSES).describe('Her status today'),
  parity: z.number().int(),
  location: z.string().nullable(),
  matched: z.enum(ANIMAL_MATCH_FIELDS).describe('What the words matched'),
  exact: z.boolean().describe('The words are the whole id or RFID (a scanned tag)'),
});
export type AnimalMatch = z.infer<typeof animalMatchSchema>;

export const animalSearchSchema = z.object({
  matches: z
    .array(animalMatchSchema)
    .describe(`Exact matches first, then by id; at most ${ANIMAL_SEARCH_LIMIT}`),
});
export type AnimalSearch = z.infer<typeof animalSearchSchema>;

/** One stored event as the card lists it, with what an edit form needs to start from. */
export const animalEventSchema = z.object({
  id: z.uuid().describe('The event (the target of a correction)'),
  source_id: z.string().nullable().describe('The record `id` it came with, if any'),
  type: z.enum(RECORD_TYPES),
  date,
  time: z.string().nullable(),
  user: z.string().nullable().describe('The record’s `user`: who did it'),
  location: z.string().nullable(),
  fields: z.record(z.string(), z.unknown()).describe('The type’s own fields'),
  entered_here: z.boolean().describe('Entered in Barnboard rather than imported'),
  entered_by: z
    .string()
    .nullable()
    .describe(
      'The name of the account that entered it here; null when imported, or for a partner, who does not know the farm’s people (docs/access-rules.md, "Sharing names")',
    ),
  entered_at: z.string().describe('When it was stored (ISO 8601)'),
});
export type AnimalEvent = z.infer<typeof animalEventSchema>;

/** An event as a partner reads it: entered here, by someone of the farm it does not name. */
export const withoutPeople = (event: AnimalEvent): AnimalEvent => ({ ...event, entered_by: null });

export const animalLitterSchema = z.object({
  parity: z.number().int(),
  farrowing_date: date,
  born_alive: z.number().int(),
  stillborn: z.number().int(),
  mummified: z.number().int(),
  fostered: z.number().int().describe('Piglets fostered on (+) and off (−), net'),
  deaths: z.array(z.object({ cause: z.string().nullable(), count: z.number().int() })),
  weaned: z.number().int().nullable(),
  weaning_date: date.nullable(),
  weaning_weight_kg: z.number().nullable().describe('The litter’s weight at weaning'),
  days_to_service: z.number().int().nullable().describe('Weaning to her next service'),
});
export type AnimalLitter = z.infer<typeof animalLitterSchema>;

export const animalFeedingDaySchema = z.object({
  date,
  kind: z.enum(['gestation', 'lactation']),
  target_g: z.number().int(),
  distributed_g: z.number().int(),
  visits: z.number().int(),
});

export const animalFeedingSchema = z.object({
  station: z.string().nullable().describe('The station or feeder of her last day'),
  curve_percent: z.number().nullable(),
  last_visit: z.string().nullable().describe('ISO 8601'),
  days: z.array(animalFeedingDaySchema).describe('Her last 30 days at the station, oldest first'),
  alarms: z
    .array(z.object({ at: z.string(), code: z.number().int(), station: z.string() }))
    .describe('Alarms of the stations she used on those days'),
});
export type AnimalFeeding = z.infer<typeof animalFeedingSchema>;

export const animalDueSchema = z.object({
  list: z.enum(ACTION_LISTS),
  due_date: date,
  days: z.number().int(),
  overdue: z.boolean(),
  note: z.enum(ACTION_NOTES).nullable(),
});

export const animalCardSchema = z.object({
  animal: z.string(),
  today: date.describe('The site’s today'),
  entry: z.object({
    date,
    parity: z.number().int().describe('Parity at entry'),
    rfid: z.string().nullable(),
    genetic: z.string().nullable(),
    birth_date: date.nullable(),
    location: z.string().nullable(),
  }),
  state: z.object({
    status: z.enum(SOW_STATUSES),
    since: date.nullable().describe('The day of the event that began the status'),
    day: z.number().int().nullable().describe('Day n of gestation, lactation or since weaning'),
    parity: z.number().int(),
    location: z.string().nullable(),
    suckling: z
      .number()
      .int()
      .nullable()
      .describe('Lactating: born alive + fostered − deaths so far'),
  }),
  removal: z.object({ date, kind: z.string(), cause: z.string().nullable() }).nullable(),
  events: z.array(animalEventSchema).describe('Her events, oldest first'),
  litters: z.array(animalLitterSchema),
  feeding: animalFeedingSchema
    .nullable()
    .describe('Null without feeding access or without feeding data'),
  due: z.array(animalDueSchema).describe('The action lists she is on today'),
  to_fix: z.array(recordToFixSchema).describe('Her records to fix'),
});
export type AnimalCard = z.infer<typeof animalCardSchema>;

export const animalParamsSchema = z.object({
  siteId: z.uuid(),
  animal: z.string().min(1).max(64).describe('Her identity on the site (URL-encoded)'),
});
