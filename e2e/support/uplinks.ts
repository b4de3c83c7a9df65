import { randomUUID } from 'node:crypto';

/** DEMO_INGEST_KEY of apps/server/src/seed/demo-bins.ts, printed at start and in the README. */
export const DEMO_INGEST_KEY =
  'bbk_de300000b0ca4e008000000000000001_DemoLTrack-FermeDuBocage-NotForProduction-1';

/** An L-Track payload v1 (fPort 1): distance mm, battery mV, temperature 0.1 °C, firmware. */
export function ltrackPayload(distanceMm: number, batteryMv: number, temperatureC: number): string {
  const bytes = Buffer.alloc(8);
  bytes.writeUInt8(1, 0);
  bytes.writeUInt16BE(distanceMm, 1);
  bytes.writeUInt16BE(batteryMv, 3);
  bytes.writeInt16BE(Math.round(temperatureC * 10), 5);
  bytes.writeUInt8(0x23, 7); // firmware 2.3
  return bytes.toString('base64');
}

/** A ChirpStack v4 HTTP integration `event=up` body, as the network server posts it. */
export function chirpstackUplink(
  devEui: string,
  time: Date,
  reading: { distanceMm: number; batteryMv: number; deviceName: string; fCnt?: number },
) {
  return {
    deduplicationId: randomUUID(),
    time: time.toISOString(),
    deviceInfo: {
      tenantName: 'Barnboard e2e',
      applicationName: 'L-Track',
      deviceName: reading.deviceName,
      devEui,
    },
    // A session of its own: the frame counter cannot collide with the demo's readings.
    devAddr: 'e2e0b001',
    fCnt: reading.fCnt ?? 1,
    fPort: 1,
    data: ltrackPayload(reading.distanceMm, reading.batteryMv, 4.5),
    rxInfo: [{ gatewayId: '0016c001f1b0ca01', rssi: -90, snr: 7, channel: 8 }],
  };
}
