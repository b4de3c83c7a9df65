import { z } from 'zod';
import { queryInteger } from '../api/common.js';
import { kpiReportSchema, kpiValuesSchema, MAX_KPI_PERIOD_DAYS } from '../api/kpis.js';
import { dayNumber } from '../herd/day-number.js';
import { PARITY_BUCKETS, PIGLET_MORTALITY_BANDS, RETURN_BANDS } from '../kpi/catalogue.js';
import { REPORT_FIGURE_KEYS } from '../kpi/report-figures.js';
import { REMOVAL_KINDS } from '../records/record-schema.js';
import { calendarDateSchema } from '../time/supported-dates.js';
import { columnsSpan, COLUMN_UNITS, MAX_MONITORING_COLUMNS, type ColumnPeriod } from './columns.js';
import { LAGGED_RATE_KEYS } from './maturity.js';

/** Query and answer of GET /api/sites/{siteId}/performances (docs/performance.md). */

/** Columns shown when neither `from` nor `count` is given: a year of months and this one. */
export const DEFAULT_COLUMN_COUNT = 13;

export const performanceQuerySchema = z
  .object({
    columns: z.enum(COLUMN_UNITS).default('month').describe('What each column is'),
    to: calendarDateSchema.optional().describe('Last day of the last column; default: today'),
    from: calendarDateSchema
      .optional()
      .describe('A day of the first column (instead of count): every column up to `to`'),
    count: queryInteger(
      z.coerce
        .number()
        .int()
        .min(1)
        .max(MAX_MONITORING_COLUMNS, `must be at most ${MAX_MONITORING_COLUMNS}`)
        .optional(),
    ).describe(`How many columns end with \`to\`; default ${DEFAULT_COLUMN_COUNT}`),
  })
  .refine((q) => q.from === undefined || q.count === undefined, {
    path: ['count'],
    message: 'give either from or count, not both',
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    path: ['to'],
    message: 'must not be before from',
  });
export type PerformanceQuery = z.infer<typeof performanceQuerySchema>;

/**
 * Why the columns asked cannot be answered: too many of them, or a span longer than a KPI
 * period may be (ten years). Null when they can.
 */
export function performanceColumnsIssue(
  columns: readonly ColumnPeriod[],
): { field: 'from' | 'count'; reason: string } | null {
  if (columns.length > MAX_MONITORING_COLUMNS) {
    return {
      field: 'from',
      reason: `gives ${columns.length} columns, more than ${MAX_MONITORING_COLUMNS}: take a later day or longer columns`,
    };
  }
  const span = columnsSpan(columns);
  if (dayNumber(span.to) - dayNumber(span.from) >= MAX_KPI_PERIOD_DAYS) {
    return {
      field: 'count',
      reason: `the columns may cover at most ${MAX_KPI_PERIOD_DAYS} days`,
    };
  }
  return null;
}

const finalitySchema = z
  .object(
    Object.fromEntries(LAGGED_RATE_KEYS.map((rate) => [rate, z.boolean()])) as Record<
      (typeof LAGGED_RATE_KEYS)[number],
      z.ZodBoolean
    >,
  )
  .describe('Per lagged rate: whether every service it reads is old enough (not final: false)');

const means = <T extends readonly string[]>(keys: T) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, z.number().nullable()])) as Record<
      T[number],
      z.ZodNullable<z.ZodNumber>
    >,
  );

const figuresSchema = means(REPORT_FIGURE_KEYS).describe(
  'Spec §9 rules beside the KPIs (docs/kpis.md): fertility_30d of the services dated 30 days ' +
    'earlier (fertility_services, its n); pc_served_8d_plus of the weanings; the weanings early, ' +
    'on time and late against farrowing + the site’s target lactation (3 days either side)',
);

const monitoringColumnSchema = kpiReportSchema.extend({
  partial: z
    .boolean()
    .describe('The column is cut short: the month so far, or from the herd’s first day'),
  no_data: z
    .boolean()
    .describe('The herd has no day in the column (before its first entry, after today): KPIs null'),
  service_far_rate: z
    .number()
    .nullable()
    .describe('Farrowing rate of the services dated in the column'),
  window_services: z
    .object({
      far_rate: z.number().int().describe('Services dated 115 days earlier: far_rate’s n'),
      return_ratio: z.number().int().describe('Services dated 42 days earlier: return_ratio’s n'),
    })
    .describe('The services the lagged rates read'),
  figures: figuresSchema,
  final: finalitySchema,
});

const monitoringTotalSchema = z
  .object({
    kind: z.enum(['span', 'mean']),
    from: calendarDateSchema,
    to: calendarDateSchema,
    kpis: kpiValuesSchema,
    return_bands: means(RETURN_BANDS),
    parity_distribution: means(PARITY_BUCKETS),
    piglet_mortality_bands: means(PIGLET_MORTALITY_BANDS),
    removals_by_kind: means(REMOVAL_KINDS),
    service_far_rate: z.number().nullable(),
    window_services: means(['far_rate', 'return_ratio'] as const),
    figures: figuresSchema,
    final: finalitySchema,
  })
  .describe(
    'span: the KPIs over the whole span (calendar columns); mean: the mean of the columns (rolling)',
  );

export const performanceAnswerSchema = z.object({
  unit: z.enum(COLUMN_UNITS),
  today: calendarDateSchema.describe('The site’s day the outcomes are read on'),
  columns: z.array(monitoringColumnSchema).describe('Oldest first'),
  total: monitoringTotalSchema,
});
