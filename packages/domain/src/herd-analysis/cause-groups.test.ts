import { describe, expect, it } from 'vitest';
import { pigletCauseGroup, removalReasonGroup } from './cause-groups.js';

describe('pigletCauseGroup', () => {
  it.each([
    ['crushed', 'crushed'],
    ['Laid on by sow', 'crushed'],
    ['écrasé', 'crushed'],
    ['low viability', 'low_viability'],
    ['weak', 'low_viability'],
    ['starvation', 'starvation'],
    ['scours', 'scours'],
    ['Diarrhée', 'scours'],
    ['splay leg', 'splay_leg'],
    ['savaged', 'savaged'],
    ['chilled', 'chilled'],
    ['congenital defect', 'congenital'],
    ['Strep. suis infection', 'infection'],
    ['euthanised (welfare)', 'euthanised'],
    ['other', 'other'],
    ['bad luck', 'other'],
    ['unknown', 'unknown'],
  ] as const)('%j → %s', (cause, group) => {
    expect(pigletCauseGroup(cause)).toBe(group);
  });

  it('reads no cause as unknown, and only whole words', () => {
    expect(pigletCauseGroup(null)).toBe('unknown');
    expect(pigletCauseGroup('  ')).toBe('unknown');
    // "scold" holds "cold", "crushedness" holds "crushed": neither is a whole word.
    expect(pigletCauseGroup('scold')).toBe('other');
    expect(pigletCauseGroup('crushedness')).toBe('other');
  });
});

describe('removalReasonGroup', () => {
  // The simulator's causes (apps/server/src/simulator/parameters.ts), then other farms' words.
  it.each([
    ['anestrus', 'reproductive'],
    ['lameness', 'locomotor'],
    ['body condition', 'body_condition'],
    ['injury', 'locomotor'],
    ['old age', 'productive'],
    ['poor litter performance', 'productive'],
    ['found dead', 'unknown'],
    ['heart failure', 'disease'],
    ['torsion', 'disease'],
    ['prolapse', 'disease'],
    ['unknown', 'unknown'],
    ['downer', 'locomotor'],
    ['moved to another site', 'management'],
    ['Not in pig', 'reproductive'],
    ['Boiterie', 'locomotor'],
    ['sold for breeding', 'management'],
    ['whatever', 'other'],
  ] as const)('%j → %s', (cause, group) => {
    expect(removalReasonGroup(cause)).toBe(group);
  });

  it('reads no cause as unknown', () => {
    expect(removalReasonGroup(null)).toBe('unknown');
  });
});
