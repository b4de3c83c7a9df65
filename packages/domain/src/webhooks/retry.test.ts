import { describe, expect, it } from 'vitest';
import {
  FIRST_RETRY_MS,
  GIVE_UP_AFTER_MS,
  JITTER,
  MAX_RETRY_MS,
  afterFailure,
  retryDelayMs,
} from './retry.js';

describe('webhook retries', () => {
  it('doubles from 30 s up to an hour, within the jitter', () => {
    const nominal = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempts) => retryDelayMs(attempts, 0.5));
    expect(nominal).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600].map((s) => s * 1000));
    expect(retryDelayMs(1, 0)).toBe(FIRST_RETRY_MS * (1 - JITTER));
    expect(retryDelayMs(20, 0.999_999)).toBeLessThanOrEqual(MAX_RETRY_MS * (1 + JITTER));
  });

  it('gives up once the next attempt would be more than a day after the event', () => {
    // A third failure waits 120 s: due exactly a day after the event, it is still tried.
    const lastChance = GIVE_UP_AFTER_MS - 4 * FIRST_RETRY_MS;
    expect(afterFailure(0, 3, lastChance, 0.5)).toEqual({
      status: 'pending',
      retryAt: GIVE_UP_AFTER_MS,
    });
    expect(afterFailure(0, 3, lastChance + 1, 0.5)).toEqual({ status: 'abandoned' });
  });
});
