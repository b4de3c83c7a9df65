import {
  deliveryOrderAnswerSchema,
  deliveryOrdersAnswerSchema,
  deliveryPlanSchema,
  deliverySettingsAnswerSchema,
  type DeliveryOrder,
  type DeliveryOrderAction,
  type DeliveryOrderCreate,
  type DeliverySettings,
} from '@barnboard/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { liveMeta } from '../../../lib/live/live-meta';
import { useLivePolling } from '../../../lib/live/live-status';

/** Delivery planning's calls (docs/bins.md, "Delivery planning"), per tenant. */

export const deliveryKey = (tenantId: string) => ['delivery-plan', tenantId] as const;

/**
 * The plan and the orders follow the bins' readings: fetched again when the live stream announces
 * one (docs/live.md), or this often while no stream is open.
 */
const REFRESH_MS = 60_000;

export function usePlan(tenantId: string) {
  return useQuery({
    queryKey: [...deliveryKey(tenantId), 'plan'],
    queryFn: ({ signal }) =>
      api.request(`/feed/tenants/${tenantId}/delivery-plan`, {
        schema: deliveryPlanSchema,
        signal,
      }),
    meta: liveMeta(['bins']),
    refetchInterval: useLivePolling(REFRESH_MS),
  });
}

export function useOrders(tenantId: string) {
  return useQuery({
    queryKey: [...deliveryKey(tenantId), 'orders'],
    queryFn: async ({ signal }) =>
      (
        await api.request(`/feed/tenants/${tenantId}/delivery-orders`, {
          schema: deliveryOrdersAnswerSchema,
          signal,
        })
      ).orders,
    meta: liveMeta(['bins']),
    refetchInterval: useLivePolling(REFRESH_MS),
  });
}

/** The truck settings, read only by the tenant's owners and admins. */
export function useDeliverySettings(tenantId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...deliveryKey(tenantId), 'settings'],
    queryFn: ({ signal }) =>
      api.request(`/feed/tenants/${tenantId}/delivery-settings`, {
        schema: deliverySettingsAnswerSchema,
        signal,
      }),
    enabled,
  });
}

export function saveDeliverySettings(
  tenantId: string,
  settings: DeliverySettings,
  version: string,
) {
  return api.request(`/feed/tenants/${tenantId}/delivery-settings`, {
    method: 'PUT',
    body: { ...settings, expected_updated_at: version },
    schema: deliverySettingsAnswerSchema,
  });
}

export function placeOrder(siteId: string, order: DeliveryOrderCreate) {
  return api.request(`/feed/sites/${siteId}/delivery-orders`, {
    method: 'POST',
    body: order,
    schema: deliveryOrderAnswerSchema,
  });
}

export function moveOrder(order: DeliveryOrder, action: DeliveryOrderAction) {
  return api.request(`/feed/sites/${order.site.id}/delivery-orders/${order.id}/${action}`, {
    method: 'POST',
    body: { expected_updated_at: order.updated_at },
    schema: deliveryOrderAnswerSchema,
  });
}
