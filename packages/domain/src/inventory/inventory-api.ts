import { z } from 'zod';
import { queryInteger } from '../api/common.js';
import { PARITY_BUCKETS } from '../kpi/catalogue.js';
import { LOCATION_KINDS, SECTIONS } from '../locations/location-schema.js';
import { calendarDateSchema } from '../time/supported-dates.js';
import { PRESENT_STATUSES } from '../herd/sow-status.js';
import type { PenReturnBand } from './pen-rules.js';

/**
 * Query and answer shapes of the inventory reports (docs/inventory.md): the herd inventory
 * (active-sows), the farrowing inventory (sows-piglets) and location use (locations).
 */

/** The longest period of the herd inventory's averages: ten years, as the KPIs. */
export const MAX_INVENTORY_PERIOD_DAYS = 3660;
/** The longest period of location use: a year of days (its chart has a point a day). */
export const MAX_LOCATION_PERIOD_DAYS = 366;

/** The youngest and oldest maturity ages a farm may set (spec §9 default 240 days). */
export const MIN_MATURITY_AGE_DAYS = 100;
export const MAX_MATURITY_AGE_DAYS = 400;

const count = z.number().int();
const date = z.string().describe('YYYY-MM-DD, a calendar day of the site');
const fraction = z.number().nullable();

/** Both ends optional: the server fills in the tile's default period (reportPeriod). */
const periodQuery = {
  from: calendarDateSchema.optional().describe('First day; default: by the tile’s period'),
  to: calendarDateSchema.optional().describe('Last day, included; default: the site’s today'),
};

export const herdInventoryQuerySchema = z.object({
  ...periodQuery,
  maturity_age: queryInteger(
    z.coerce.number().int().min(MIN_MATURITY_AGE_DAYS).max(MAX_MATURITY_AGE_DAYS),
  )
    .optional()
    .describe('Days of age from which a gilt counts as mature; default 240 (spec §9)'),
});

export const farrowingInventoryQuerySchema = z.object({
  date: calendarDateSchema.optional().describe('The day; default: the site’s today'),
});

export const locationUseQuerySchema = z.object(periodQuery);

const statusCounts = z.object(
  Object.fromEntries(PRESENT_STATUSES.map((status) => [status, count])) as Record<
    (typeof PRESENT_STATUSES)[number],
    typeof count
  >,
);
const status = z.enum(PRESENT_STATUSES);

export const herdInventorySchema = z.object({
  from: date,
  to: date.describe('The day of the inventory; the averages cover [from, to]'),
  maturity_age: count,
  females: count.describe('Females present on `to`'),
  statuses: statusCounts,
  gilts_under_maturity: count.describe('Gilts younger than the maturity age on `to`'),
  gilts_age_unknown: count.describe('Gilts whose entry gives no birth date'),
  mean_parity: fraction,
  avg_females: fraction.describe('KPI avg_females over the period'),
  avg_mated_females: fraction.describe('KPI avg_mated_females over the period'),
  by_location: z.array(
    z.object({
      room: z.string().nullable().describe('Null: no location recorded'),
      building: z.string().nullable(),
      in_tree: z.boolean().describe('False: a place the records name, not in the location tree'),
      statuses: statusCounts,
      total: count,
    }),
  ),
  by_parity: z.array(
    z.object({
      parity: z.enum(PARITY_BUCKETS),
      statuses: statusCounts,
      total: count,
      share: fraction.describe('Of the females present'),
      expected_share: fraction.describe('Steady state of the period’s parity retention'),
      progressed: count.describe('Farrowings of the period that ended this parity'),
      removed: count.describe('Removals of the period at this parity'),
      retention: fraction.describe('progressed ÷ (progressed + removed)'),
    }),
  ),
  animals: z.array(
    z.object({
      animal: z.string(),
      status,
      since: date,
      days_in_status: count,
      parity: count,
      location: z.string().nullable(),
      room: z.string().nullable(),
      age_days: count.nullable().describe('Gilts: age on `to`, when the birth date is known'),
    }),
  ),
});
export type HerdInventory = z.infer<typeof herdInventorySchema>;

