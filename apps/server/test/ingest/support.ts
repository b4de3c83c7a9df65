import { chirpstackUplinkExample, ttnUplinkExample } from '@barnboard/domain';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { bins, buildings, sensorDevices, tenants } from '../../src/db/schema/index.js';
import { createIngestKey } from '../../src/repositories/ingest-keys-repository.js';
import { listBinReadings } from '../../src/repositories/bin-readings-repository.js';

/**
 * Test setup for the ingest routes: bins and their sensors are written directly with Drizzle (the
 * bins API is not what is tested here), on the demo tenants seeded by seedDemo.
 */

export const BOCAGE = 'Ferme du Bocage';
export const HORIZON = 'Porcs Horizon';

export type Sensor = { tenantId: string; binId: string; devEui: string };

/** A DevEUI no other test run uses: runs on both engines share the MQTT broker. */
export function randomDevEui(): string {
  return randomBytes(8).toString('hex');
}

export async function tenantIdOf(db: Database, name: string): Promise<string> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, name));
  return row!.id;
}

/**
 * A flat-bottom bin in a building of the tenant (of the site, when given), with its L-Track sensor
 * registered.
 */
export async function registerSensor(
  db: Database,
  tenantName: string,
  devEui = randomDevEui(),
  siteId?: string,
): Promise<Sensor> {
  const tenantId = await tenantIdOf(db, tenantName);
  const [building] = await db
    .select({ id: buildings.id, siteId: buildings.siteId })
    .from(buildings)
    .where(and(eq(buildings.tenantId, tenantId), siteId ? eq(buildings.siteId, siteId) : undefined))
    .limit(1);
  const [bin] = await db
    .insert(bins)
    .values({
      tenantId,
      siteId: building!.siteId,
      buildingId: building!.id,
      name: `Silo ${devEui.slice(-4)}`,
      devEui,
      type: 'flat_bottom',
      diameterM: 2.75,
      verticalHeightM: 5,
      bottomHeightM: 0,
      roofHeightM: 0.8,
      offsetM: 0.3,
    })
    .returning({ id: bins.id });
  await db.insert(sensorDevices).values({ devEui, tenantId, binId: bin!.id });
  return { tenantId, binId: bin!.id, devEui };
}

export async function newKey(db: Database, tenantName: string): Promise<string> {
  const tenantId = await tenantIdOf(db, tenantName);
  const created = await createIngestKey(db, {
    tenantId,
    name: 'test',
    createdBy: null,
    now: new Date(),
  });
  return created.key;
}

export function readingsOf(db: Database, sensor: Sensor) {
  return listBinReadings(db, sensor.tenantId, sensor.binId);
}

/** What the console's "Simulate uplink" sends: no session, no frame counter, a test gateway. */
export function ttnSimulatedUplink(devEui: string) {
  return {
    end_device_ids: {
      device_id: 'silo-3',
      application_ids: { application_id: 'barnboard-silos' },
      dev_eui: devEui,
    },
    correlation_ids: [
      'as:up:01JNX7A3B2C4D5E6F7G8H9J0KM',
      'rpc:/ttn.lorawan.v3.AppAs/SimulateUplink:01JNX7A3B2XYZ',
    ],
    received_at: '2026-03-10T07:00:00.123456789Z',
    uplink_message: {
      f_port: 1,
      frm_payload: 'Af//DBz/nCE=',
      rx_metadata: [{ gateway_ids: { gateway_id: 'test' }, rssi: 42, channel_rssi: 42, snr: 4.2 }],
      settings: { data_rate: { lora: { bandwidth: 125000, spreading_factor: 7 } } },
    },
    simulated: true,
  };
}

export { chirpstackUplinkExample as chirpstackUplink, ttnUplinkExample as ttnUplink };
