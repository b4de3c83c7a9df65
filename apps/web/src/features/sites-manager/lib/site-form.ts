import {
  buildingCreateSchema,
  COUNTRY_CODES,
  fieldErrorCodes,
  siteCreateSchema,
  tenantCreateSchema,
  type AdminBuilding,
  type AdminSite,
  type AdminTenant,
  type FieldErrorCode,
  type SiteEditableField,
} from '@barnboard/domain';
import type { z } from 'zod';

/**
 * The sites manager's forms (spec §5): checked with the server's own schemas before sending,
 * "same values" when nothing changed (nothing is sent), an edit naming the version it is based
 * on. Values are what the inputs hold: text, '' for an empty optional field.
 */

export type FormCheck =
  | { kind: 'invalid'; errors: Record<string, FieldErrorCode> }
  | { kind: 'same' }
  | { kind: 'send'; body: Record<string, unknown> };

export type SiteFormValues = Record<SiteEditableField, string>;

const OPTIONAL_SITE_FIELDS = [
  'sharing_name',
  'address',
  'apartment',
  'city',
  'region',
  'country',
  'zip',
] as const;

export function siteFormValues(site: AdminSite | null, timezone: string): SiteFormValues {
  return {
    name: site?.name ?? '',
    sharing_name: site?.sharing_name ?? '',
    address: site?.address ?? '',
    apartment: site?.apartment ?? '',
    city: site?.city ?? '',
    region: site?.region ?? '',
    country: site?.country ?? '',
    zip: site?.zip ?? '',
    type: site?.type ?? 'maternity',
    timezone: site?.timezone ?? timezone,
  };
}

/** A value as the API takes it: trimmed, an empty optional text null. */
function apiValue(field: SiteEditableField, value: string): string | null {
  const trimmed = value.trim();
  return (OPTIONAL_SITE_FIELDS as readonly string[]).includes(field) && trimmed === ''
    ? null
    : trimmed;
}

function invalid<T extends z.ZodType>(schema: T, body: unknown): FormCheck | null {
  const parsed = schema.safeParse(body);
  return parsed.success ? null : { kind: 'invalid', errors: fieldErrorCodes(parsed.error) };
}

/** A new site's body, or an edit's fields that changed with the version; null when none did. */
export function checkSite(values: SiteFormValues, site: AdminSite | null): FormCheck {
  const all = Object.fromEntries(
    (Object.keys(values) as SiteEditableField[]).map((field) => [
      field,
      apiValue(field, values[field]),
    ]),
  );
  const refused = invalid(siteCreateSchema, all);
  if (refused) return refused;
  if (!site) return { kind: 'send', body: all };
  const changed = Object.fromEntries(
    Object.entries(all).filter(([field, value]) => site[field as SiteEditableField] !== value),
  );
  if (Object.keys(changed).length === 0) return { kind: 'same' };
  return { kind: 'send', body: { ...changed, expected_updated_at: site.updated_at } };
}

export type BuildingFormValues = { name: string; type: string };

export function checkBuilding(
  values: BuildingFormValues,
  building: AdminBuilding | null,
): FormCheck {
  const body = { name: values.name.trim(), type: values.type };
  const refused = invalid(buildingCreateSchema, body);
  if (refused) return refused;
  if (!building) return { kind: 'send', body };
  const changed = Object.fromEntries(
    Object.entries(body).filter(([field, value]) => building[field as 'name' | 'type'] !== value),
  );
  if (Object.keys(changed).length === 0) return { kind: 'same' };
  return { kind: 'send', body: { ...changed, expected_updated_at: building.updated_at } };
}

export type TenantFormValues = { name: string; ltrack_access: boolean };

export function checkTenant(values: TenantFormValues, tenant: AdminTenant | null): FormCheck {
  const body = { name: values.name.trim(), ltrack_access: values.ltrack_access };
  const refused = invalid(tenantCreateSchema, body);
  if (refused) return refused;
  if (!tenant) return { kind: 'send', body };
  const changed = Object.fromEntries(
    Object.entries(body).filter(
      ([field, value]) => tenant[field as 'name' | 'ltrack_access'] !== value,
    ),
  );
  if (Object.keys(changed).length === 0) return { kind: 'same' };
  return { kind: 'send', body: { ...changed, expected_updated_at: tenant.updated_at } };
}

/** The IANA zones this browser knows, with `keep` (an alias stored before) among them. */
export function timeZoneChoices(keep: string): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(keep) || keep === '' ? [...zones] : [keep, ...zones];
}

/** Countries by their name in the interface's language. */
export function countryChoices(language: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
    (a, b) => a.label.localeCompare(b.label, language),
  );
}
