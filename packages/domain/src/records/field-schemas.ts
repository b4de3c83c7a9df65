import { z } from 'zod';

/**
 * Field schemas shared by the exchange formats (herd records, feed intakes). CSV cells arrive as
 * text, so numeric fields accept digit strings as well as JSON numbers.
 */

export const textField = (max: number) => z.string().trim().min(1).max(max);

/**
 * The largest integer a field takes unless it says less: the largest a PostgreSQL `integer`
 * column holds, where counts and parities end up (herd facts); past it a write would fail.
 */
export const MAX_INTEGER_FIELD = 2_147_483_647;

/** An integer given as a number (JSON) or as digits (CSV). */
export function integerField(min: number, max = MAX_INTEGER_FIELD) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[-+]?\d+$/, 'must be a whole number')
          .transform(Number),
      ],
      'must be a whole number',
    )
    .pipe(z.number().int('must be a whole number').min(min).max(max));
}

/** A decimal given as a number (JSON) or as text with a point or a comma (CSV). */
export function decimalField(min: number, max = Number.MAX_VALUE) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d+([.,]\d+)?$/, 'must be a number')
          .transform((v) => Number(v.replace(',', '.'))),
      ],
      'must be a number',
    )
    .pipe(z.number().min(min).max(max));
}
