import { z } from 'zod';
import { REMOVAL_KINDS } from '../records/record-schema.js';
import {
  countSchema,
  countsOf,
  dateText,
  fractionSchema,
  herdPeriodQuery,
  valuesFilter,
} from './analysis-query.js';
import { REMOVAL_REASON_GROUPS } from './cause-groups.js';
import { PARITY_GROUPS } from './parity-groups.js';
import { CYCLE_EVENTS, REMOVAL_STAGES } from './removal-stage.js';

/** GET /api/sites/{siteId}/herd/sow-withdrawals (docs/herd-analysis.md, "Sow withdrawals"). */
export const sowWithdrawalsQuerySchema = z.object({
  ...herdPeriodQuery,
  kind: valuesFilter(REMOVAL_KINDS).describe('Kinds of removal; none: all'),
  parity: valuesFilter(PARITY_GROUPS).describe('Parity groups at removal; none: all'),
  reason: valuesFilter(REMOVAL_REASON_GROUPS).describe('Groups of the reasons; none: all'),
});
export type SowWithdrawalsQuery = z.infer<typeof sowWithdrawalsQuerySchema>;

const meanParity = z.number().nullable().describe('Mean parity at removal');
const byKind = countsOf(REMOVAL_KINDS).describe('Removals of each kind');

export const sowWithdrawalsSchema = z.object({
  from: dateText,
  to: dateText,
  avg_females: z.number().describe('Average female inventory of the period (docs/kpis.md)'),
  pc_culling: fractionSchema.describe('Whole herd, per year (docs/kpis.md)'),
  pc_mortality: fractionSchema.describe('Whole herd, deaths and euthanasias, per year'),
  removal_rate: fractionSchema.describe('Whole herd: culls, deaths and euthanasias, per year'),
  cull_parity: meanParity.describe('Whole herd: mean parity at culling'),
  removals: countSchema.describe('Removals dated in the period (filters applied)'),
  mean_parity: meanParity,
  kinds: z.array(
    z.object({
      kind: z.enum(REMOVAL_KINDS),
      removals: countSchema,
      rate: fractionSchema.describe('Per year, on avg_females'),
      mean_parity: meanParity,
    }),
  ),
  reasons: z
    .array(
      z.object({
        cause: z.string().nullable().describe('As recorded; null: none recorded'),
        group: z.enum(REMOVAL_REASON_GROUPS),
        removals: countSchema,
        by_kind: byKind,
        mean_parity: meanParity,
      }),
    )
    .describe('Most removals first'),
  groups: z.array(
    z.object({ group: z.enum(REMOVAL_REASON_GROUPS), removals: countSchema, by_kind: byKind }),
  ),
  parities: z.array(
    z.object({ group: z.enum(PARITY_GROUPS), removals: countSchema, by_kind: byKind }),
  ),
  stages: z.array(
    z.object({ stage: z.enum(REMOVAL_STAGES), removals: countSchema, by_kind: byKind }),
  ),
  months: z
    .array(z.object({ from: dateText, to: dateText, removals: countSchema, by_kind: byKind }))
    .describe('Calendar months, the first and last clipped to the period'),
  list: z
    .array(
      z.object({
        animal: z.string(),
        date: dateText,
        kind: z.enum(REMOVAL_KINDS),
        cause: z.string().nullable(),
        group: z.enum(REMOVAL_REASON_GROUPS),
        parity: countSchema,
        stage: z.enum(REMOVAL_STAGES),
        last_event: z.enum(CYCLE_EVENTS).describe('The last event of her cycle before it'),
        last_event_date: dateText,
        days_since_last_event: countSchema,
      }),
    )
    .describe('By date, then animal'),
});
export type SowWithdrawals = z.infer<typeof sowWithdrawalsSchema>;
