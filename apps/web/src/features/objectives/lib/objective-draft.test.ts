import { OBJECTIVE_DEFAULTS } from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, draftsOf, objectivesToSave, withText } from './objective-draft';

const farRate = draftOf('far_rate', OBJECTIVE_DEFAULTS.far_rate.objective);

describe('draftOf', () => {
  it('shows percent metrics × 100 with two decimals, others as they are', () => {
    expect(farRate).toEqual({
      type: 'higher',
      texts: ['80.00', '86.00', '88.00', '90.00', ''],
      fade: 0.25,
    });
    expect(draftOf('ges_length', OBJECTIVE_DEFAULTS.ges_length.objective).texts).toEqual([
      '113',
      '114',
      '114.5',
      '115.5',
      '117',
    ]);
  });
});

describe('checkDraft', () => {
  it('reads the fields back in the stored unit', () => {
    expect(checkDraft('far_rate', withText(farRate, 3, '92,5'))).toEqual({
      objective: { type: 'higher', thresholds: [0.8, 0.86, 0.88, 0.925, null], fade: 0.25 },
      issues: [null, null, null, null, null],
    });
  });

  it.each([
    ['a field that is not a number', withText(farRate, 1, 'abc'), 1, 'notANumber'],
    ['a bounding threshold left empty', withText(farRate, 0, ''), 0, 'required'],
    ['thresholds out of order', withText(farRate, 0, '87'), 1, 'ascending'],
    ['an ideal outside the green band', withText(farRate, 2, '95'), 2, 'idealInBand'],
  ] as const)('refuses %s, under that field', (_case, draft, index, issue) => {
    const check = checkDraft('far_rate', draft);
    expect(check.objective).toBeNull();
    expect(check.issues[index]).toBe(issue);
    expect(check.issues.filter((found) => found !== null)).toHaveLength(1);
  });

  it('ignores and empties the fields the type does not use', () => {
    const lower = { ...withText(farRate, 4, '95'), type: 'lower' as const };
    expect(checkDraft('far_rate', { ...lower, texts: ['oops', ...lower.texts.slice(1)] })).toEqual({
      objective: { type: 'lower', thresholds: [null, 0.86, 0.88, 0.9, 0.95], fade: 0.25 },
      issues: [null, null, null, null, null],
    });
    expect(checkDraft('far_rate', { ...farRate, type: 'none' }).objective).toEqual({
      type: 'none',
      thresholds: [null, null, null, null, null],
      fade: 0.25,
    });
  });
});

describe('objectivesToSave', () => {
  const stored = {
    zootech_custom: { type: 'higher' as const, thresholds: [1, 2, 3, 4, null] as const, fade: 0 },
  };

  it('stores changed metrics, not those at their default, and keeps unlisted keys', () => {
    const drafts = draftsOf({});
    drafts.ges_feed_rate = withText(drafts.ges_feed_rate, 0, '80');
    expect(objectivesToSave(stored, drafts)).toEqual({
      ...stored,
      ges_feed_rate: {
        type: 'target',
        thresholds: [0.8, 0.95, 1, 1.05, 1.15],
        fade: 0.25,
      },
    });
  });

  it('forgets a stored objective put back to its default', () => {
    const own = { ...OBJECTIVE_DEFAULTS.wsi.objective, thresholds: [null, 4, 5, 6, 8] as const };
    const drafts = draftsOf({ wsi: own });
    expect(drafts.wsi.texts).toEqual(['', '4', '5', '6', '8']);
    drafts.wsi = draftOf('wsi', OBJECTIVE_DEFAULTS.wsi.objective);
    expect(objectivesToSave({ wsi: own }, drafts)).toEqual({});
  });

  it('saves nothing while a field is refused', () => {
    const drafts = draftsOf({});
    drafts.parity = withText(drafts.parity, 2, 'x');
    expect(objectivesToSave({}, drafts)).toBeNull();
  });
});
