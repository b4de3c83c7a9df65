import { z } from 'zod';
import {
  BIN_WARNING_CODES,
  FEED_KINDS,
  PRESENT_STATUSES,
  RECORD_TYPES,
  STATION_KINDS,
  calendarDateSchema,
  pageNumberSchema,
  queryInteger,
} from '@barnboard/domain';

/** The integration API's shapes (docs/integration-api.md): snake_case, like the rest of /api. */

export const MAX_PER_PAGE = 1000;
export const DEFAULT_PER_PAGE = 100;

const instant = z.iso.datetime({ offset: true });

export const pageQuerySchema = z.object({
  page: pageNumberSchema(1).describe('1-based page number'),
  per_page: queryInteger(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_PER_PAGE, `must be at most ${MAX_PER_PAGE}`)
      .default(DEFAULT_PER_PAGE),
  ).describe(`Items per page, at most ${MAX_PER_PAGE}`),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** since/until: calendar days of the site, both included; since after until is refused. */
const periodQuery = {
  since: calendarDateSchema.optional().describe('First day, YYYY-MM-DD (the site’s calendar)'),
  until: calendarDateSchema.optional().describe('Last day, YYYY-MM-DD, included'),
};
function orderedPeriod<T extends z.ZodObject>(schema: T) {
  return schema.refine(
    (query) => {
      const { since, until } = query as { since?: string; until?: string };
      return !since || !until || since <= until;
    },
    { path: ['until'], message: 'must not be before since' },
  );
}

export const herdEventsQuerySchema = orderedPeriod(
  pageQuerySchema.extend({
    ...periodQuery,
    type: z.enum(RECORD_TYPES).optional().describe('Only the events of this type'),
  }),
);
export const feedIntakesQuerySchema = orderedPeriod(
  pageQuerySchema.extend({
    ...periodQuery,
    kind: z.enum(FEED_KINDS).optional().describe('Only gestation or lactation intakes'),
  }),
);
export const notificationsQuerySchema = orderedPeriod(pageQuerySchema.extend(periodQuery));
export const animalsQuerySchema = pageQuerySchema.extend({
  status: z.enum(PRESENT_STATUSES).optional().describe('Only the animals of this status'),
});

const metaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});

function pageOf<T extends z.ZodType>(item: T, example: z.infer<T>) {
  return z.object({ data: z.array(item), meta: metaSchema }).meta({
    example: { data: [example], meta: { page: 1, per_page: 100, total: 1, pages: 1 } },
  });
}

const buildingSchema = z.object({ id: z.uuid(), name: z.string(), type: z.string() });

export const siteAnswerSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    type: z.string(),
    timezone: z.string().describe('IANA time zone: the site’s calendar days are in it'),
    /** The building the key is narrowed to, or null for the whole site. */
    building: buildingSchema.nullable(),
    buildings: z.array(buildingSchema).describe('The buildings the key reads'),
  })
  .meta({
    example: {
      id: '0b7f6f55-7a43-4d8c-9f2e-0d7f2b1a9c11',
      name: 'Ferme du Bocage',
      type: 'farrow_to_finish',
      timezone: 'Europe/Paris',
      building: null,
      buildings: [
        { id: '5d1c1a3e-8a7e-4c53-a5a8-2f4c9e7b6d20', name: 'Gestation', type: 'gestation' },
      ],
    },
  });

const animalSchema = z.object({
  identity: z.string().describe('The ear tag, unique on the site'),
  status: z.enum(PRESENT_STATUSES),
  status_since: calendarDateSchema,
  parity: z.number().int(),
  location: z.string().nullable(),
});
export const animalsPageSchema = pageOf(animalSchema, {
  identity: 'FR-1042',
  status: 'gestating',
  status_since: '2026-10-02',
  parity: 3,
  location: 'Gestation pen 3',
});

const herdEventSchema = z.object({
  id: z.uuid(),
  animal: z.string(),
  type: z.enum(RECORD_TYPES),
  date: calendarDateSchema,
  time: z.string().nullable(),
  location: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).describe('The record type’s own fields'),
  recorded_at: instant,
});
export const herdEventsPageSchema = pageOf(herdEventSchema, {
  id: '9c3e54a1-2b0f-4a55-8e64-3f1a7d2c8b90',
  animal: 'FR-1042',
  type: 'service',
  date: '2026-10-02',
  time: '08:15',
  location: 'Gestation pen 3',
  data: { boar: 'B-12' },
  recorded_at: '2026-10-02T08:20:11.000Z',
});

const feedIntakeSchema = z.object({
  id: z.uuid(),
  animal: z.string(),
  date: calendarDateSchema,
  kind: z.enum(FEED_KINDS),
  target_g: z.number().int(),
  distributed_g: z.number().int(),
  curve_percent: z.number().nullable(),
  day: z.number().int().describe('Gestation or lactation day'),
  station: z.string().nullable(),
  updated_at: instant,
});
export const feedIntakesPageSchema = pageOf(feedIntakeSchema, {
  id: '2a6d1f0e-4b7c-4e1d-9a3b-6c5e8f7d0a12',
  animal: 'FR-1042',
  date: '2026-11-20',
  kind: 'gestation',
  target_g: 2800,
  distributed_g: 2750,
  curve_percent: 100,
  day: 49,
  station: 'ESF 1',
  updated_at: '2026-11-21T02:00:00.000Z',
});

export const stationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(STATION_KINDS),
  location: z.string().nullable(),
});

const notificationSchema = z.object({
  id: z.uuid(),
  station: stationSchema,
  code: z.number().int().describe('The station’s alarm code (docs/feeding.md)'),
  at: instant,
  date: calendarDateSchema,
  seen: z.boolean(),
});
export const notificationsPageSchema = pageOf(notificationSchema, {
  id: '7e2b9c4d-1a3f-4b6e-8d5c-0f9a2e1b3c45',
  station: {
    id: '3f8a2b1c-6d4e-4f5a-9b0c-1d2e3f4a5b6c',
    name: 'ESF 1',
    kind: 'gestation_station',
    location: 'Gestation pen 3',
  },
  code: 12,
  at: '2026-11-24T06:42:00.000Z',
  date: '2026-11-24',
  seen: false,
});

const binSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  building: z.object({ id: z.uuid(), name: z.string() }),
  content: z.string().nullable().describe('The feed it holds'),
  capacity_kg: z.number().nullable(),
  last_level: z.object({
    fill_percent: z.number(),
    quantity_kg: z.number().nullable(),
    at: instant.nullable().describe('The reading it comes from; null without one'),
  }),
  days_until_empty: z.number().int().nullable(),
  warnings: z.array(z.enum(BIN_WARNING_CODES)),
});
export type ApiBin = z.infer<typeof binSchema>;
export const binsPageSchema = pageOf(binSchema, {
  id: '4c2d8e1f-9a0b-4c3d-8e7f-6a5b4c3d2e1f',
  name: 'Silo 1',
  building: { id: '5d1c1a3e-8a7e-4c53-a5a8-2f4c9e7b6d20', name: 'Gestation' },
  content: 'Gestation pellets',
  capacity_kg: 12000,
  last_level: { fill_percent: 42.5, quantity_kg: 5100, at: '2026-11-24T06:00:00.000Z' },
  days_until_empty: 6,
  warnings: [],
});
