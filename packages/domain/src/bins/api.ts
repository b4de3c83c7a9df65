import { z } from 'zod';
import {
  errorSchema,
  expectedVersionSchema,
  pageNumberSchema,
  queryInteger,
} from '../api/common.js';
import { MAX_PER_PAGE } from '../constants.js';
import { normalizeDevEui } from '../lorawan/dev-eui.js';
import { BIN_WARNING_CODES } from './analytics/warnings.js';
import { BIN_TYPES, validateBinShape, type BinShape, type BinShapeErrorCode } from './geometry.js';

/**
 * Requests and answers of the feed service API (spec §7; docs/feed-api.md): bins, their readings
 * and charts, and licences. Lengths are metres, volumes m³, masses kg, battery mV, times ISO 8601
 * in UTC. Field errors are `{ field, code }`: the web app translates the code (spec §8).
 */

/** A licence keeps a bin's subscription running this long from the day it is used. */
export const LICENCE_TERM_DAYS = 365;
export const BIN_NAME_MAX_LENGTH = 100;
/** No feed bin is taller or wider than this: a larger figure is a unit mistake (cm or mm as m). */
export const BIN_LENGTH_MAX_M = 100;
/** GET /feed/bins/{id}/readings looks back at most this many days. */
export const BIN_READINGS_MAX_DAYS = 90;

const isoDateTime = z.iso.datetime({ offset: true });

// ---------------------------------------------------------------------------------------------
// Spring-style pages (the feed service's paged answers): page numbers count from 0.

export const feedPageQuerySchema = z.object({
  page: pageNumberSchema(0),
  size: queryInteger(z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(MAX_PER_PAGE)),
});
export type FeedPageQuery = z.infer<typeof feedPageQuerySchema>;

export const springSortSchema = z.object({
  sorted: z.boolean(),
  unsorted: z.boolean(),
  empty: z.boolean(),
});

export const springPageableSchema = z.object({
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  offset: z.number().int(),
  paged: z.boolean(),
  unpaged: z.boolean(),
  sort: springSortSchema,
});

export function springPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    pageable: springPageableSchema,
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    size: z.number().int(),
    number: z.number().int(),
    numberOfElements: z.number().int(),
    sort: springSortSchema,
    first: z.boolean(),
    last: z.boolean(),
    empty: z.boolean(),
  });
}

export type SpringPage<T> = {
  content: T[];
  pageable: z.infer<typeof springPageableSchema>;
  totalElements: number;
  totalPages: number;
  size: number;
  number: number;
  numberOfElements: number;
  sort: z.infer<typeof springSortSchema>;
  first: boolean;
  last: boolean;
  empty: boolean;
};

