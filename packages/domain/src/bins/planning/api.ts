import { z } from 'zod';
import { expectedVersionSchema, uuidSchema } from '../../api/common.js';
import { calendarDateSchema } from '../../time/supported-dates.js';
import { DELIVERY_ORDER_STATES } from './orders.js';

/**
 * Requests and answers of delivery planning (docs/bins.md, "Delivery planning"): the tenant's
 * delivery settings, the plan of a site or a tenant, and feed orders. Masses in kg, dates
 * YYYY-MM-DD on the site's calendar, instants ISO 8601 in UTC.
 */

/** The coming days a plan covers, today included. */
export const DELIVERY_PLAN_DAYS = 14;

/** A tenant's settings before anyone changes them: a common 24 t bulk truck of three compartments. */
export const DEFAULT_DELIVERY_SETTINGS = {
  truck_capacity_kg: 24_000,
  truck_compartments: 3,
  lead_days: 1,
  mill_email: null,
} as const;

export const TRUCK_CAPACITY_MIN_KG = 1_000;
export const TRUCK_CAPACITY_MAX_KG = 60_000;
export const TRUCK_COMPARTMENTS_MAX = 12;
/** An order arrives within the plan's horizon or it cannot prevent anything. */
export const LEAD_DAYS_MAX = DELIVERY_PLAN_DAYS - 1;
/** No order is larger than a few trucks. */
export const ORDER_MAX_KG = 4 * TRUCK_CAPACITY_MAX_KG;
export const ORDER_MAX_BINS = 50;

export const deliverySettingsSchema = z.object({
  truck_capacity_kg: z.number().int().min(TRUCK_CAPACITY_MIN_KG).max(TRUCK_CAPACITY_MAX_KG),
  truck_compartments: z.number().int().min(1).max(TRUCK_COMPARTMENTS_MAX),
  lead_days: z.number().int().min(0).max(LEAD_DAYS_MAX),
  /** Where each new order is e-mailed; null: orders are not sent (the farm calls the mill). */
  mill_email: z.email().max(254).nullable(),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

export const deliverySettingsUpdateSchema = deliverySettingsSchema.extend({
  expected_updated_at: expectedVersionSchema,
});
export type DeliverySettingsUpdate = z.infer<typeof deliverySettingsUpdateSchema>;

export const deliverySettingsAnswerSchema = deliverySettingsSchema.extend({
  tenant_id: z.string(),
  updated_at: z.string(),
});
export type DeliverySettingsAnswer = z.infer<typeof deliverySettingsAnswerSchema>;

export const deliveryTenantParamsSchema = z.object({ tenantId: uuidSchema });
export const deliverySiteParamsSchema = z.object({ siteId: uuidSchema });
export const deliveryOrderParamsSchema = z.object({ siteId: uuidSchema, orderId: uuidSchema });

const named = z.object({ id: z.string(), name: z.string() });

export const PLAN_BIN_PROBLEMS = [
  'empty_before_delivery',
  'eats_more_than_it_holds',
  'no_level',
] as const;
export type PlanBinProblem = (typeof PLAN_BIN_PROBLEMS)[number];

export const planTripSchema = z.object({
  site_id: z.string(),
  date: z.string(),
  total_kg: z.number(),
  compartments: z.array(z.object({ feed_id: z.string(), count: z.number().int() })),
  loads: z.array(z.object({ bin: named, feed: named, kg: z.number() })),
  /** The bin whose "empty by" day set the trip's day. */
  reason: z.object({ bin: named, empty_date: z.string() }),
});
export type PlanTrip = z.infer<typeof planTripSchema>;

export const planBinSchema = z.object({
  id: z.string(),
  name: z.string(),
  site_id: z.string(),
  building: z.string(),
  feed: named.nullable(),
  capacity_kg: z.number().nullable(),
  quantity_kg: z.number().nullable(),
  /** The forecast's conservative rate, safety factor included. */
  kg_per_day: z.number().nullable(),
  /** The day it runs empty without a delivery (the forecast's early side); null: not eating. */
  empty_date: z.string().nullable(),
  deliveries: z.array(z.object({ date: z.string(), kg: z.number() })),
  /** Why the plan cannot keep it fed; no_level: its quantity is unknown (no reading or density). */
  problem: z.enum(PLAN_BIN_PROBLEMS).nullable(),
});
export type PlanBinAnswer = z.infer<typeof planBinSchema>;

export const deliveryPlanSchema = z.object({
  generated_at: z.string(),
  horizon_days: z.number().int(),
  truck: z.object({ capacity_kg: z.number(), compartments: z.number().int() }),
  lead_days: z.number().int(),
  sites: z.array(
    z.object({ id: z.string(), name: z.string(), timezone: z.string(), today: z.string() }),
  ),
  trips: z.array(planTripSchema),
  bins: z.array(planBinSchema),
});
export type DeliveryPlanAnswer = z.infer<typeof deliveryPlanSchema>;

export const deliveryOrderCreateSchema = z.object({
  feed_id: uuidSchema,
  quantity_kg: z.number().int().min(1).max(ORDER_MAX_KG),
  bin_ids: z.array(uuidSchema).min(1).max(ORDER_MAX_BINS),
  wished_date: calendarDateSchema,
});
export type DeliveryOrderCreate = z.infer<typeof deliveryOrderCreateSchema>;

export const deliveryOrderActionBodySchema = z.object({
  expected_updated_at: expectedVersionSchema,
});

export const deliveryOrderSchema = z.object({
  id: z.string(),
  site: named,
  feed: named,
  quantity_kg: z.number(),
  bins: z.array(named),
  wished_date: z.string(),
  state: z.enum(DELIVERY_ORDER_STATES),
  requested_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * The feed the sensors saw arrive in the order's bins around its wished date (the fills'
   * added kg); null before the first day they count.
   */
  delivered_kg: z.number().nullable(),
});
export type DeliveryOrder = z.infer<typeof deliveryOrderSchema>;

export const deliveryOrdersAnswerSchema = z.object({ orders: z.array(deliveryOrderSchema) });
export const deliveryOrderAnswerSchema = z.object({
  order: deliveryOrderSchema,
  /** Whether the order was e-mailed to the mill (a new order, with a mill address set). */
  mailed: z.boolean().optional(),
});
