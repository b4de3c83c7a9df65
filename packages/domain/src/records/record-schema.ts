import { z } from 'zod';

/**
 * The herd-records exchange format (shared/records-format.md): one record per event, the same
 * fields in JSON and CSV. CSV cells arrive as text, so numeric fields accept digit strings too.
 */

export const RECORD_TYPES = [
  'entry',
  'heat',
  'service',
  'preg_check',
  'abortion',
  'farrowing',
  'piglet_death',
  'foster',
  'weaning',
  'removal',
  'move',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const REMOVAL_KINDS = ['cull', 'death', 'euthanasia', 'transfer'] as const;
export type RemovalKind = (typeof REMOVAL_KINDS)[number];

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'is not a calendar date');

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM');
const text = (max: number) => z.string().trim().min(1).max(max);

/** An integer given as a number (JSON) or as digits (CSV). */
function integer(min: number) {
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^[-+]?\d+$/, 'must be a whole number')
        .transform(Number),
    ])
    .pipe(z.number().int('must be a whole number').min(min));
}

function decimal(min: number) {
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+([.,]\d+)?$/, 'must be a number')
        .transform((v) => Number(v.replace(',', '.'))),
    ])
    .pipe(z.number().min(min));
}

const common = {
  animal: text(64),
  date: calendarDateSchema,
  time: timeSchema.optional(),
  user: text(254).optional(),
  location: text(100).optional(),
  id: text(128).optional(),
};

export const herdRecordSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('entry'),
    ...common,
    parity: integer(0).default(0),
    birth_date: calendarDateSchema.optional(),
    genetic: text(100).optional(),
    rfid: text(64).optional(),
  }),
  z.strictObject({ type: z.literal('heat'), ...common }),
  z.strictObject({
    type: z.literal('service'),
    ...common,
    boar: text(64).optional(),
    doses: integer(1).default(1),
  }),
  z.strictObject({
    type: z.literal('preg_check'),
    ...common,
    result: z.enum(['positive', 'negative']),
  }),
  z.strictObject({ type: z.literal('abortion'), ...common }),
  z.strictObject({
    type: z.literal('farrowing'),
    ...common,
    born_alive: integer(0),
    stillborn: integer(0).default(0),
    mummified: integer(0).default(0),
  }),
  z.strictObject({
    type: z.literal('piglet_death'),
    ...common,
    count: integer(1),
    cause: text(200).optional(),
  }),
  z.strictObject({
    type: z.literal('foster'),
    ...common,
    count: integer(-1000).refine(
      (n) => n !== 0,
      'must not be 0 (positive: received, negative: given away)',
    ),
  }),
  z.strictObject({
    type: z.literal('weaning'),
    ...common,
    count: integer(0),
    weight_kg: decimal(0).optional(),
  }),
  z.strictObject({
    type: z.literal('removal'),
    ...common,
    kind: z.enum(REMOVAL_KINDS),
    cause: text(200).optional(),
  }),
  z.strictObject({ type: z.literal('move'), ...common, location: text(100) }),
]);

/** A record as written (before defaults are applied). */
export type HerdRecordInput = z.input<typeof herdRecordSchema>;
/** A validated record, defaults applied. */
export type HerdRecord = z.output<typeof herdRecordSchema>;
export type HerdRecordOf<T extends RecordType> = Extract<HerdRecord, { type: T }>;

/** The fields each type carries beyond the common ones, in export column order. */
export const RECORD_FIELDS: Record<RecordType, readonly string[]> = {
  entry: ['parity', 'birth_date', 'genetic', 'rfid'],
  heat: [],
  service: ['boar', 'doses'],
  preg_check: ['result'],
  abortion: [],
  farrowing: ['born_alive', 'stillborn', 'mummified'],
  piglet_death: ['count', 'cause'],
  foster: ['count'],
  weaning: ['count', 'weight_kg'],
  removal: ['kind', 'cause'],
  move: [],
};

/** CSV columns of an export: the common fields, then every type's own fields once. */
export const RECORD_COLUMNS = [
  'type',
  'animal',
  'date',
  'time',
  'user',
  'location',
  'id',
  ...new Set(Object.values(RECORD_FIELDS).flat()),
] as const;