/** The page `query.page` of `total` elements, `content` being its elements, as Spring Data answers. */
export function springPage<T>(
  content: T[],
  total: number,
  query: FeedPageQuery,
  sorted: boolean,
): SpringPage<T> {
  const sort = { sorted, unsorted: !sorted, empty: !sorted };
  const totalPages = Math.ceil(total / query.size);
  return {
    content,
    pageable: {
      pageNumber: query.page,
      pageSize: query.size,
      offset: query.page * query.size,
      paged: true,
      unpaged: false,
      sort,
    },
    totalElements: total,
    totalPages,
    size: query.size,
    number: query.page,
    numberOfElements: content.length,
    sort,
    first: query.page === 0,
    last: query.page + 1 >= totalPages,
    empty: content.length === 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Bins: the list (POST /feed/bins?view=RESUME).

export const binSearchQuerySchema = feedPageQuerySchema.extend({
  view: z.enum(['RESUME']).default('RESUME'),
});

export const BIN_SORT_FIELDS = [
  'name',
  'site',
  'building',
  'mac_address',
  'expires_at',
  'fill_level',
  'quantity',
  'days_until_empty',
  'last_sync',
] as const;
export type BinSortField = (typeof BIN_SORT_FIELDS)[number];

/** Filters of the bins list, all optional; an empty body lists every bin the caller may see. */
export const binSearchBodySchema = z
  .strictObject({
    site_ids: z.array(z.uuid()).max(MAX_PER_PAGE).optional(),
    building_ids: z.array(z.uuid()).max(MAX_PER_PAGE).optional(),
    content_ids: z.array(z.uuid()).max(MAX_PER_PAGE).optional(),
    /** Part of the name or of the MAC address (any spelling), case- and accent-insensitive. */
    search: z.string().trim().max(BIN_NAME_MAX_LENGTH).optional(),
    /** true: only disabled bins; false: only enabled ones; absent: both. */
    disabled: z.boolean().optional(),
    /** true: only bins whose subscription has expired; false: only running ones; absent: both. */
    expired: z.boolean().optional(),
    /** `site` (the default) groups by site, then building, then name, as the silos page does. */
    sort: z.enum(BIN_SORT_FIELDS).default('site'),
    direction: z.enum(['asc', 'desc']).default('asc'),
  })
  .prefault({});
export type BinSearchBody = z.infer<typeof binSearchBodySchema>;

export const binWarningSchema = z.object({
  code: z.enum(BIN_WARNING_CODES),
  /** scheduled_renewal: the renewal date. */
  at: isoDateTime.optional(),
  /** no_data_transmission, sensor_disconnected: the last uplink (null: none). */
  since: isoDateTime.nullable().optional(),
});

/** The newest level (spec §3 silo_levels[0]); without any, level 0 and the rest null. */
export const binLastLevelSchema = z.object({
  /** Fill percentage, by volume. */
  level: z.number(),
  level_at: isoDateTime.nullable(),
  /** Volume of feed, m³. */
  v_silo: z.number().nullable(),
  quantity: z.number().nullable(),
  battery: z.number().nullable(),
  temperature: z.number().nullable(),
  rssi: z.number().nullable(),
  snr: z.number().nullable(),
});

export const binLastFilledSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('date'), at: isoDateTime }),
  /** "more than {days} days ago" (spec §9). */
  z.object({ kind: z.literal('more_than'), days: z.number().int() }),
]);

export const binForecastSchema = z.object({
  empty_at: isoDateTime,
  days_until_empty: z.number().int(),
  /** The rate used, safety factor included; null when the content has no density. */
  kg_per_day: z.number().nullable(),
});

const nullableNumber = z.number().nullable();

/** One bin with its computed data merged in (spec §3). */
export const binItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The sensor's DevEUI, 16 lowercase hex digits. */
  mac_address: z.string(),
  tenant: z.object({ cloud_id: z.uuid(), name: z.string() }),
  site: z.object({ id: z.uuid(), name: z.string() }),
  building: z.object({ cloud_id: z.uuid(), name: z.string() }),
  content: z
    .object({
      cloud_id: z.uuid(),
      name: z.string(),
      recipe: z.string(),
      density: z.number(),
      utility: z.string().nullable(),
    })
    .nullable(),
  recipe: z.string().nullable(),
  /** Bulk density of the content, kg/m³. */
  density: nullableNumber,
  utility: z.string().nullable(),
  type: z.enum(BIN_TYPES),
  /** Outlet to roof peak: bottom + vertical + roof (derived, docs/bins.md). */
  top_height: z.number(),
  vertical_height: z.number(),
  bottom_height: z.number(),
  roof_height: z.number(),
  flat_height: z.number(),
  offset: z.number(),
  diameter: z.number(),
  outlet_diameter: z.number(),
  capacity_m3: z.number(),
  /** Null when the content has no density. */
  capacity_kg: nullableNumber,
  /** kg; the same as `quantity`. */
  remaining_quantity: nullableNumber,
  /** Percent; the same as `last_level.level`. */
  fill_level: z.number(),
  last_filled: binLastFilledSchema.nullable(),
  last_filled_at: isoDateTime.nullable(),
  /** Battery, volts. */
  voltage: nullableNumber,
  disabled_at: isoDateTime.nullable(),
  isExpired: z.boolean(),
  /** End of the subscription (renewal date); null: unknown, never expired. */
  expires_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  // computed_data
  last_level: binLastLevelSchema,
  /** Battery, mV. */
  battery: nullableNumber,
  quantity: nullableNumber,
  temperature: nullableNumber,
  rssi: nullableNumber,
  snr: nullableNumber,
  last_sync: isoDateTime.nullable(),
  module_version: z.string().nullable(),
  /** kg per day over the last 7 days; null when unknown or without density. */
  average_daily_consumption: nullableNumber,
  forecast: binForecastSchema.nullable(),
  warnings: z.array(binWarningSchema),
});
export type BinItem = z.infer<typeof binItemSchema>;

