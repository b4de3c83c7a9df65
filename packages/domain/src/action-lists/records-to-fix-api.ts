import { z } from 'zod';
import { RECORD_TYPES } from '../records/record-schema.js';
import { TILE_KEYS, type TileKey } from '../reports/tiles.js';

/**
 * The records to fix (docs/action-lists.md, herd-reports.md §9.3): records that are impossible
 * or that miss another, each with the reports whose figures it biases.
 */
export const RECORD_CHECKS = [
  'long_gestation',
  'short_gestation',
  'zero_born',
  'unbalanced_litter',
  'missing_weaning',
  'long_wsi',
  'late_first_service',
  'missing_outcome',
] as const;
export type RecordCheck = (typeof RECORD_CHECKS)[number];

/** A gestation is impossible beyond this many days (a service is missing)… */
export const MAX_GESTATION_DAYS = 125;
/** … or under this many (the service recorded is not the one that held). */
export const MIN_GESTATION_DAYS = 105;
/** A weaning-to-service interval beyond this hides a missing service, heat or loss. */
export const MAX_WSI_DAYS = 65;
/** A gilt served first beyond this age was not recorded (or her birth date is wrong). */
export const MAX_FIRST_SERVICE_AGE_DAYS = 400;
/** A service with no outcome this many days after it: a farrowing or a loss is missing. */
export const MAX_PENDING_DAYS = 125;

const FARROWING_RESULTS: TileKey[] = [
  'kpi-farrowing',
  'farrow-wean-piglets',
  'performances-monitoring',
  'historical-performances',
];
const SERVICE_RESULTS: TileKey[] = [
  'kpi-reproduction',
  'herd-reproduction',
  'performances-monitoring',
  'historical-performances',
];

/** The reports whose figures each check's records bias (by the KPIs they read). */
export const CHECK_REPORTS: Record<RecordCheck, readonly TileKey[]> = {
  // ges_length; and far_rate, whose service is then the wrong one.
  long_gestation: [...FARROWING_RESULTS, 'herd-reproduction'],
  short_gestation: [...FARROWING_RESULTS, 'herd-reproduction'],
  // total_born and born_alive per litter, litters under 7 or 10.
  zero_born: [...FARROWING_RESULTS, 'piglets-mortality'],
  // pre_wean_mortality, weaned per litter, the litters on hand.
  unbalanced_litter: [...FARROWING_RESULTS, 'piglets-mortality', 'sows-piglets'],
  // weanings, weaned, wean_age, pw_mf_year and npd's presumed nursing; and the next service,
  // read as a repeat 138–144 days after the one before: the repeat rate, the return bands.
  missing_weaning: [
    ...new Set([...FARROWING_RESULTS, ...SERVICE_RESULTS, 'kpi-herd', 'reproduction-analysis']),
  ] as TileKey[],
  // wsi, pc_served_7d and npd.
  long_wsi: [...SERVICE_RESULTS, 'kpi-herd'],
  // The gilt's age (a birth date a year wrong, or a first service never recorded): the herd
  // inventory's ages and gilts past maturity. Not entry_to_service, which reads the entry date.
  late_first_service: ['active-sows'],
  // far_rate (pending counts as not farrowed), npd, the gestating inventory, breeding states.
  missing_outcome: [...SERVICE_RESULTS, 'kpi-herd', 'active-sows', 'reproduction-analysis'],
};

export const recordToFixSchema = z.object({
  check: z.enum(RECORD_CHECKS),
  animal: z.string(),
  record: z
    .enum(RECORD_TYPES)
    .describe('The record that is wrong, or the one a missing one follows'),
  date: z.string().describe('Its date, YYYY-MM-DD'),
  value: z
    .number()
    .int()
    .describe(
      'What is wrong, in the check’s unit: days of gestation, of interval or of age; piglets',
    ),
  reports: z.array(z.enum(TILE_KEYS)).describe('The report tiles whose figures it biases'),
});
export type RecordToFix = z.infer<typeof recordToFixSchema>;

export const recordsToFixSchema = z.object({
  date: z
    .string()
    .describe('The day the checks that depend on time were read on (the site’s today)'),
  records: z.array(recordToFixSchema),
});
export type RecordsToFix = z.infer<typeof recordsToFixSchema>;
