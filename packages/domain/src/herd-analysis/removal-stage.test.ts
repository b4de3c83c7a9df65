import { describe, expect, it } from 'vitest';
import { removalStage } from './removal-stage.js';

describe('removalStage', () => {
  it.each([
    ['entry', 0, 'gilt'],
    ['entry', 2, 'unknown'],
    ['service', 0, 'served'],
    ['service', 3, 'served'],
    ['negative_check', 1, 'open'],
    ['abortion', 1, 'open'],
    ['farrowing', 0, 'lactating'],
    ['weaning', 4, 'weaned'],
  ] as const)('last event %s, entered with parity %d → %s', (event, parity, stage) => {
    expect(removalStage(event, parity)).toBe(stage);
  });
});
