import { z } from 'zod';
import {
  KPI_KEYS,
  PARITY_BUCKETS,
  PIGLET_MORTALITY_BANDS,
  RETURN_BANDS,
} from '../kpi/catalogue.js';
import { USER_COUNT_KPIS } from '../kpi/by-user.js';
import { REMOVAL_KINDS } from '../records/record-schema.js';
import { calendarDateSchema } from '../time/supported-dates.js';

/** The longest period one KPI request may cover (ten years of daily inventories). */
export const MAX_KPI_PERIOD_DAYS = 3660;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** GET /api/sites/{siteId}/kpis query. */
export const kpiQuerySchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    interval: z.enum(['week', 'month']).optional(),
    group_by: z.enum(['user']).optional(),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'must not be before from' })
  .refine((q) => dayNumber(q.to) - dayNumber(q.from) < MAX_KPI_PERIOD_DAYS, {
    path: ['to'],
    message: `the period may cover at most ${MAX_KPI_PERIOD_DAYS} days`,
  });
export type KpiQuery = z.infer<typeof kpiQuerySchema>;

const counts = <T extends readonly string[]>(keys: T) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<
      T[number],
      z.ZodNumber
    >,
  );

export const kpiValuesSchema = z.object(
  Object.fromEntries(KPI_KEYS.map((key) => [key, z.number().nullable()])) as Record<
    (typeof KPI_KEYS)[number],
    z.ZodNullable<z.ZodNumber>
  >,
);

export const kpiReportSchema = z.object({
  from: calendarDateSchema,
  to: calendarDateSchema,
  kpis: kpiValuesSchema,
  return_bands: counts(RETURN_BANDS),
  parity_distribution: counts(PARITY_BUCKETS),
  piglet_mortality_bands: counts(PIGLET_MORTALITY_BANDS),
  removals_by_kind: counts(REMOVAL_KINDS),
});

/**
 * The answer: the period's figures, plus a series per interval when asked. `from` and `to` are the
 * days the figures cover: the period asked, cut to the herd's first day and the site's today
 * (docs/kpis.md, "No figure from days without data").
 */
export const kpiResponseSchema = kpiReportSchema.extend({
  no_data: z
    .boolean()
    .describe('The herd has no day in the period (before its first entry): every KPI is null'),
  series: z.array(kpiReportSchema).optional(),
  /** group_by=user: the event counts per user who recorded the events (docs/kpis.md). */
  by_user: z.record(z.string(), counts(USER_COUNT_KPIS)).optional(),
});
