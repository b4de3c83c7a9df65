import { describe, expect, it } from 'vitest';
import { breedingState } from './breeding-state.js';

describe('breedingState', () => {
  it('is the outcome once there is one, whatever a check said', () => {
    for (const outcome of ['farrowed', 'returned', 'aborted', 'open', 'removed'] as const) {
      expect(breedingState(outcome, false)).toBe(outcome);
      expect(breedingState(outcome, true)).toBe(outcome);
    }
  });

  it('tells a pending service confirmed by a positive check from one not checked yet', () => {
    expect(breedingState('pending', true)).toBe('confirmed');
    expect(breedingState('pending', false)).toBe('pending');
  });
});