export const binPageSchema = springPageSchema(binItemSchema);
export type BinPage = z.infer<typeof binPageSchema>;

// ---------------------------------------------------------------------------------------------
// Bins: create, update (PUT, PATCH), validation of spec §5.

/** A bin's identity and place: what it is called, its sensor, where it stands, what it holds. */
export const BIN_TEXT_FIELDS = [
  'name',
  'mac_address',
  'building_id',
  'content_id',
  'type',
] as const;

/** A bin's lengths, in the edit form's order: the outlet diameter only matters for a hopper. */
export const BIN_MEASURE_FIELDS = [
  'diameter',
  'vertical_height',
  'bottom_height',
  'roof_height',
  'flat_height',
  'outlet_diameter',
  'offset',
] as const;
type MeasureField = (typeof BIN_MEASURE_FIELDS)[number];

export const BIN_EDITABLE_FIELDS = [...BIN_TEXT_FIELDS, ...BIN_MEASURE_FIELDS] as const;
export type BinEditableField = (typeof BIN_EDITABLE_FIELDS)[number];

/** A bin as created or replaced (PUT), MAC address normalised. */
export type BinEditInput = {
  name: string;
  mac_address: string;
  building_id: string;
  content_id: string;
  type: (typeof BIN_TYPES)[number];
} & Record<MeasureField, number>;

/**
 * The version an edit (PUT, PATCH with a JSON object) is based on: the bin's `updated_at` as
 * read; a bin changed since answers 409 `edited_elsewhere` with the bin as it is now. Not one of
 * the editable fields: it is taken out before they are checked.
 */
export const BIN_VERSION_FIELD = 'expected_updated_at';

/**
 * The editable fields as the web app sends them: every one required but the outlet diameter
 * (0, a cone hopper, when left out), with the version the edit is based on. Documentation and typing: the server checks a body with
 * validateBinInput so that each field error has its own code.
 */
export const binInputSchema = z.strictObject({
  name: z.string().max(BIN_NAME_MAX_LENGTH),
  mac_address: z.string().describe('DevEUI: 16 hex digits, run together or split by - : or space'),
  building_id: z.uuid(),
  content_id: z.uuid(),
  type: z.enum(BIN_TYPES),
  diameter: z.number(),
  vertical_height: z.number(),
  bottom_height: z.number(),
  roof_height: z.number(),
  flat_height: z.number(),
  outlet_diameter: z.number().optional(),
  offset: z.number(),
  expected_updated_at: expectedVersionSchema.optional(),
});

export const BIN_FIELD_ERROR_CODES = [
  'required',
  'invalid',
  'too_long',
  'invalid_mac_address',
  'mac_address_taken',
  'not_found',
  'not_editable',
  'offset_not_below_roof',
  'hopper_on_flat_bottom',
  'hopper_height_required',
  'outlet_too_wide',
  'no_height_or_volume',
] as const;
export type BinFieldErrorCode = (typeof BIN_FIELD_ERROR_CODES)[number];
// Every shape rule of validateBinShape has its code here.
const _shapeCodesListed: BinFieldErrorCode = '' as BinShapeErrorCode;

/** A field's error; `field` null is a notice on the whole bin (no height or volume). */
export const binFieldErrorSchema = z.object({
  field: z.string().nullable(),
  code: z.enum(BIN_FIELD_ERROR_CODES),
});
export type BinFieldError = z.infer<typeof binFieldErrorSchema>;

