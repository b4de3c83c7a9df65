import { z } from 'zod';
import { MAX_PER_PAGE } from '../constants.js';
import { isSupportedInstant, YEAR_REASON } from '../time/supported-dates.js';

export const uuidSchema = z.uuid();

/**
 * The highest page number a paged query takes: a page's first row (page × size, at most 10^9)
 * stays an integer every layer reads exactly, and no farm has that many rows.
 */
export const MAX_PAGE = 1_000_000;

/**
 * A whole number of a query string, in decimal digits: `Number()` alone would also take "0x10",
 * "1e3" or " 7 ", which no client means as a count.
 */
export function queryInteger<T extends z.ZodType>(number: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && !/^-?\d+$/.test(value) ? Number.NaN : value),
    number,
  );
}

/** A page number of a query string, counted from `first` (0 or 1), `first` when absent. */
export function pageNumberSchema(first: 0 | 1) {
  return queryInteger(
    z.coerce.number().int().min(first).max(MAX_PAGE, `must be at most ${MAX_PAGE}`).default(first),
  );
}

/** Paged main-API query (spec §7): page counts from 1, per_page at most 1000. */
export const pageQuerySchema = z.object({
  page: pageNumberSchema(1),
  per_page: queryInteger(z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(MAX_PER_PAGE)),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Page metadata of spec §3. */
export const pageMetaSchema = z.object({
  total: z.number().int(),
  pages: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
  first: z.boolean(),
  empty: z.boolean(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}

export function pageMeta(total: number, query: PageQuery): PageMeta {
  const pages = Math.max(1, Math.ceil(total / query.per_page));
  return {
    total,
    pages,
    per_page: query.per_page,
    current_page: query.page,
    last_page: pages,
    first: query.page === 1,
    empty: total === 0 || query.page > pages,
  };
}

/** Every error answer: a machine code, a readable message, and for bad input where and why. */
export const errorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  details: z.array(z.object({ field: z.string(), reason: z.string() })).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** The 409 of an edit based on an outdated version: the record as it is now is in `current`. */
export function staleWriteErrorSchema<T extends z.ZodType>(current: T) {
  return errorSchema.extend({ current });
}

/**
 * The version an edit is based on (the record's `updated_at` as read): checked, 409 when stale.
 * An instant no record can have (outside the supported years) is bad input, not a stale version.
 */
export const expectedVersionSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => isSupportedInstant(new Date(value)), YEAR_REASON)
  .describe("The record's updated_at as read before the edit; a different stored one answers 409");
