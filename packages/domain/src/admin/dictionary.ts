import { z } from 'zod';
import { expectedVersionSchema } from '../api/common.js';
import { fromSi, toSi, type WeightUnit } from '../units/units.js';
import { ADMIN_NAME_MAX_LENGTH, adminNameSchema, optionalTextSchema } from './sites-admin.js';

/**
 * The dictionary manager's API (spec §3 "Content / dictionary item", §5; docs/administration.md,
 * "Dictionary manager"): the feeds a tenant's bins may hold, each offered on some of its sites.
 * Density is kg/m³ in the API; the web app shows it in the user's units.
 */

/** No feed is denser than this (kg/m³): a larger figure is a unit mistake (g/L is kg/m³). */
export const DENSITY_MAX_KG_M3 = 2000;

const densitySchema = z.number().gt(0).max(DENSITY_MAX_KG_M3);
const siteListSchema = z.array(z.uuid()).min(1).max(1000);

export const DICTIONARY_EDITABLE_FIELDS = [
  'name',
  'recipe',
  'density',
  'utility',
  'sites',
] as const;
export type DictionaryEditableField = (typeof DICTIONARY_EDITABLE_FIELDS)[number];

export const dictionaryCreateSchema = z.strictObject({
  name: adminNameSchema,
  recipe: z.string().trim().min(1).max(ADMIN_NAME_MAX_LENGTH),
  /** Bulk density, kg/m³. */
  density: densitySchema,
  utility: optionalTextSchema(),
  /** The sites it is offered on: at least one (spec §5). */
  sites: siteListSchema,
});
export type DictionaryCreate = z.infer<typeof dictionaryCreateSchema>;

export const dictionaryUpdateSchema = z.strictObject({
  name: adminNameSchema.optional(),
  recipe: z.string().trim().min(1).max(ADMIN_NAME_MAX_LENGTH).optional(),
  density: densitySchema.optional(),
  utility: optionalTextSchema(),
  sites: siteListSchema.optional(),
  expected_updated_at: expectedVersionSchema,
});
export type DictionaryUpdate = z.infer<typeof dictionaryUpdateSchema>;

export const dictionaryParamsSchema = z.object({ feedId: z.uuid() });

/** A bin holding the item (deleted bins aside): what blocks its deletion. */
export const dictionaryBinSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  site: z.object({ id: z.uuid(), name: z.string() }),
  building: z.string().nullable(),
});

/** An item as the dictionary manager lists it. */
export const dictionaryItemSchema = z.object({
  cloud_id: z.uuid(),
  name: z.string(),
  recipe: z.string(),
  /** kg/m³ */
  density: z.number(),
  utility: z.string().nullable(),
  tenant: z.object({ cloud_id: z.uuid(), name: z.string() }),
  sites: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** The account that created it; null when made by the command line or the demo. */
  created_by: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  bins: z.array(dictionaryBinSchema),
  /** The caller may edit and delete it (docs/administration.md, "Dictionary manager"). */
  can_edit: z.boolean(),
});
export type DictionaryItem = z.infer<typeof dictionaryItemSchema>;

export const dictionaryAnswerSchema = z.object({
  item: dictionaryItemSchema,
  changed: z.boolean(),
});
export type DictionaryAnswer = z.infer<typeof dictionaryAnswerSchema>;

/** The bin form's content picker: the items offered on one site. */
export const siteDictionaryItemSchema = z.object({
  cloud_id: z.uuid(),
  name: z.string(),
  recipe: z.string(),
  density: z.number(),
  utility: z.string().nullable(),
});
export type SiteDictionaryItem = z.infer<typeof siteDictionaryItemSchema>;

export const siteDictionarySchema = z.object({ items: z.array(siteDictionaryItemSchema) });

export const DICTIONARY_ERROR_CODES = [
  'dictionary_name_taken',
  'dictionary_item_in_use',
  'dictionary_site_in_use',
  'dictionary_forbidden',
  'edited_elsewhere',
] as const;

// ---------------------------------------------------------------------------------------------
// Density in the user's units: kg/m³ with metric weights, lb/ft³ with pounds and tons of 2000
// or 2240 lb (the North American way of giving a feed's bulk density).

export type DensityUnit = 'kg_m3' | 'lb_ft3';

export const DENSITY_UNIT_SYMBOLS: Record<DensityUnit, string> = {
  kg_m3: 'kg/m³',
  lb_ft3: 'lb/ft³',
};

export function densityUnitFor(weight: WeightUnit): DensityUnit {
  return weight === 'kg' || weight === 't' ? 'kg_m3' : 'lb_ft3';
}

/** kg/m³ → the unit. */
export function densityFromSi(kgM3: number, unit: DensityUnit): number {
  return unit === 'kg_m3' ? kgM3 : fromSi(kgM3, 'lb') / fromSi(1, 'ft') ** 3;
}

/** The unit → kg/m³. */
export function densityToSi(value: number, unit: DensityUnit): number {
  return unit === 'kg_m3' ? value : toSi(value, 'lb') * fromSi(1, 'ft') ** 3;
}
