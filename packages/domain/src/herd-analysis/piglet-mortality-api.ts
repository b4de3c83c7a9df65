import { z } from 'zod';
import { PIGLET_MORTALITY_BANDS } from '../kpi/catalogue.js';
import {
  countSchema,
  countsOf,
  dateText,
  fractionSchema,
  herdPeriodQuery,
  valuesFilter,
} from './analysis-query.js';
import { PIGLET_CAUSE_GROUPS } from './cause-groups.js';
import { PARITY_GROUPS } from './parity-groups.js';

/** GET /api/sites/{siteId}/herd/piglet-mortality (docs/herd-analysis.md, "Piglet mortality"). */
export const pigletMortalityQuerySchema = z.object({
  ...herdPeriodQuery,
  parity: valuesFilter(PARITY_GROUPS).describe('Parity groups of the sows; none: all'),
  cause: valuesFilter(PIGLET_CAUSE_GROUPS).describe('Groups of the causes of death; none: all'),
});
export type PigletMortalityQuery = z.infer<typeof pigletMortalityQuerySchema>;

const bands = countsOf(PIGLET_MORTALITY_BANDS).describe(
  'Piglets dead by the age of their litter at death: 0–2, 3–8, 9 days and over',
);

/** Deaths and the litters they are measured against, with the contract's mortality. */
const mortalityFigures = {
  litters: countSchema.describe('Farrowings in the period'),
  born_alive: countSchema.describe('Σ born alive of those farrowings'),
  deaths: countSchema.describe('Σ piglets of the piglet deaths dated in the period'),
  bands,
  pre_wean_mortality: fractionSchema.describe('deaths ÷ born_alive (docs/kpis.md)'),
};

export const pigletMortalitySchema = z.object({
  from: dateText,
  to: dateText,
  ...mortalityFigures,
  no_litter: countSchema.describe('Deaths with no farrowing before them: in no band'),
  weeks: z
    .array(z.object({ from: dateText, to: dateText, ...mortalityFigures }))
    .describe('ISO weeks, the first and last clipped to the period'),
  causes: z
    .array(
      z.object({
        cause: z.string().nullable().describe('As recorded; null: none recorded'),
        group: z.enum(PIGLET_CAUSE_GROUPS),
        deaths: countSchema,
        bands,
        pre_wean_mortality: fractionSchema.describe('These deaths ÷ born_alive of the period'),
      }),
    )
    .describe('Most deaths first'),
  parities: z
    .array(z.object({ group: z.enum(PARITY_GROUPS), ...mortalityFigures }))
    .describe('By the sow’s parity: on the farrowing for litters, on the death for deaths'),
  rooms: z
    .array(z.object({ room: z.string().nullable(), ...mortalityFigures }))
    .describe('By the room the sow was in; null: no location known'),
});
export type PigletMortality = z.infer<typeof pigletMortalitySchema>;