export const farrowingInventorySchema = z.object({
  date,
  lactation_length: count.describe('Days from farrowing to the due weaning'),
  litters: count,
  born_alive: count,
  fostered_in: count,
  fostered_out: count,
  dead: count,
  alive: count,
  mean_lactation_day: fraction,
  due_to_wean: count.describe('Litters due to wean by the 7th day from `date` (or overdue)'),
  overdue: count.describe('Litters past their due weaning by more than 3 days'),
  unbalanced: count.describe('Litters with more piglets out than in (alive < 0)'),
  by_room: z.array(
    z.object({
      room: z.string().nullable(),
      litters: count,
      alive: count,
      mean_lactation_day: fraction,
    }),
  ),
  rows: z.array(
    z.object({
      animal: z.string(),
      parity: count,
      room: z.string().nullable(),
      crate: z.string().nullable().describe('Her location on the day'),
      farrowing_date: date,
      lactation_day: count,
      born_alive: count,
      fostered_in: count,
      fostered_out: count,
      dead: count,
      alive: count,
      due_weaning: date,
      overdue: z.boolean(),
      balanced: z.boolean(),
    }),
  ),
});
export type FarrowingInventory = z.infer<typeof farrowingInventorySchema>;

/** A crate's day in the calendar: her litter's lactation day, a sow without a litter, or empty. */
export const calendarCellSchema = z.union([count, z.literal('sow'), z.null()]);
export type CalendarCell = z.infer<typeof calendarCellSchema>;

const occupancy = {
  present: count.describe('Animals there on `to`'),
  gilts: count.describe('Of them, females not yet farrowed (parity 0, served or not)'),
  animal_days: count.describe('Σ over the days of the period of the animals there'),
  occupancy: fraction.describe('Occupied place-days ÷ place-days'),
  empty_days: count.describe('Days of the period with no animal there'),
};

export const locationUseSchema = z.object({
  from: date,
  to: date,
  days: count,
  crates: count.describe('Farrowing crates of the location tree'),
  crates_occupied: count.describe('Crates holding an animal on `to`'),
  crate_occupancy: fraction.describe('Occupied crate-days ÷ crate-days of the period'),
  crate_empty_days: fraction.describe('Mean days a crate stood empty in the period'),
  litters: count.describe('Farrowings of the period'),
  litters_per_crate_year: fraction.describe('(litters ÷ days × 365) ÷ crates'),
  mixed_pens: count.describe('Pens of the tree mixed on `to` (places[].mixed)'),
  pen_returns: z
    .object({ up_to_7: count, days_8_28: count, from_29: count } satisfies Record<
      PenReturnBand,
      typeof count
    >)
    .describe(
      'Moves of served females into a pen of the tree during the period, by days since the ' +
        'service: 0–7 (the service day included), 8–28, 29 or more',
    ),
  rooms: z.array(
    z.object({
      room: z.string(),
      building: z.string().nullable(),
      section: z.enum(SECTIONS).nullable(),
      places: count.describe('Pens, stalls and crates of the room'),
      crates: count,
      occupied_place_days: count,
      ...occupancy,
    }),
  ),
  places: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(LOCATION_KINDS).nullable().describe('Null: not in the location tree'),
      room: z.string().nullable(),
      serves: z.string().nullable().describe('Stations: the place they feed'),
      stations: count.describe('Stations in this place'),
      occupied_days: count,
      ...occupancy,
      mixed: z
        .boolean()
        .describe('A pen where gilts and sows are together on `to`, gilts 10 % or more of them'),
    }),
  ),
  occupancy_by_day: z.array(
    z.object({
      room: z.string(),
      crates: count,
      occupied: z.array(count).describe('Crates occupied on each day of the period'),
    }),
  ),
  calendar: z.object({
    from: date,
    to: date,
    crates: z.array(
      z.object({
        crate: z.string(),
        room: z.string().nullable(),
        cells: z.array(calendarCellSchema).describe('One per day from calendar.from'),
      }),
    ),
  }),
});
export type LocationUse = z.infer<typeof locationUseSchema>;
