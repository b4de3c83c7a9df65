import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { SensorReading, SensorUplink } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { binReadings, bins, offPortUplinks, sensorDevices } from '../db/schema/index.js';
import { liveAnnouncement } from './live-repository.js';

/**
 * L-Track readings (docs/ingestion.md). A reading is stored once per (tenant, device, session,
 * frame counter), the primary key, and once per (tenant, message id) when the network gave one: a
 * unique index. Every insert is `on conflict do nothing`, so a retry, a second gateway's copy or a
 * concurrent identical post can never make a second row, whatever the timing.
 */

/** What identifies an uplink in every table: its frame. */
export function frameKey(frame: { devEui: string; session: string; frameCounter: number }): string {
  return `${frame.devEui}\u0000${frame.session}\u0000${frame.frameCounter}`;
}

/**
 * The order of frame keys in which inserts take their rows' locks (IN_FRAME_ORDER): device,
 * session, frame counter, the texts by their characters' codes as PostgreSQL's "C" collation
 * compares them, whatever the database's locale.
 */
export function byFrame(
  a: { devEui: string; session: string; frameCounter: number },
  b: { devEui: string; session: string; frameCounter: number },
): number {
  const text = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return text(a.devEui, b.devEui) || text(a.session, b.session) || a.frameCounter - b.frameCounter;
}

type FrameRow = { dev_eui: string; session: string; frame_counter: string | number };

/** The frames of the rows an insert returned (bigint columns come back as text). */
function insertedFrames(result: unknown): string[] {
  return (result as { rows: FrameRow[] }).rows.map((row) =>
    frameKey({
      devEui: row.dev_eui,
      session: row.session,
      frameCounter: Number(row.frame_counter),
    }),
  );
}

export type SensorDevice = { devEui: string; tenantId: string; binId: string };

/** The registered devices among these DevEUIs, whatever their tenant. */
export async function findSensorDevices(
  db: Executor,
  devEuis: readonly string[],
): Promise<Map<string, SensorDevice>> {
  if (devEuis.length === 0) return new Map();
  const rows = await db
    .select({
      devEui: sensorDevices.devEui,
      tenantId: sensorDevices.tenantId,
      binId: sensorDevices.binId,
    })
    .from(sensorDevices)
    .where(inArray(sensorDevices.devEui, [...devEuis]));
  return new Map(rows.map((row) => [row.devEui, row]));
}

/** One uplink as a row of the JSON handed to `json_to_recordset`. */
function recordOf(uplink: SensorUplink & { reading: SensorReading }) {
  return {
    dev_eui: uplink.devEui,
    session: uplink.session,
    frame_counter: uplink.frameCounter,
    message_id: uplink.messageId,
    measured_at: uplink.measuredAt,
    distance_mm: uplink.reading.distanceMm,
    battery_mv: uplink.reading.batteryMv,
    temperature_c: uplink.reading.temperatureC,
    firmware: uplink.reading.firmware,
    rssi: uplink.receivedBy.rssi,
    snr: uplink.receivedBy.snr,
    gateway_count: uplink.receivedBy.gatewayCount,
  };
}

/** The tenant condition on the joined device: with an ingest key, only its tenant's devices. */
function sameTenant(tenantId: string | null): SQL {
  return tenantId === null ? sql`` : sql`and d.tenant_id = ${tenantId}::uuid`;
}

/**
 * Rows are inserted in the order of their key. Two servers storing copies of the same uplinks at
 * once (two network-server instances, a retry through the load balancer) each wait on the
 * other's uncommitted row of a shared key; in two different orders each could hold the row the
 * other waits for, and PostgreSQL would end one statement as a deadlock (a 500 to its senders).
 * In one order, the first to reach a shared key goes on and the other waits for its commit.
 */
const IN_FRAME_ORDER = sql`order by r.dev_eui collate "C", r.session collate "C", r.frame_counter`;

/**
 * Inserts the readings of registered devices in one statement: the device's tenant and bin come
 * from sensor_devices, joined here, so a reading of an unregistered device (or, with `tenantId`,
 * of another tenant's device) is simply not inserted. Returns the frame keys of the rows
 * inserted; the others were duplicates or unknown devices (the caller tells which).
 *
 * The same statement announces the bins' sites to the live streams (live-repository.ts,
 * docs/live.md): at the commit of the caller's transaction, or at once outside one. A statement
 * of its own would cost single uplinks' group commit a round trip per write (bench/ingest.mjs
 * measured 9,158 uplinks/s without the announcement, 7,709 with it in a second statement).
 */
