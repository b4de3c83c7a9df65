import { z } from 'zod';
import { expectedVersionSchema } from '../api/common.js';
import { SITE_TYPES, tenantRefSchema } from '../api/sites.js';
import { isTimeZone } from '../time/time-zone.js';
import { isCountryCode } from './countries.js';

/**
 * The sites manager's API (docs/administration.md, "Sites manager"; docs/api.md): tenants and
 * their licences (staff), sites, buildings. Bins are the feed service's (docs/feed-api.md).
 * Requests are strict objects; a blank optional text is stored as null.
 */

export const ADMIN_NAME_MAX_LENGTH = 100;
export const ADMIN_TEXT_MAX_LENGTH = 200;
export const ZIP_MAX_LENGTH = 20;
/** At most this many licences are credited at once: a larger figure is a typing mistake. */
export const MAX_LICENCE_CREDIT = 1000;

/** Building types offered by the form; stored buildings keep whatever type they were given. */
export const BUILDING_TYPES = [
  'gestation',
  'farrowing',
  'nursery',
  'finishing',
  'gdu',
  'quarantine',
  'boar_stud',
  'mill',
  'other',
] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

/** A required name: trimmed, not blank, at most 100 characters. */
export const adminNameSchema = z.string().trim().min(1).max(ADMIN_NAME_MAX_LENGTH);

/** An optional text: null, blank (stored as null) or at most `max` characters. */
export const optionalTextSchema = (max = ADMIN_TEXT_MAX_LENGTH) =>
  z.string().trim().max(max).nullable().optional();

/** '' and whitespace are no value: what the forms send for an emptied field. */
export function blankToNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, { message: 'must be an IANA time zone (America/Montreal, Europe/Paris…)' });

export const countrySchema = z
  .string()
  .refine(isCountryCode, { message: 'must be an ISO 3166-1 alpha-2 code (CA, FR, ES…)' });

// ---------------------------------------------------------------------------------------------
// Tenants (staff) and their licences.

export const tenantCreateSchema = z.strictObject({
  name: adminNameSchema,
  ltrack_access: z.boolean(),
});
export type TenantCreate = z.infer<typeof tenantCreateSchema>;

export const tenantUpdateSchema = z.strictObject({
  name: adminNameSchema.optional(),
  ltrack_access: z.boolean().optional(),
  expected_updated_at: expectedVersionSchema,
});
export type TenantUpdate = z.infer<typeof tenantUpdateSchema>;

export const licenceCreditSchema = z.strictObject({
  count: z.number().int().min(1).max(MAX_LICENCE_CREDIT),
});

export const tenantParamsSchema = z.object({ tenantId: z.uuid() });

/** A tenant as the sites manager lists it. */
export const adminTenantSchema = z.object({
  cloud_id: z.uuid(),
  name: z.string(),
  ltrack_access: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  sites: z.number().int(),
  licences: z.object({ total: z.number().int(), available: z.number().int() }),
  /** The caller may add sites to it: staff, or owner or admin of all its sites. */
  can_create_sites: z.boolean(),
});
export type AdminTenant = z.infer<typeof adminTenantSchema>;

export const tenantAnswerSchema = z.object({ tenant: adminTenantSchema, changed: z.boolean() });
export type TenantAnswer = z.infer<typeof tenantAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Sites.

const siteFields = {
  name: adminNameSchema,
  sharing_name: optionalTextSchema(ADMIN_NAME_MAX_LENGTH),
  address: optionalTextSchema(),
  apartment: optionalTextSchema(),
  city: optionalTextSchema(),
  region: optionalTextSchema(),
  country: countrySchema.nullable().optional(),
  zip: optionalTextSchema(ZIP_MAX_LENGTH),
  type: z.enum(SITE_TYPES),
  timezone: timeZoneSchema,
};

