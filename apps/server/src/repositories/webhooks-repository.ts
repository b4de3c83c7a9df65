import { sql, type SQL } from 'drizzle-orm';
import type { DeliveryOrderState } from '@barnboard/domain';
import type { WebhookDeliveryStatus } from '../db/schema/index.js';
import type { Executor } from '../db/database.js';

/**
 * The webhook outbox (table webhook_deliveries, docs/integration-api.md "Webhooks"): events are
 * queued in the transaction that causes them, one row per live installation of the site, and
 * the dispatcher claims and settles them. An installation's events go out in `seq` order: one is
 * claimable only when no earlier one of the same installation is still pending.
 */

/** The columns an event is queued with; created and due at the app's clock's now. */
const OUTBOX_COLUMNS = sql.raw(
  'tenant_id, site_id, installation_id, created_at, next_attempt_at, event_type, payload',
);

/** An instant as the events write it: ISO 8601 in UTC, milliseconds included. */
function isoOf(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The live installations of a site that an event concerns: those of the whole site, and those
 * narrowed to a building (`i.building_id`) for which `seenFromBuilding` holds.
 */
function liveInstallationsSeeing(tenantId: string, siteId: string, seenFromBuilding: SQL): SQL {
  return sql`
    select i.tenant_id, i.site_id, i.id
    from integration_installations i
    join integrations g on g.id = i.integration_id and g.deleted_at is null
    where i.tenant_id = ${tenantId} and i.site_id = ${siteId} and i.revoked_at is null
      and (i.building_id is null or (${seenFromBuilding}))`;
}

/** The live installations of a site that an event of `building` concerns (null: the site's). */
function liveInstallations(tenantId: string, siteId: string, building: SQL): SQL {
  return liveInstallationsSeeing(
    tenantId,
    siteId,
    sql`i.building_id is not distinct from (${building})`,
  );
}

/** The building a place (a location name) is in, walking up the location tree. */
function buildingOfPlace(tenantId: string, siteId: string, place: SQL): SQL {
  return sql`(
    with recursive up as (
      select id, parent_id, building_id, 0 as depth from locations
      where tenant_id = ${tenantId} and site_id = ${siteId} and name = ${place}
      union all
      select l.id, l.parent_id, l.building_id, up.depth + 1 from locations l
      join up on l.id = up.parent_id where l.tenant_id = ${tenantId} and up.depth < 10
    )
    select building_id from up where building_id is not null limit 1)`;
}

/**
 * Queues a `station.notification` event per live installation for each of the notifications
 * just stored (ids), oldest first. An installation narrowed to a building gets those of the
 * stations in its places.
 */
export async function queueStationNotificationEvents(
  tx: Executor,
  site: { tenantId: string; id: string },
  notificationIds: readonly string[],
  now: Date,
): Promise<void> {
  if (notificationIds.length === 0) return;
  await tx.execute(sql`
    insert into webhook_deliveries (${OUTBOX_COLUMNS})
    select i.tenant_id, i.site_id, i.id, ${now.toISOString()}, ${now.toISOString()},
      'station.notification', jsonb_build_object(
      'site', jsonb_build_object('id', st.id, 'name', st.name),
      'notification', jsonb_build_object(
        'id', n.id, 'code', n.code, 'at', ${isoOf(sql`n.at`)},
        'date', n.date::text, 'station', jsonb_build_object(
          'id', s.id, 'name', s.name, 'kind', s.kind, 'location', s.location)))
    from station_notifications n
    join feeding_stations s on s.tenant_id = n.tenant_id and s.id = n.station_id
    join sites st on st.tenant_id = n.tenant_id and st.id = n.site_id
    cross join lateral (${liveInstallations(
      site.tenantId,
      site.id,
      buildingOfPlace(site.tenantId, site.id, sql`coalesce(s.location, s.name)`),
    )}) i
    where n.tenant_id = ${site.tenantId}
      and n.id = any(${sql.param([...notificationIds])}::uuid[])
    order by n.at, n.id, i.id`);
}

/**
 * Queues one event per live installation of the site (of the building, when given); the payload
 * gets the site's id and name as `site`.
 */
export async function queueSiteEvent(
  tx: Executor,
  site: { tenantId: string; id: string },
  buildingId: string | null,
  eventType: string,
  payload: unknown,
  now: Date,
): Promise<void> {
  await tx.execute(sql`
    insert into webhook_deliveries (${OUTBOX_COLUMNS})
    select i.tenant_id, i.site_id, i.id, ${now.toISOString()}, ${now.toISOString()}, ${eventType},
      jsonb_build_object('site', jsonb_build_object('id', st.id, 'name', st.name))
        || ${JSON.stringify(payload)}::jsonb
    from (${liveInstallations(site.tenantId, site.id, sql`${buildingId}::uuid`)}) i
    join sites st on st.tenant_id = i.tenant_id and st.id = i.site_id
    order by i.id`);
}

/**
 * Queues a `delivery_order.changed` event per live installation of the order's site, with the
 * order as it now stands in this transaction: its state, the one before (null for a new order)
 * and `deliveredKg`, what the sensors saw delivered. An order concerns its bins: an installation
 * narrowed to a building gets it only when every bin of the order is in service in that building,
 * the bins its key can read.
 */
export async function queueDeliveryOrderEvents(
  tx: Executor,
  order: { tenantId: string; siteId: string; id: string },
  change: { previousState: DeliveryOrderState | null; deliveredKg: number | null },
  now: Date,
): Promise<void> {
  const everyBinInBuilding = sql`not exists (
    select 1 from jsonb_array_elements_text(o.bin_ids) as e(id)
    where not exists (
      select 1 from bins b
      where b.tenant_id = o.tenant_id and b.site_id = o.site_id and b.id = e.id::uuid
        and b.deleted_at is null and b.building_id = i.building_id))`;
  await tx.execute(sql`
    insert into webhook_deliveries (${OUTBOX_COLUMNS})
    select i.tenant_id, i.site_id, i.id, ${now.toISOString()}, ${now.toISOString()},
      'delivery_order.changed', jsonb_build_object(
      'site', jsonb_build_object('id', st.id, 'name', st.name),
      'order', jsonb_build_object(
        'id', o.id, 'state', o.state, 'previous_state', ${change.previousState}::text,
        'feed', jsonb_build_object('id', f.id, 'name', f.name),
        'quantity_kg', o.quantity_kg, 'bins', ob.bins, 'wished_date', o.wished_date::text,
        'delivered_kg', ${change.deliveredKg}::integer,
        'requested_at', ${isoOf(sql`o.created_at`)}, 'updated_at', ${isoOf(sql`o.updated_at`)}))
    from delivery_orders o
    join sites st on st.tenant_id = o.tenant_id and st.id = o.site_id
    join feeds f on f.tenant_id = o.tenant_id and f.id = o.feed_id
    cross join lateral (
      -- In the order's order; a bin deleted since keeps its place, without name or building.
      select jsonb_agg(jsonb_build_object('id', e.id, 'name', b.name, 'building',
          case when bd.id is null then null
          else jsonb_build_object('id', bd.id, 'name', bd.name) end) order by e.n) as bins
      from jsonb_array_elements_text(o.bin_ids) with ordinality as e(id, n)
      left join bins b on b.tenant_id = o.tenant_id and b.site_id = o.site_id
        and b.id = e.id::uuid and b.deleted_at is null
      left join buildings bd on bd.tenant_id = b.tenant_id and bd.id = b.building_id) ob
    cross join lateral (${liveInstallationsSeeing(order.tenantId, order.siteId, everyBinInBuilding)}) i
    where o.tenant_id = ${order.tenantId} and o.id = ${order.id}
    order by i.id`);
}

/** Queues an event for one installation; its delivery id, or null when it is not live. */
export async function queueInstallationEvent(
  tx: Executor,
  installationId: string,
  eventType: string,
  payload: unknown,
  now: Date,
): Promise<string | null> {
  const rows = await rowsOf<{ id: string }>(
    tx.execute(sql`
    insert into webhook_deliveries (${OUTBOX_COLUMNS})
    select i.tenant_id, i.site_id, i.id, ${now.toISOString()}, ${now.toISOString()}, ${eventType},
      jsonb_build_object('site', jsonb_build_object('id', st.id, 'name', st.name))
        || ${JSON.stringify(payload)}::jsonb
    from integration_installations i
    join sites st on st.tenant_id = i.tenant_id and st.id = i.site_id
    where i.id = ${installationId} and i.revoked_at is null
    returning id`),
  );
  return rows[0]?.id ?? null;
}

/** A delivery the dispatcher has claimed, with what sending it needs. */
export type ClaimedDelivery = {
  tenantId: string;
  id: string;
  eventType: string;
  payload: unknown;
  /** The attempts made so far, this one included (counted when claimed, see below). */
  attempts: number;
  createdAt: Date;
  url: string;
  signingSecret: string;
  /** The installation was revoked or its integration removed since: it is abandoned unsent. */
  live: boolean;
};

/**
 * Claims up to `limit` due deliveries for `leaseMs`: each is the oldest pending one of its
 * installation (an earlier pending one holds it back, even while it waits for its retry), locked
 * with SKIP LOCKED so that servers sharing the database claim different ones, and pushed to
 * `now + leaseMs` so no one else claims it while it is being sent. A server that dies while
 * sending leaves it to be claimed again when the lease ends: at least once. The attempt is
 * counted here, before it is sent: an attempt cut short by a crash may have reached the receiver,
 * and the delivery log counts it (counting it once settled missed every crashed attempt).
 */
export async function claimDueDeliveries(
  tx: Executor,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  const rows = await rowsOf<{
    tenant_id: string;
    id: string;
    event_type: string;
    payload: unknown;
    attempts: number;
    created_at: Date | string;
    url: string;
    signing_secret: string;
    live: boolean;
  }>(
    tx.execute(sql`
    with due as (
      select d.tenant_id, d.id from webhook_deliveries d
      where d.status = 'pending' and d.next_attempt_at <= ${now.toISOString()}
        and not exists (
          select 1 from webhook_deliveries e
          where e.tenant_id = d.tenant_id and e.installation_id = d.installation_id
            and e.status = 'pending' and e.seq < d.seq)
      order by d.next_attempt_at, d.seq
      limit ${limit}
      for update of d skip locked
    )
    update webhook_deliveries w set next_attempt_at = ${leaseEnd.toISOString()},
      attempts = w.attempts + case when i.revoked_at is null and g.deleted_at is null
        then 1 else 0 end,
      last_attempt_at = case when i.revoked_at is null and g.deleted_at is null
        then ${now.toISOString()}::timestamptz else w.last_attempt_at end
    from due, integration_installations i, integrations g
    where w.tenant_id = due.tenant_id and w.id = due.id
      and i.tenant_id = w.tenant_id and i.id = w.installation_id and g.id = i.integration_id
    returning w.tenant_id, w.id, w.event_type, w.payload, w.attempts, w.created_at, g.url,
      g.signing_secret, (i.revoked_at is null and g.deleted_at is null) as live`),
  );
  return rows.map((row) => ({
    tenantId: row.tenant_id,
    id: row.id,
    eventType: row.event_type,
    payload: row.payload,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
    url: row.url,
    signingSecret: row.signing_secret,
    live: row.live,
  }));
}

/** What an attempt came to: delivered, to be retried at `nextAttemptAt`, or abandoned. */
export type AttemptOutcome = {
  status: WebhookDeliveryStatus;
  statusCode: number | null;
  error: string | null;
  nextAttemptAt: Date | null;
};

export async function settleDelivery(
  db: Executor,
  delivery: { tenantId: string; id: string },
  outcome: AttemptOutcome,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db.execute(sql`
    update webhook_deliveries set
      status = ${outcome.status},
      last_status_code = ${outcome.statusCode},
      last_error = ${outcome.error},
      next_attempt_at = ${outcome.nextAttemptAt ? outcome.nextAttemptAt.toISOString() : at},
      delivered_at = ${outcome.status === 'delivered' ? sql`${at}::timestamptz` : sql`null`}
    where tenant_id = ${delivery.tenantId} and id = ${delivery.id} and status = 'pending'`);
}

export type DeliveryRow = {
  id: string;
  event_type: string;
  site_name: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: Date | string;
  created_at: Date | string;
  delivered_at: Date | string | null;
  total: string | number;
};

/** An integration's deliveries, newest first, with the count of the filter. */
export async function listDeliveriesOfIntegration(
  db: Executor,
  integrationId: string,
  filter: { status?: WebhookDeliveryStatus | undefined },
  window: { limit: number; offset: number },
): Promise<{ rows: Omit<DeliveryRow, 'total'>[]; total: number }> {
  const where = sql`i.integration_id = ${integrationId}
    ${filter.status ? sql`and d.status = ${filter.status}` : sql``}`;
  const from = sql`webhook_deliveries d
    join integration_installations i on i.tenant_id = d.tenant_id and i.id = d.installation_id
    join sites s on s.tenant_id = d.tenant_id and s.id = d.site_id`;
  const rows = await rowsOf<DeliveryRow>(
    db.execute(sql`
    select d.id, d.event_type, s.name as site_name, d.status, d.attempts, d.last_status_code,
      d.last_error, d.next_attempt_at, d.created_at, d.delivered_at, count(*) over () as total
    from ${from} where ${where}
    order by d.created_at desc, d.seq desc
    limit ${window.limit} offset ${window.offset}`),
  );
  const total = rows[0]
    ? Number(rows[0].total)
    : Number(
        (
          await rowsOf<{ n: string }>(
            db.execute(sql`select count(*) as n from ${from} where ${where}`),
          )
        )[0]?.n ?? 0,
      );
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** The first live installation of an integration (oldest), or the given one if it is live. */
export async function findLiveInstallationOf(
  db: Executor,
  integrationId: string,
  installationId: string | undefined,
): Promise<string | null> {
  const rows = await rowsOf<{ id: string }>(
    db.execute(sql`
    select id from integration_installations
    where integration_id = ${integrationId} and revoked_at is null
      ${installationId ? sql`and id = ${installationId}` : sql``}
    order by created_at, id limit 1`),
  );
  return rows[0]?.id ?? null;
}

async function rowsOf<Row>(result: Promise<unknown>): Promise<Row[]> {
  return ((await result) as { rows: Row[] }).rows;
}
