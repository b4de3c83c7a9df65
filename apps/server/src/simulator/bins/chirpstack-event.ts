import { encodeBase64, encodeLtrackPayload, LTRACK_FPORT } from '@barnboard/domain';
import type { SimReading } from './bin-simulation.js';

/** The device an uplink comes from, as ChirpStack knows it. */
export type SimDevice = { devEui: string; devAddr: string; name: string };

/** The demo's two gateways (EUI-64); the second hears only the bins with a strong signal. */
const GATEWAYS = ['0016c001f1b0ca01', '0016c001f1b0ca02'];

/** US915 sub-band 2 (channels 8–15, 902.3 MHz + 200 kHz a channel), as in Québec. */
const channelOf = (frameCounter: number) => 8 + (frameCounter % 8);

/** LoRa spreading factor a network server would pick for the signal (ADR), and its US915 DR. */
function dataRate(rssi: number): { spreadingFactor: number; dr: number } {
  if (rssi >= -100) return { spreadingFactor: 7, dr: 3 };
  if (rssi >= -108) return { spreadingFactor: 8, dr: 2 };
  if (rssi >= -114) return { spreadingFactor: 9, dr: 1 };
  return { spreadingFactor: 10, dr: 0 };
}

/**
 * A ChirpStack v4 HTTP integration `?event=up` body for a simulated reading (domain-notes §6):
 * the L-Track payload in `data` (base64, fPort 1, no codec so no `object`), one `rxInfo` entry per
 * gateway, and `fCnt` left out when 0 as ChirpStack's protobuf JSON does.
 */
export function chirpstackUpEvent(
  reading: SimReading,
  device: SimDevice,
  deduplicationId: string,
): Record<string, unknown> {
  const time = new Date(reading.at).toISOString();
  const channel = channelOf(reading.frameCounter);
  const best = reading.gateways[0];
  const { spreadingFactor, dr } = dataRate(best?.rssi ?? -120);
  const payload = encodeLtrackPayload({
    distanceMm: reading.distanceMm,
    batteryMv: reading.batteryMv,
    temperatureC: reading.temperatureC,
    firmware: reading.firmware,
  });
  return {
    deduplicationId,
    time,
    deviceInfo: {
      tenantName: 'Barnboard demo',
      applicationName: 'L-Track',
      deviceProfileName: 'L-Track US915',
      deviceName: device.name,
      devEui: device.devEui,
      deviceClassEnabled: 'CLASS_A',
    },
    devAddr: device.devAddr,
    adr: true,
    dr,
    ...(reading.frameCounter === 0 ? {} : { fCnt: reading.frameCounter }),
    fPort: LTRACK_FPORT,
    confirmed: false,
    data: encodeBase64(payload),
    rxInfo: reading.gateways.map((gateway, index) => ({
      gatewayId: GATEWAYS[index % GATEWAYS.length],
      uplinkId: (Math.imul(reading.frameCounter + 1, 2654435761) + index) >>> 0,
      nsTime: time,
      rssi: gateway.rssi,
      snr: gateway.snr,
      channel,
      crcStatus: 'CRC_OK',
    })),
    txInfo: {
      frequency: 902_300_000 + channel * 200_000,
      modulation: { lora: { bandwidth: 125_000, spreadingFactor, codeRate: 'CR_4_5' } },
    },
    regionConfigId: 'us915_1',
  };
}