export const SITE_EDITABLE_FIELDS = [
  'name',
  'sharing_name',
  'address',
  'apartment',
  'city',
  'region',
  'country',
  'zip',
  'type',
  'timezone',
] as const;
export type SiteEditableField = (typeof SITE_EDITABLE_FIELDS)[number];

export const siteCreateSchema = z.strictObject(siteFields);
export type SiteCreate = z.infer<typeof siteCreateSchema>;

export const siteUpdateSchema = z.strictObject({
  name: siteFields.name.optional(),
  sharing_name: siteFields.sharing_name,
  address: siteFields.address,
  apartment: siteFields.apartment,
  city: siteFields.city,
  region: siteFields.region,
  country: siteFields.country,
  zip: siteFields.zip,
  type: siteFields.type.optional(),
  timezone: siteFields.timezone.optional(),
  expected_updated_at: expectedVersionSchema,
});
export type SiteUpdate = z.infer<typeof siteUpdateSchema>;

export const adminSiteParamsSchema = z.object({ siteId: z.uuid() });

/** A delete names the version it was decided on, like an edit: 409 when it changed since. */
export const deleteQuerySchema = z.object({ expected_updated_at: expectedVersionSchema });

export const adminBuildingSchema = z.object({
  cloud_id: z.uuid(),
  site_id: z.uuid(),
  name: z.string(),
  type: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  /** Bins in service (deleted ones not counted): a building with any cannot be deleted. */
  bins: z.number().int(),
});
export type AdminBuilding = z.infer<typeof adminBuildingSchema>;

/** A site as the sites manager lists it: every field of spec §3 an admin edits, its buildings. */
export const adminSiteSchema = z.object({
  id: z.uuid(),
  site_id: z.number().int(),
  name: z.string(),
  sharing_name: z.string().nullable(),
  address: z.string().nullable(),
  apartment: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  zip: z.string().nullable(),
  type: z.enum(SITE_TYPES),
  timezone: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  tenant: tenantRefSchema,
  buildings: z.array(adminBuildingSchema),
  /** Deleted bins whose readings the site keeps. */
  deleted_bins: z.number().int(),
});
export type AdminSite = z.infer<typeof adminSiteSchema>;

export const siteAnswerSchema = z.object({ site: adminSiteSchema, changed: z.boolean() });
export type SiteAnswer = z.infer<typeof siteAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Buildings.

export const BUILDING_EDITABLE_FIELDS = ['name', 'type'] as const;

export const buildingCreateSchema = z.strictObject({
  name: adminNameSchema,
  type: z.enum(BUILDING_TYPES),
});
export type BuildingCreate = z.infer<typeof buildingCreateSchema>;

export const buildingUpdateSchema = z.strictObject({
  name: adminNameSchema.optional(),
  type: z.enum(BUILDING_TYPES).optional(),
  expected_updated_at: expectedVersionSchema,
});
export type BuildingUpdate = z.infer<typeof buildingUpdateSchema>;

export const buildingParamsSchema = z.object({ buildingId: z.uuid() });

export const buildingAnswerSchema = z.object({
  building: adminBuildingSchema,
  changed: z.boolean(),
});
export type BuildingAnswer = z.infer<typeof buildingAnswerSchema>;

/** The answer of a delete: what was deleted, and when. */
export const deletedAnswerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  deleted_at: z.iso.datetime({ offset: true }),
});
export type DeletedAnswer = z.infer<typeof deletedAnswerSchema>;

/**
 * Refusal codes of the sites manager (409 unless said), each with its message in the web app
 * (spec §8 manager messages): what blocks a delete is named in `details`.
 */
export const SITES_MANAGER_ERROR_CODES = [
  'site_name_taken',
  'building_name_taken',
  'tenant_name_taken',
  'site_has_buildings',
  'site_in_memberships',
  'site_in_dictionary',
  'site_holds_records',
  'building_holds_records',
  'building_has_bins',
  'edited_elsewhere',
] as const;
export type SitesManagerErrorCode = (typeof SITES_MANAGER_ERROR_CODES)[number];
