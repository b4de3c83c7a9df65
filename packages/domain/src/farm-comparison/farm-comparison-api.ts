import { z } from 'zod';
import { KPI_KEYS } from '../kpi/catalogue.js';
import { dayNumber } from '../herd/day-number.js';
import { calendarDateSchema } from '../time/supported-dates.js';
import { kpiValuesSchema } from '../api/kpis.js';
import { COMPARISON_FIGURE_KEYS, type ComparisonFigureKey } from './comparison-figures.js';

/** Query and answer of GET /api/farm-comparison (docs/farm-comparison.md; spec §5, §9). */

/** Spec §5 and §9: a comparison covers 1 to 90 days. */
export const MAX_COMPARISON_DAYS = 90;
/** Spec §5: at least two sites. */
export const MIN_COMPARED_SITES = 2;
/** An advisor's whole group of farms, and still one answer under a second (bench/kpis.mjs). */
export const MAX_COMPARED_SITES = 40;

/** `sites=a,b` or `sites=a&sites=b`: one list of site ids either way. */
const siteList = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : [value])
      .filter((item): item is string => typeof item === 'string')
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  z
    .array(z.uuid())
    .min(MIN_COMPARED_SITES, `must name at least ${MIN_COMPARED_SITES} sites`)
    .max(MAX_COMPARED_SITES, `may name at most ${MAX_COMPARED_SITES} sites`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not name a site twice'),
);

export const farmComparisonQuerySchema = z
  .object({
    sites: siteList.describe('The sites to compare, by id: comma-separated or repeated'),
    from: calendarDateSchema,
    to: calendarDateSchema,
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'must not be before from' })
  .refine((q) => dayNumber(q.to) - dayNumber(q.from) < MAX_COMPARISON_DAYS, {
    path: ['to'],
    message: `the period may cover at most ${MAX_COMPARISON_DAYS} days`,
  });
export type FarmComparisonQuery = z.infer<typeof farmComparisonQuerySchema>;

/** The comparison's rows: every KPI of the contract, then the comparison's own figures. */
export const COMPARISON_ROW_KEYS = [...KPI_KEYS, ...COMPARISON_FIGURE_KEYS] as const;
export type ComparisonRowKey = (typeof COMPARISON_ROW_KEYS)[number];

const rank = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).nullable();
const perRow = <T extends z.ZodType>(schema: T) =>
  z.object(
    Object.fromEntries(COMPARISON_ROW_KEYS.map((key) => [key, schema])) as Record<
      ComparisonRowKey,
      T
    >,
  );

const betterSchema = z
  .discriminatedUnion('way', [
    z.object({ way: z.literal('higher') }),
    z.object({ way: z.literal('lower') }),
    z.object({ way: z.literal('target'), value: z.number() }),
  ])
  .nullable();

export const farmComparisonSchema = z.object({
  from: calendarDateSchema,
  to: calendarDateSchema,
  sites: z
    .array(
      z.object({
        site_id: z.uuid(),
        kpis: kpiValuesSchema,
        figures: z
          .object({
            lactation_intake_kg: z
              .number()
              .nullable()
              .describe('Lactation feed given per sow per day over lactation days 2 to 18, kg'),
            avg_females_200d: z
              .number()
              .nullable()
              .describe(
                'Mean females present a day aged 200 days or more (without a birth date: from entry)',
              ),
          } satisfies Record<ComparisonFigureKey, z.ZodType>)
          .describe('The comparison’s own figures (spec §9), beside the KPI contract’s'),
        quartiles: perRow(rank).describe(
          'The site’s quarter among the compared sites per row: 1 best … 4 worst, null unranked',
        ),
      }),
    )
    .describe('In the order asked'),
  group: perRow(
    z.object({
      sites: z
        .number()
        .int()
        .describe('How many compared sites have a value: the quartiles need at least 4'),
      q1: z.number().nullable(),
      median: z.number().nullable(),
      q3: z.number().nullable(),
      better: betterSchema.describe('Which way the KPI is better; null: not ranked'),
    }),
  ),
});
export type FarmComparison = z.infer<typeof farmComparisonSchema>;
