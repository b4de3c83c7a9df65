import {
  deliveredKg,
  deliveryMatchDays,
  addDays,
  detectFillEvents,
  zonedInstant,
} from '@barnboard/domain';
import type { Executor } from '../../../db/database.js';
import { listBinRecords, readingsForBins } from '../../../repositories/bins-repository.js';
import type { OrderRow } from '../../../repositories/delivery-repository.js';
import { measuredBin, toBinReading } from '../bin-view.js';

/**
 * What the sensors saw delivered for each order (docs/bins.md, "Orders"): the feed the fills of
 * its bins added from the day before its wished date to the third day after, on its site's
 * calendar. Null for an order whose window has not begun, or a cancelled one.
 */
export async function deliveredQuantities(
  db: Executor,
  orders: readonly { order: OrderRow; timezone: string }[],
  now: Date,
): Promise<Map<string, number | null>> {
  const answers = new Map<string, number | null>();
  for (const { order, timezone } of orders) {
    const { first, last } = deliveryMatchDays(order.wishedDate);
    const from = zonedInstant(first, '00:00', timezone);
    if (order.state === 'cancelled' || from.getTime() > now.getTime()) {
      answers.set(order.id, null);
      continue;
    }
    const endOfWindow = zonedInstant(addDays(last, 1), '00:00', timezone);
    const to = new Date(Math.min(endOfWindow.getTime(), now.getTime()));
    const records = await listBinRecords(
      db,
      { kind: 'grants', tenantIds: [order.tenantId], siteIds: [] },
      { siteIds: [order.siteId], now },
    );
    const bins = records.filter((record) => order.binIds.includes(record.bin.id));
    const readings = await readingsForBins(
      db,
      bins.map((record) => ({ tenantId: record.bin.tenantId, id: record.bin.id })),
      from,
      to,
    );
    let kg = 0;
    for (const record of bins) {
      const measured = measuredBin(record);
      const binReadings = (readings.get(record.bin.id) ?? []).map((row) =>
        toBinReading(measured, row),
      );
      const fills = detectFillEvents(binReadings, measured.capacityM3 * measured.analyticsDensity);
      kg += deliveredKg(fills, from.getTime(), to.getTime() + 1);
    }
    answers.set(order.id, Math.round(kg));
  }
  return answers;
}