/** Error answers of the bin routes: the common error, with each field's error when there are. */
export const binErrorSchema = errorSchema.extend({
  errors: z.array(binFieldErrorSchema).optional(),
});

const SHAPE_FIELDS: Record<Exclude<keyof BinShape, 'type'>, MeasureField> = {
  diameter: 'diameter',
  verticalHeight: 'vertical_height',
  bottomHeight: 'bottom_height',
  roofHeight: 'roof_height',
  flatHeight: 'flat_height',
  outletDiameter: 'outlet_diameter',
  offset: 'offset',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isMissing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export type BinEditCheck =
  { ok: true; value: BinEditInput } | { ok: false; errors: BinFieldError[] };

/**
 * Spec §5 for a bin: name and a valid MAC address required, every field required with a valid
 * value, then the shape rules (validateBinShape: offset below the roof height, a hopper height
 * for a hopper bin, a height or a volume). Every broken rule is returned, one per field.
 */
export function validateBinInput(raw: unknown): BinEditCheck {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, errors: [{ field: null, code: 'invalid' }] };
  }
  const body = raw as Record<string, unknown>;
  const errors: BinFieldError[] = [];
  for (const key of Object.keys(body)) {
    if (!(BIN_EDITABLE_FIELDS as readonly string[]).includes(key)) {
      errors.push({ field: key, code: 'not_editable' });
    }
  }

  const text = (field: BinEditableField): string | null => {
    const value = body[field];
    if (isMissing(value)) errors.push({ field, code: 'required' });
    else if (typeof value !== 'string') errors.push({ field, code: 'invalid' });
    else return value.trim();
    return null;
  };

  const name = text('name');
  if (name !== null && name.length > BIN_NAME_MAX_LENGTH) {
    errors.push({ field: 'name', code: 'too_long' });
  }
  const macText = text('mac_address');
  const mac = macText === null ? null : normalizeDevEui(macText);
  if (macText !== null && mac === null) {
    errors.push({ field: 'mac_address', code: 'invalid_mac_address' });
  }
  const ids = (['building_id', 'content_id'] as const).map((field) => {
    const id = text(field);
    if (id !== null && !UUID.test(id)) {
      errors.push({ field, code: 'invalid' });
      return null;
    }
    return id?.toLowerCase() ?? null;
  });
  const typeText = text('type');
  const type = BIN_TYPES.find((t) => t === typeText) ?? null;
  if (typeText !== null && type === null) errors.push({ field: 'type', code: 'invalid' });

  const measures = {} as Record<MeasureField, number>;
  for (const field of BIN_MEASURE_FIELDS) {
    const value = body[field];
    if (isMissing(value)) {
      if (field === 'outlet_diameter') measures[field] = 0;
      else errors.push({ field, code: 'required' });
    } else if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      value < 0 ||
      value > BIN_LENGTH_MAX_M
    ) {
      errors.push({ field, code: 'invalid' });
    } else {
      measures[field] = value;
    }
  }

  if (errors.length > 0 || name === null || mac === null || type === null) {
    return { ok: false, errors };
  }
  const shapeErrors = validateBinShape({
    type,
    diameter: measures.diameter,
    verticalHeight: measures.vertical_height,
    bottomHeight: measures.bottom_height,
    roofHeight: measures.roof_height,
    flatHeight: measures.flat_height,
    outletDiameter: measures.outlet_diameter,
    offset: measures.offset,
  });
  if (shapeErrors.length > 0) {
    return {
      ok: false,
      errors: shapeErrors.map((e) => ({
        field: e.field === null ? null : SHAPE_FIELDS[e.field],
        code: e.code,
      })),
    };
  }
  return {
    ok: true,
    value: {
      name,
      mac_address: mac,
      building_id: ids[0]!,
      content_id: ids[1]!,
      type,
      ...measures,
    },
  };
}

