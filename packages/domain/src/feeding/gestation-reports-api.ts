import { z } from 'zod';
import { calendarDateSchema } from '../time/supported-dates.js';
import { LOSS_CAUSES } from './gestation-losses.js';

/** Query and answer shapes of the gestation reports: visits and losses (docs/feeding.md). */

/** The longest period of the visits report: a year of days, each listing its stations. */
export const MAX_VISITS_PERIOD_DAYS = 366;
/** The longest period of the losses report: ten years, as the KPIs. */
export const MAX_LOSSES_PERIOD_DAYS = 3660;

/** Both ends optional: the server fills in the tile's default period (reportPeriod). */
export const gestationReportQuerySchema = z.object({
  from: calendarDateSchema.optional().describe('First day; default: by the tile’s period'),
  to: calendarDateSchema.optional().describe('Last day, included; default: the site’s today'),
});

const count = z.number().int();
const grams = z.number().int();
const date = z.string().describe('YYYY-MM-DD, a calendar day of the site');

const stationVisitsSchema = z.object({
  station: z.string(),
  location: z.string().nullable(),
  visits: count,
  sows: count,
  distributed_g: grams,
});

export const gestationVisitsSchema = z.object({
  from: date,
  to: date,
  days: z.array(
    z.object({
      date,
      expected: count.describe('Sows with a gestation ration (target > 0 g) that day'),
      visited: count.describe('Sows with at least one visit'),
      visits: count,
      visits_per_sow: z
        .number()
        .nullable()
        .describe('visits ÷ visited, exact: rounded once, where it is shown'),
      distributed_g: grams.describe('Feed the visits gave'),
      stations: z.array(stationVisitsSchema),
    }),
  ),
  not_visited: z
    .array(
      z.object({
        animal: z.string(),
        station: z.string().nullable(),
        location: z.string().nullable(),
        day: count.describe('Gestation day'),
        target_g: grams,
      }),
    )
    .describe('Sows expected on `to` without a visit that day'),
});

const cause = z.enum(LOSS_CAUSES);

export const gestationLossesSchema = z.object({
  from: date,
  to: date,
  window: z
    .object({ from: date, to: date })
    .describe('The services counted: dated in [from − 115, to − 115]'),
  services: count,
  farrowed: count,
  pending: count.describe('No outcome yet, not past day 120'),
  transferred: count.describe('Transferred while gestating: neither farrowed here nor lost'),
  lost: count,
  percent_lost: z.number().nullable(),
  mean_day_lost: z.number().nullable(),
  causes: z.array(
    z.object({
      cause,
      count,
      percent: z.number().nullable().describe('Of the services, one decimal'),
      mean_day: z.number().nullable().describe('Mean day of gestation lost, one decimal'),
    }),
  ),
  losses: z.array(
    z.object({
      animal: z.string(),
      service_date: date,
      cause,
      lost_date: date.nullable(),
      day_lost: count.nullable().describe('Days from the service to the loss'),
    }),
  ),
});
