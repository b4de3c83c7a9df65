import { describe, expect, it } from 'vitest';
import { weaningTiming } from './weaning-timing.js';

describe('weaningTiming', () => {
  it('holds a weaning on time within 3 days either side of farrowing + the target', () => {
    // Target 21 days: due on day 21, on time from day 18 to day 24.
    expect([17, 18, 21, 24, 25].map((age) => weaningTiming(age, 21))).toEqual([
      'early',
      'on_time',
      'on_time',
      'on_time',
      'late',
    ]);
  });

  it('reads the site’s own target', () => {
    expect(weaningTiming(25, 28)).toBe('on_time');
    expect(weaningTiming(24, 28)).toBe('early');
  });
});
