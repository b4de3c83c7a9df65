import { z } from 'zod';
import { calendarDateSchema } from '../time/supported-dates.js';

/** What every herd report's query and answer share (docs/herd-analysis.md). */

/** The longest period of a herd report: ten years, as the KPIs. */
export const MAX_HERD_REPORT_DAYS = 3660;

export const herdPeriodQuery = {
  from: calendarDateSchema.optional().describe('First day; default: by the tile’s period'),
  to: calendarDateSchema.optional().describe('Last day, included; default: the site’s today'),
};

/**
 * A filter of a query string: values separated by commas (`parity=0,3-5`); absent or empty,
 * every value. An unknown value is refused, naming the field.
 */
export function valuesFilter<const T extends readonly [string, ...string[]]>(values: T) {
  const known = (value: string): value is T[number] => values.includes(value);
  return z
    .string()
    .optional()
    .transform((text, context) => {
      const chosen = text ? text.split(',') : [];
      const unknown = chosen.filter((value) => !known(value));
      if (unknown.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `must be values among ${values.join(', ')} (not ${unknown.join(', ')})`,
        });
        return z.NEVER;
      }
      return chosen.filter(known);
    })
    .describe(`Comma-separated values among ${values.join(', ')}; none: all`);
}

export const dateText = z.string().describe('YYYY-MM-DD, a calendar day of the site');
export const countSchema = z.number().int();
export const fractionSchema = z
  .number()
  .nullable()
  .describe('A fraction (0.12 is 12 %); null: no denominator');

/** Counts per key of a list (the piglet mortality bands, the return bands…). */
export function countsOf<const T extends readonly string[]>(keys: T) {
  return z.object(
    Object.fromEntries(keys.map((key) => [key, countSchema])) as Record<
      T[number],
      typeof countSchema
    >,
  );
}

/** Zero for every key. */
export function zeroCounts<const T extends readonly string[]>(keys: T): Record<T[number], number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<T[number], number>;
}
