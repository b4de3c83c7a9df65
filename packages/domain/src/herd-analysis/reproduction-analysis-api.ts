import { z } from 'zod';
import { RETURN_BANDS } from '../kpi/catalogue.js';
import {
  countSchema,
  countsOf,
  dateText,
  fractionSchema,
  herdPeriodQuery,
  valuesFilter,
} from './analysis-query.js';
import { BREEDING_STATES } from './breeding-state.js';
import { PARITY_GROUPS } from './parity-groups.js';

/**
 * GET /api/sites/{siteId}/herd/reproduction-analysis (docs/herd-analysis.md, "Reproduction
 * analysis"): a period at most 120 days back from the site's today.
 */
export const reproductionAnalysisQuerySchema = z.object({
  ...herdPeriodQuery,
  parity: valuesFilter(PARITY_GROUPS).describe('Parity groups at service; none: all'),
});
export type ReproductionAnalysisQuery = z.infer<typeof reproductionAnalysisQuerySchema>;

const states = countsOf(BREEDING_STATES).describe('Services by where each stands today');
const returnBands = countsOf(RETURN_BANDS);
const serviceCounts = {
  services: countSchema,
  first_services: countSchema,
  repeat_services: countSchema,
  states,
  returned_by_band: returnBands.describe(
    'Services whose outcome is a return, by the band of the days to that return',
  ),
};

const pendingServices = countSchema.describe(
  'Services whose outcome is not known yet (neither farrowed nor failed): the rate is not final while any is',
);

const farrowingRateRow = z.object({
  key: z.string().nullable().describe('The group; null: not recorded'),
  services: countSchema,
  farrowed: countSchema,
  pending: pendingServices,
  far_rate: fractionSchema,
});

export const reproductionAnalysisSchema = z.object({
  from: dateText,
  to: dateText,
  today: dateText.describe('The day the services’ states are read on'),
  ...serviceCounts,
  weeks: z
    .array(z.object({ from: dateText, to: dateText, ...serviceCounts }))
    .describe('Services by ISO week of service, the first and last weeks clipped to the period'),
  returns: z.object({
    repeats: countSchema.describe('Repeat services dated in the period'),
    bands: returnBands.describe('The repeat services by return interval band (docs/kpis.md)'),
    intervals: z
      .array(z.object({ days: countSchema, repeats: countSchema }))
      .describe('The repeat services by days since the service before, shortest first'),
    parities: z.array(
      z.object({ group: z.enum(PARITY_GROUPS), repeats: countSchema, bands: returnBands }),
    ),
  }),
  farrowing_rate: z
    .object({
      window: z.object({ from: dateText, to: dateText }),
      services: countSchema,
      farrowed: countSchema,
      pending: pendingServices,
      far_rate: fractionSchema,
      by_parity: z.array(farrowingRateRow),
      by_boar: z.array(farrowingRateRow),
      by_technician: z.array(farrowingRateRow),
      by_weekday: z.array(farrowingRateRow).describe('ISO weekday: 1 Monday … 7 Sunday'),
      by_service: z
        .array(farrowingRateRow)
        .describe('First services (`first`), then repeat services by return band'),
    })
    .describe('The services of [from − 115, to − 115], the farrowing rate’s (docs/kpis.md)'),
  list: z
    .array(
      z.object({
        animal: z.string(),
        date: dateText,
        parity: countSchema.describe('At service'),
        first: z.boolean(),
        interval: countSchema.nullable().describe('Repeat service: days since the one before'),
        boar: z.string().nullable(),
        user: z.string().nullable(),
        state: z.enum(BREEDING_STATES),
        state_date: dateText.nullable().describe('When its outcome was recorded'),
        return_band: z.enum(RETURN_BANDS).nullable().describe('Returned: the band of the return'),
        days: countSchema.describe('Days since the service, today'),
      }),
    )
    .describe('The services of the period, by date then animal'),
});
export type ReproductionAnalysis = z.infer<typeof reproductionAnalysisSchema>;
