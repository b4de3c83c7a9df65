import { z } from 'zod';
import { pageNumberSchema, queryInteger } from '../api/common.js';

/** The integrator area's webhook routes (docs/integration-api.md, "Webhooks"). */

export const WEBHOOK_EVENT_TYPES = ['station.notification', 'bin.warning', 'test'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'abandoned'] as const;

const instant = z.iso.datetime({ offset: true });

export const testEventBodySchema = z.object({
  installation_id: z.uuid().optional().describe('The installation to send it through'),
});

export const testEventAnswerSchema = z.object({ delivery_id: z.uuid() });

export const deliveriesQuerySchema = z.object({
  page: pageNumberSchema(1),
  per_page: queryInteger(z.coerce.number().int().min(1).max(100).default(25)),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});
export type DeliveriesQuery = z.infer<typeof deliveriesQuerySchema>;

export const deliverySchema = z.object({
  id: z.uuid(),
  event_type: z.string(),
  site_name: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: instant.nullable(),
  created_at: instant,
  delivered_at: instant.nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveriesPageSchema = z.object({
  data: z.array(deliverySchema),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
  }),
});
export type DeliveriesPage = z.infer<typeof deliveriesPageSchema>;
