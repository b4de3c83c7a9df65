import {
  deliveredKg,
  deliveryMatchDays,
  addDays,
  detectFillEvents,
  zonedInstant,
} from '@barnboard/domain';
import type { Executor } from '../../../db/database.js';
import {
  readingsOfOrderBins,
  type OrderRow,
  type OrderWindow,
} from '../../../repositories/delivery-repository.js';
import { measuredBin, toBinReading } from '../bin-view.js';

/**
 * What the sensors saw delivered for each order (docs/bins.md, "Orders"): the feed the fills of
 * its bins added from the day before its wished date to the third day after, on its site's
 * calendar. Null for an order whose window has not begun, or a cancelled one. One query for the
 * whole list, whatever its length.
 */
export async function deliveredQuantities(
  db: Executor,
  orders: readonly { order: OrderRow; timezone: string }[],
  now: Date,
): Promise<Map<string, number | null>> {
  const answers = new Map<string, number | null>();
  const windows: OrderWindow[] = [];
  for (const { order, timezone } of orders) {
    const { first, last } = deliveryMatchDays(order.wishedDate);
    const from = zonedInstant(first, '00:00', timezone);
    if (order.state === 'cancelled' || from.getTime() > now.getTime()) {
      answers.set(order.id, null);
      continue;
    }
    const endOfWindow = zonedInstant(addDays(last, 1), '00:00', timezone);
    const to = new Date(Math.min(endOfWindow.getTime(), now.getTime()));
    windows.push({
      orderId: order.id,
      tenantId: order.tenantId,
      siteId: order.siteId,
      binIds: order.binIds,
      from,
      to,
    });
    answers.set(order.id, 0);
  }
  const bins = await readingsOfOrderBins(db, windows);
  const windowOf = new Map(windows.map((window) => [window.orderId, window]));
  const kgOf = new Map<string, number>();
  for (const { orderId, bin, feed, readings } of bins) {
    const { from, to } = windowOf.get(orderId)!;
    const measured = measuredBin({ bin, feed });
    const fills = detectFillEvents(
      readings.map((row) => toBinReading(measured, row)),
      measured.capacityM3 * measured.analyticsDensity,
    );
    kgOf.set(
      orderId,
      (kgOf.get(orderId) ?? 0) + deliveredKg(fills, from.getTime(), to.getTime() + 1),
    );
  }
  for (const [orderId, kg] of kgOf) answers.set(orderId, Math.round(kg));
  return answers;
}
