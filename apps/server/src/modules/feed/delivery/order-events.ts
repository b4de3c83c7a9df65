import type { DeliveryOrderState } from '@barnboard/domain';
import type { Executor } from '../../../db/database.js';
import { findOrder } from '../../../repositories/delivery-repository.js';
import { queueDeliveryOrderEvents } from '../../../repositories/webhooks-repository.js';
import { deliveredQuantities } from './delivered-quantity.js';

/**
 * The mill's webhook (docs/integration-api.md, `delivery_order.changed`): queued in the
 * transaction that requests an order or moves it (`tx`), after the write, so that the event says
 * the order as committed with it, and no event goes out for a write rolled back. It carries what
 * the sensors saw delivered so far, as the order's answer does.
 */
export async function queueOrderChanged(
  tx: Executor,
  siteId: string,
  orderId: string,
  previousState: DeliveryOrderState | null,
  now: Date,
): Promise<void> {
  const row = (await findOrder(tx, siteId, orderId))!;
  const delivered = await deliveredQuantities(
    tx,
    [{ order: row.order, timezone: row.site.timezone }],
    now,
  );
  await queueDeliveryOrderEvents(
    tx,
    row.order,
    { previousState, deliveredKg: delivered.get(orderId) ?? null },
    now,
  );
}
