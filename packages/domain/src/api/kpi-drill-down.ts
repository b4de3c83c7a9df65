import { z } from 'zod';
import { KPI_KEYS } from '../kpi/catalogue.js';
import { LAGGED_SERVICE_WINDOWS } from '../kpi/drill-down/drill-down-facts.js';
import { DRILL_DOWN_FORMULAS } from '../kpi/drill-down/drill-down-rules.js';
import { DRILL_DOWN_EVENTS } from '../kpi/drill-down/explain.js';
import { calendarDateSchema } from '../time/supported-dates.js';
import { dayNumber } from '../herd/day-number.js';
import { MAX_KPI_PERIOD_DAYS } from './kpis.js';
import { pageMetaSchema, pageQuerySchema } from './common.js';

/** GET /api/sites/{siteId}/kpis/{key}/drill-down path. */
export const kpiDrillDownParamsSchema = z.object({ siteId: z.uuid(), key: z.enum(KPI_KEYS) });

/** … and query: the period (as the KPI report's), then a page of the rows. */
export const kpiDrillDownQuerySchema = pageQuerySchema
  .extend({
    from: calendarDateSchema,
    to: calendarDateSchema,
    /** Only the events this user recorded (`-`: recorded without a user), as `group_by=user`. */
    user: z.string().trim().min(1).max(200).optional(),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'must not be before from' })
  .refine((q) => dayNumber(q.to) - dayNumber(q.from) < MAX_KPI_PERIOD_DAYS, {
    path: ['to'],
    message: `the period may cover at most ${MAX_KPI_PERIOD_DAYS} days`,
  });
export type KpiDrillDownQuery = z.infer<typeof kpiDrillDownQuerySchema>;

/** The dates the rows come from, when not the period's (docs/kpis.md, "Drill-down"). */
export const drillDownWindowSchema = z.object({
  kind: z.enum(LAGGED_SERVICE_WINDOWS),
  event: z.literal('service'),
  from: calendarDateSchema,
  to: calendarDateSchema,
  lag_days: z.number().int(),
});

export const drillDownRowSchema = z.object({
  animal: z.string(),
  event: z.enum(DRILL_DOWN_EVENTS),
  date: calendarDateSchema.nullable(),
  location: z.string().nullable(),
  detail: z.string().nullable(),
  numerator: z.number().nullable(),
  denominator: z.number().nullable(),
});

/** The figure, its sums over every row, and one page of the rows (docs/kpis.md, "Drill-down"). */
export const kpiDrillDownResponseSchema = z.object({
  key: z.enum(KPI_KEYS),
  from: calendarDateSchema,
  to: calendarDateSchema,
  user: z.string().nullable(),
  days: z.number().int(),
  window: drillDownWindowSchema.nullable(),
  formula: z.enum(DRILL_DOWN_FORMULAS),
  formula_key: z.string(),
  value: z.number().nullable(),
  numerator: z.number(),
  denominator: z.number().nullable(),
  n: z.number().int(),
  data: z.array(drillDownRowSchema),
  meta: pageMetaSchema,
});
export type KpiDrillDownResponse = z.infer<typeof kpiDrillDownResponseSchema>;
