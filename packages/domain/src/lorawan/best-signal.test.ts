import { describe, expect, it } from 'vitest';
import { bestSignal } from './best-signal.js';

describe('bestSignal', () => {
  it('keeps the strongest gateway and counts them all', () => {
    const signals = [
      { rssi: -112, snr: -4.5 },
      { rssi: -87, snr: 7.25 },
      { rssi: -101, snr: 12 },
    ];
    expect(bestSignal(signals)).toEqual({ rssi: -87, snr: 7.25, gatewayCount: 3 });
  });

  it('breaks an RSSI tie by SNR, an unknown SNR ranking last', () => {
    expect(
      bestSignal([
        { rssi: -90, snr: null },
        { rssi: -90, snr: -3 },
      ]),
    ).toEqual({ rssi: -90, snr: -3, gatewayCount: 2 });
  });

  it('has no signal without gateways', () => {
    expect(bestSignal([])).toEqual({ rssi: null, snr: null, gatewayCount: 0 });
  });
});
