import { z } from 'zod';
import { calendarDateSchema } from '../time/supported-dates.js';
import { decimalField, integerField, textField } from './field-schemas.js';

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

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM');

const common = {
  animal: textField(64),
  date: calendarDateSchema,
  time: timeSchema.optional(),
  user: textField(254).optional(),
  location: textField(100).optional(),
  id: textField(128).optional(),
};

export const herdRecordSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('entry'),
    ...common,
    parity: integerField(0).default(0),
    birth_date: calendarDateSchema.optional(),
    genetic: textField(100).optional(),
    rfid: textField(64).optional(),
  }),
  z.strictObject({ type: z.literal('heat'), ...common }),
  z.strictObject({
    type: z.literal('service'),
    ...common,
    boar: textField(64).optional(),
    doses: integerField(1).default(1),
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
    born_alive: integerField(0),
    stillborn: integerField(0).default(0),
    mummified: integerField(0).default(0),
  }),
  z.strictObject({
    type: z.literal('piglet_death'),
    ...common,
    count: integerField(1),
    cause: textField(200).optional(),
  }),
  z.strictObject({
    type: z.literal('foster'),
    ...common,
    count: integerField(-1000).refine(
      (n) => n !== 0,
      'must not be 0 (positive: received, negative: given away)',
    ),
  }),
  z.strictObject({
    type: z.literal('weaning'),
    ...common,
    count: integerField(0),
    weight_kg: decimalField(0).optional(),
  }),
  z.strictObject({
    type: z.literal('removal'),
    ...common,
    kind: z.enum(REMOVAL_KINDS),
    cause: textField(200).optional(),
  }),
  z.strictObject({ type: z.literal('move'), ...common, location: textField(100) }),
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