/** RFC 6902 operations the bin PATCH accepts, on the paths `/<editable field>`. */
export const jsonPatchOperationSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('add'), path: z.string(), value: z.unknown() }),
  z.strictObject({ op: z.literal('replace'), path: z.string(), value: z.unknown() }),
  z.strictObject({ op: z.literal('remove'), path: z.string() }),
  z.strictObject({ op: z.literal('test'), path: z.string(), value: z.unknown() }),
]);
export type JsonPatchOperation = z.infer<typeof jsonPatchOperationSchema>;
export const jsonPatchSchema = z.array(jsonPatchOperationSchema).max(50);

export const BIN_ACTION_CODES = [
  'created',
  'updated',
  'moved',
  'same_information',
  'disabled',
  'already_disabled',
  'enabled',
  'already_enabled',
] as const;

export const SUBSCRIPTION_EXPIRED_MESSAGE = 'Subscription expired, contact the representative';

/**
 * The answer of create, update, disable and enable. `error` is set when the bin is left with an
 * expired subscription because no licence was available (spec §4, §8): the action itself was done.
 */
export const binActionAnswerSchema = z.object({
  bin: binItemSchema,
  changed: z.boolean(),
  code: z.enum(BIN_ACTION_CODES),
  /** The licence this call used, if it used one. */
  licence_id: z.uuid().nullable(),
  error: z.object({ code: z.literal('subscription_expired'), message: z.string() }).nullable(),
});
export type BinActionAnswer = z.infer<typeof binActionAnswerSchema>;

export const binParamsSchema = z.object({ binId: z.uuid() });
export const binSiteParamsSchema = z.object({ siteId: z.uuid() });

// ---------------------------------------------------------------------------------------------
// Readings and charts.

export const binReadingsQuerySchema = z.object({
  days: queryInteger(z.coerce.number().int().min(1).max(BIN_READINGS_MAX_DAYS).default(7)),
});

/** One reading as stored and read (spec §3 silo_levels); level fields null without an echo. */
export const binLevelSchema = z.object({
  level_at: isoDateTime,
  level: nullableNumber,
  v_silo: nullableNumber,
  quantity: nullableNumber,
  distance_mm: nullableNumber,
  battery: nullableNumber,
  temperature: nullableNumber,
  rssi: nullableNumber,
  snr: nullableNumber,
  firmware: z.string().nullable(),
});

export const binReadingsAnswerSchema = z.object({
  bin_id: z.uuid(),
  from: isoDateTime,
  to: isoDateTime,
  /** Newest first. */
  silo_levels: z.array(binLevelSchema),
});
export type BinReadingsAnswer = z.infer<typeof binReadingsAnswerSchema>;

export const binChartAnswerSchema = z.object({
  bin_id: z.uuid(),
  from: isoDateTime,
  to: isoDateTime,
  /** Oldest first; readings with an echo. quantity kg (null without density), level percent. */
  chart_silo: z.array(
    z.object({ levelDateUtc: isoDateTime, quantity: nullableNumber, level: z.number() }),
  ),
  /** Oldest first; battery mV. */
  chart_battery: z.array(z.object({ levelDateUtc: isoDateTime, battery: z.number() })),
});
export type BinChartAnswer = z.infer<typeof binChartAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Licences (GET /feed/licences?view=tenant).

export const licencesQuerySchema = feedPageQuerySchema.extend({
  view: z.enum(['tenant']).default('tenant'),
});

export const licenceItemSchema = z.object({
  id: z.uuid(),
  tenant: z.uuid(),
  /**
   * The bin the licence was used on; null: still available. A deleted bin keeps its licence
   * (docs/administration.md), shown as such.
   */
  silo: z
    .object({
      id: z.uuid(),
      name: z.string(),
      site_id: z.uuid(),
      mac_address: z.string(),
      deleted_at: isoDateTime.nullable(),
    })
    .nullable(),
  assigned_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});

export const tenantLicencesSchema = z.object({
  tenant: z.object({ cloud_id: z.uuid(), name: z.string() }),
  total_licences: z.number().int(),
  available_licences: z.number().int(),
  items: z.array(licenceItemSchema),
});
export type TenantLicences = z.infer<typeof tenantLicencesSchema>;

export const licencePageSchema = springPageSchema(tenantLicencesSchema);