export async function insertReadings(
  db: Executor,
  tenantId: string | null,
  uplinks: readonly (SensorUplink & { reading: SensorReading })[],
  receivedAt: Date,
): Promise<string[]> {
  if (uplinks.length === 0) return [];
  const records = JSON.stringify(uplinks.map(recordOf));
  const result: unknown = await db.execute(sql`
    with inserted as (
      insert into ${binReadings} (tenant_id, bin_id, dev_eui, session, frame_counter, message_id,
        measured_at, received_at, distance_mm, battery_mv, temperature_c, firmware, rssi, snr,
        gateway_count)
      select d.tenant_id, d.bin_id, r.dev_eui, r.session, r.frame_counter, r.message_id,
        r.measured_at, ${receivedAt.toISOString()}::timestamptz, r.distance_mm, r.battery_mv,
        r.temperature_c, r.firmware, r.rssi, r.snr, r.gateway_count
      from json_to_recordset(${records}::json) as r(dev_eui text, session text,
        frame_counter bigint, message_id text, measured_at timestamptz, distance_mm integer,
        battery_mv integer, temperature_c real, firmware text, rssi real, snr real,
        gateway_count smallint)
      join ${sensorDevices} d on d.dev_eui = r.dev_eui ${sameTenant(tenantId)}
      ${IN_FRAME_ORDER}
      on conflict do nothing
      returning tenant_id, bin_id, dev_eui, session, frame_counter),
    announced as (
      select ${liveAnnouncement('bins', sql`changed.site_id`)}
      from (select distinct b.site_id from inserted i
            join ${bins} b on b.tenant_id = i.tenant_id and b.id = i.bin_id) as changed)
    select dev_eui, session, frame_counter, (select count(*) from announced) as announced
    from inserted`);
  return insertedFrames(result);
}

/**
 * Keeps the uplinks of registered devices that came on another port (docs/bins.md,
 * wrong_channel), like insertReadings: joined to sensor_devices, once per frame. Returns the
 * frame keys inserted.
 */
export async function insertOffPortUplinks(
  db: Executor,
  tenantId: string | null,
  uplinks: readonly SensorUplink[],
  receivedAt: Date,
): Promise<string[]> {
  if (uplinks.length === 0) return [];
  const records = JSON.stringify(
    uplinks.map((uplink) => ({
      dev_eui: uplink.devEui,
      session: uplink.session,
      frame_counter: uplink.frameCounter,
      f_port: uplink.fPort,
      measured_at: uplink.measuredAt,
    })),
  );
  const result: unknown = await db.execute(sql`
    insert into ${offPortUplinks} (tenant_id, bin_id, dev_eui, session, frame_counter, f_port,
      measured_at, received_at)
    select d.tenant_id, d.bin_id, r.dev_eui, r.session, r.frame_counter, r.f_port, r.measured_at,
      ${receivedAt.toISOString()}::timestamptz
    from json_to_recordset(${records}::json) as r(dev_eui text, session text,
      frame_counter bigint, f_port smallint, measured_at timestamptz)
    join ${sensorDevices} d on d.dev_eui = r.dev_eui ${sameTenant(tenantId)}
    ${IN_FRAME_ORDER}
    on conflict do nothing
    returning dev_eui, session, frame_counter`);
  return insertedFrames(result);
}

/** Per bin, the uplinks on another port measured since `since`. */
export async function countOffPortUplinks(
  db: Executor,
  keys: readonly { tenantId: string; id: string }[],
  since: Date,
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ binId: offPortUplinks.binId, count: sql<number>`count(*)::int` })
    .from(offPortUplinks)
    .where(
      and(
        inArray(offPortUplinks.tenantId, [...new Set(keys.map((key) => key.tenantId))]),
        inArray(
          offPortUplinks.binId,
          keys.map((key) => key.id),
        ),
        gte(offPortUplinks.measuredAt, since),
      ),
    )
    .groupBy(offPortUplinks.binId);
  return new Map(rows.map((row) => [row.binId, row.count]));
}

/**
 * Another copy of stored readings arrived (another gateway's, a retry): each stored reading keeps
 * the best signal heard — highest RSSI, then highest SNR, as bestSignal ranks gateways — and the
 * largest gateway count. Matched by message id or by (device, session, frame counter), as the
 * duplicate was. Copies without a signal never reach here.
 */
export async function keepBestSignal(
  db: Executor,
  copies: readonly { tenantId: string; uplink: SensorUplink & { reading: SensorReading } }[],
): Promise<void> {
  if (copies.length === 0) return;
  const records = JSON.stringify(
    copies.map(({ tenantId, uplink }) => ({ tenant_id: tenantId, ...recordOf(uplink) })),
  );
  await db.execute(sql`
    update ${binReadings} b
    set rssi = v.rssi, snr = v.snr, gateway_count = greatest(b.gateway_count, v.gateway_count)
    from json_to_recordset(${records}::json) as v(tenant_id uuid, dev_eui text, session text,
      frame_counter bigint, message_id text, rssi real, snr real, gateway_count smallint)
    where b.tenant_id = v.tenant_id and b.dev_eui = v.dev_eui
      and ((v.message_id is not null and b.message_id = v.message_id)
        or (b.session = v.session and b.frame_counter = v.frame_counter))
      and v.rssi is not null
      and (b.rssi is null or v.rssi > b.rssi
        or (v.rssi = b.rssi and coalesce(v.snr, '-infinity') > coalesce(b.snr, '-infinity')))`);
}

export type BinReadingRow = typeof binReadings.$inferSelect;

/** A bin's readings in the network's time order (never arrival order), optionally in [from, to). */
export function listBinReadings(
  db: Executor,
  tenantId: string,
  binId: string,
  range: { from?: Date; to?: Date } = {},
): Promise<BinReadingRow[]> {
  const conditions: SQL[] = [eq(binReadings.tenantId, tenantId), eq(binReadings.binId, binId)];
  if (range.from) conditions.push(gte(binReadings.measuredAt, range.from));
  if (range.to) conditions.push(lt(binReadings.measuredAt, range.to));
  return db
    .select()
    .from(binReadings)
    .where(and(...conditions))
    .orderBy(asc(binReadings.measuredAt), asc(binReadings.frameCounter));
}
