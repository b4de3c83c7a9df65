import type { BinItem } from '@barnboard/domain';

/** Under this fill percentage a bin is shown as almost empty. */
export const LOW_FILL_PERCENT = 15;
/** A forecast this close (days) marks the bin as almost empty too. */
export const LOW_DAYS_LEFT = 3;

export type BinState = 'active' | 'disabled' | 'expired';

/** Spec §4: disabled (disabled_at set) wins over an expired subscription. */
export function binState(bin: Pick<BinItem, 'disabled_at' | 'isExpired'>): BinState {
  if (bin.disabled_at !== null) return 'disabled';
  return bin.isExpired ? 'expired' : 'active';
}

/** Disabled or expired bins cannot be edited or charted (spec §4): the reason's i18n key. */
export function lockedReasonKey(bin: Pick<BinItem, 'disabled_at' | 'isExpired'>): string | null {
  const state = binState(bin);
  if (state === 'disabled') return 'silos.locked.disabled';
  if (state === 'expired') return 'silos.messages.subscriptionExpired';
  return null;
}

export function isAlmostEmpty(
  bin: Pick<BinItem, 'fill_level' | 'forecast' | 'last_sync'>,
): boolean {
  if (bin.last_sync === null) return false;
  const days = bin.forecast?.days_until_empty;
  return bin.fill_level < LOW_FILL_PERCENT || (days !== undefined && days <= LOW_DAYS_LEFT);
}

export type SignalLevel = 0 | 1 | 2 | 3 | 4;

/**
 * Bars for the radio link, from the RSSI (dBm) and SNR (dB): the same thresholds as the weak-signal
 * warning at the bottom (−115 dBm, −15 dB), LoRa's comfortable range at the top.
 */
export function signalLevel(rssi: number | null, snr: number | null): SignalLevel {
  if (rssi === null) return 0;
  if (rssi < -115 || (snr !== null && snr < -15)) return 1;
  if (rssi < -108) return 2;
  if (rssi < -100) return 3;
  return 4;
}

/** The fill colour of the gauge: red when almost empty, orange under 30 %, green above. */
export function fillColor(percent: number, almostEmpty: boolean): string {
  if (almostEmpty || percent < LOW_FILL_PERCENT) return 'red';
  if (percent < 30) return 'orange';
  return 'barn';
}
