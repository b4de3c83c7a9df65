import {
  displayName,
  nextOrderState,
  type DeliveryOrder,
  type DeliveryOrderAction,
  type DeliveryOrderCreate,
} from '@barnboard/domain';
import type { Executor } from '../../../db/database.js';
import type { Mailer } from '../../../lib/mailer.js';
import { checkVersion, nextVersion } from '../../../lib/versions.js';
import { httpError } from '../../../plugins/errors.js';
import { recordAudit, type AuditActor } from '../../../repositories/audit-repository.js';
import { listBinRecords } from '../../../repositories/bins-repository.js';
import {
  findOrder,
  insertOrder,
  listOrders,
  lockOrder,
  setOrderState,
} from '../../../repositories/delivery-repository.js';
import { deliveredQuantities } from './delivered-quantity.js';
import { queueOrderChanged } from './order-events.js';
import { orderMail, type MailLanguage } from './order-mail.js';
import { tenantDeliverySettings } from './settings-service.js';

/** Feed orders (docs/bins.md, "Orders"): requested from the plan, then confirmed, delivered or cancelled. */

type SelectedOrder = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

async function ordersOut(
  db: Executor,
  rows: readonly SelectedOrder[],
  now: Date,
): Promise<DeliveryOrder[]> {
  const delivered = await deliveredQuantities(
    db,
    rows.map((row) => ({ order: row.order, timezone: row.site.timezone })),
    now,
  );
  const binNames = new Map<string, string>();
  const siteIds = [...new Set(rows.map((row) => row.order.siteId))];
  if (rows.length > 0) {
    const records = await listBinRecords(
      db,
      { kind: 'grants', tenantIds: [rows[0]!.order.tenantId], siteIds: [] },
      { siteIds, now },
    );
    for (const record of records) binNames.set(record.bin.id, record.bin.name);
  }
  return rows.map(({ order, site, feed, requester }) => ({
    id: order.id,
    site: { id: site.id, name: site.name },
    feed,
    quantity_kg: order.quantityKg,
    // A bin deleted since keeps its place in the order, unnamed.
    bins: order.binIds.map((id) => ({ id, name: binNames.get(id) ?? '' })),
    wished_date: order.wishedDate,
    state: order.state,
    requested_by: requester
      ? displayName({
          email: requester.email,
          first_name: requester.firstName,
          last_name: requester.lastName,
        })
      : null,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    delivered_kg: delivered.get(order.id) ?? null,
  }));
}

export async function tenantOrders(
  db: Executor,
  tenantId: string,
  siteIds: readonly string[],
  now: Date,
): Promise<DeliveryOrder[]> {
  return ordersOut(db, await listOrders(db, tenantId, siteIds), now);
}

export async function oneOrder(
  db: Executor,
  siteId: string,
  orderId: string,
  now: Date,
): Promise<DeliveryOrder> {
  const row = await findOrder(db, siteId, orderId);
  if (!row) throw httpError(404, 'order_not_found', 'This order does not exist on this site');
  const [order] = await ordersOut(db, [row], now);
  return order!;
}

export type OrderRequester = AuditActor & { email: string | null; locale: MailLanguage | null };

/**
 * Records a new order with its audit event and its webhook events, then e-mails it to the mill
 * when the tenant has a mill address. The bins must be in service on the site and hold the ordered feed.
 */
export async function requestOrder(
  db: Executor,
  mailer: Mailer,
  site: { id: string; tenantId: string },
  input: DeliveryOrderCreate,
  requester: OrderRequester,
  now: Date,
): Promise<{ orderId: string; mailed: boolean }> {
  const records = await listBinRecords(
    db,
    { kind: 'grants', tenantIds: [site.tenantId], siteIds: [] },
    { siteIds: [site.id], disabled: false, expired: false, now },
  );
  const binIds = [...new Set(input.bin_ids)];
  const bins = binIds.map((id) => records.find((record) => record.bin.id === id));
  const missing = binIds.filter((_, i) => !bins[i]);
  if (missing.length > 0) {
    throw httpError(
      400,
      'bin_not_on_site',
      'Some bins are not in service on this site',
      missing.map((id) => ({ field: 'bin_ids', reason: id })),
    );
  }
  const otherFeed = bins.filter((record) => record!.feed?.id !== input.feed_id);
  if (otherFeed.length > 0) {
    throw httpError(
      400,
      'bin_holds_another_feed',
      'Some bins hold another feed than the one ordered',
      otherFeed.map((record) => ({ field: 'bin_ids', reason: record!.bin.id })),
    );
  }
  const feedName = bins[0]!.feed!.name;
  const order = await db.transaction(async (tx) => {
    const row = await insertOrder(tx, {
      tenantId: site.tenantId,
      siteId: site.id,
      feedId: input.feed_id,
      quantityKg: input.quantity_kg,
      binIds,
      wishedDate: input.wished_date,
      state: 'requested',
      requestedBy: requester.id,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      {
        tenantId: site.tenantId,
        siteId: site.id,
        actor: requester,
        action: 'create',
        entity: { type: 'delivery_order', id: row.id, name: `${feedName} ${input.wished_date}` },
        changes: [
          { field: 'state', from: null, to: 'requested' },
          { field: 'quantity_kg', from: null, to: input.quantity_kg },
          { field: 'wished_date', from: null, to: input.wished_date },
          { field: 'bins', from: null, to: bins.map((record) => record!.bin.name).join(', ') },
        ],
      },
      now,
    );
    await queueOrderChanged(tx, site.id, row.id, null, now);
    return row;
  });
  const settings = await tenantDeliverySettings(db, site.tenantId);
  if (!settings.mill_email) return { orderId: order.id, mailed: false };
  const mail = orderMail(
    settings.mill_email,
    {
      tenant: settings.tenantName,
      site: bins[0]!.site.name,
      feed: feedName,
      quantityKg: input.quantity_kg,
      bins: bins.map((record) => record!.bin.name),
      wishedDate: input.wished_date,
      requestedBy: requester.email ? `${requester.name} <${requester.email}>` : requester.name,
      orderId: order.id,
    },
    requester.locale,
  );
  // The order stands whether the mail goes or not; the answer says whether it went.
  const mailed = await mailer.send(mail).then(
    () => true,
    () => false,
  );
  return { orderId: order.id, mailed };
}

/**
 * Moves an order to its next state, with the version the caller saw, an audit event and its
 * webhook events.
 */
export async function moveOrder(
  db: Executor,
  siteId: string,
  orderId: string,
  action: DeliveryOrderAction,
  expectedUpdatedAt: string,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, siteId, orderId);
    if (!order) throw httpError(404, 'order_not_found', 'This order does not exist on this site');
    // The order as last committed, read outside the transaction: its reads run side by side.
    await checkVersion(order.updatedAt, expectedUpdatedAt, () =>
      oneOrder(db, siteId, orderId, now),
    );
    const state = nextOrderState(order.state, action);
    if (!state) {
      throw httpError(
        409,
        'order_state',
        `A ${order.state} order cannot be ${action === 'confirm' ? 'confirmed' : action === 'deliver' ? 'delivered' : 'cancelled'}`,
      );
    }
    await setOrderState(tx, order, state, nextVersion(order.updatedAt, now));
    await recordAudit(
      tx,
      {
        tenantId: order.tenantId,
        siteId,
        actor,
        action: 'update',
        entity: { type: 'delivery_order', id: order.id, name: order.wishedDate },
        changes: [{ field: 'state', from: order.state, to: state }],
      },
      now,
    );
    await queueOrderChanged(tx, siteId, order.id, order.state, now);
  });
}
