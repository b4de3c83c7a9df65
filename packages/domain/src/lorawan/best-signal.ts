import type { ReceivedBy } from './sensor-uplink.js';

export type GatewaySignal = { rssi: number; snr: number | null };

/**
 * Several gateways hear the same uplink; it is one reading, kept with the signal of the gateway
 * that heard it best (highest RSSI, then highest SNR), which is what coverage decisions rest on.
 */
export function bestSignal(signals: readonly GatewaySignal[]): ReceivedBy {
  let best: GatewaySignal | null = null;
  for (const signal of signals) {
    if (
      best === null ||
      signal.rssi > best.rssi ||
      (signal.rssi === best.rssi && (signal.snr ?? -Infinity) > (best.snr ?? -Infinity))
    ) {
      best = signal;
    }
  }
  return { rssi: best?.rssi ?? null, snr: best?.snr ?? null, gatewayCount: signals.length };
}
