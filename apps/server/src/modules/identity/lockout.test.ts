import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACCOUNT_POLICY,
  ADDRESS_POLICY,
  lockDuration,
  MAX_WAIT_MS,
  PAIR_POLICY,
} from './lockout.js';

describe('lockDuration', () => {
  it('waits from the 5th failure of an account at an address, 30 s doubling up to 15 min', () => {
    const waits = [1, 4, 5, 6, 7, 8, 9, 10, 11, 40].map((n) => lockDuration(n, PAIR_POLICY) / 1000);
    expect(waits).toEqual([0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('waits for an account across addresses from its 10th failure', () => {
    expect(lockDuration(9, ACCOUNT_POLICY)).toBe(0);
    expect(lockDuration(10, ACCOUNT_POLICY)).toBe(30_000);
  });

  it('waits for an address only from its 20th failure', () => {
    expect(lockDuration(19, ADDRESS_POLICY)).toBe(0);
    expect(lockDuration(20, ADDRESS_POLICY)).toBe(30_000);
  });

  it('never shrinks as failures add up and never exceeds the maximum', () => {
    fc.assert(
      fc.property(fc.nat(10_000), (n) => {
        const wait = lockDuration(n, PAIR_POLICY);
        return wait <= MAX_WAIT_MS && lockDuration(n + 1, PAIR_POLICY) >= wait;
      }),
    );
  });
});
