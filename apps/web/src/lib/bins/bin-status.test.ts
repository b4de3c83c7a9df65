import { describe, expect, it } from 'vitest';
import { makeBin } from '../../testing/make-bin';
import { binState, isAlmostEmpty, lockedReasonKey, signalLevel } from './bin-status';

describe('bin status', () => {
  it('locks disabled and expired bins with their reason (spec §4)', () => {
    expect(lockedReasonKey(makeBin())).toBeNull();
    const disabled = makeBin({ disabled_at: '2026-03-01T00:00:00Z', isExpired: true });
    expect(binState(disabled)).toBe('disabled');
    expect(lockedReasonKey(disabled)).toBe('silos.locked.disabled');
    expect(lockedReasonKey(makeBin({ isExpired: true }))).toBe(
      'silos.messages.subscriptionExpired',
    );
  });

  it('flags a bin almost empty by fill or forecast, never without a reading', () => {
    expect(isAlmostEmpty(makeBin())).toBe(false);
    expect(isAlmostEmpty(makeBin({ fill_level: 9 }))).toBe(true);
    const soon = makeBin({
      forecast: { empty_at: '2026-03-12T00:00:00Z', days_until_empty: 2, kg_per_day: 900 },
    });
    expect(isAlmostEmpty(soon)).toBe(true);
    expect(isAlmostEmpty(makeBin({ fill_level: 0, last_sync: null }))).toBe(false);
  });

  it('turns the radio link into bars', () => {
    expect(signalLevel(null, null)).toBe(0);
    expect(signalLevel(-120, 2)).toBe(1);
    expect(signalLevel(-95, -16)).toBe(1);
    expect(signalLevel(-110, 0)).toBe(2);
    expect(signalLevel(-104, 0)).toBe(3);
    expect(signalLevel(-90, 8)).toBe(4);
  });
});
