import { z } from 'zod';
import { areaPageMetaSchema } from '@barnboard/domain';
import { api } from '../../../lib/api/client';

/**
 * The webhook routes of the area (docs/integration-api.md, "Webhooks"): an integration's delivery
 * log and its "send a test event". Their shapes are the integrations contract's; the server's
 * schemas live with the integration API.
 */
export const deliverySchema = z.object({
  id: z.string(),
  event_type: z.string(),
  site_name: z.string().nullable(),
  status: z.enum(['pending', 'delivered', 'abandoned']),
  attempts: z.number(),
  last_status_code: z.number().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

const deliveriesPageSchema = z.object({
  data: z.array(deliverySchema),
  meta: areaPageMetaSchema.partial().extend({ pages: z.number() }),
});

const id = encodeURIComponent;

export const webhooksApi = {
  deliveries: (integrationId: string, page: number, signal?: AbortSignal) =>
    api.request(`/api/integrations/${id(integrationId)}/deliveries`, {
      query: { page, per_page: 10 },
      schema: deliveriesPageSchema,
      ...(signal ? { signal } : {}),
    }),
  sendTestEvent: (integrationId: string) =>
    api.request(`/api/integrations/${id(integrationId)}/test-event`, {
      method: 'POST',
      body: {},
      schema: z.object({ delivery_id: z.string() }),
    }),
};
