import { describe, expect, it } from 'vitest';
import { draftIssues, periodIssue, rangeAllowed, type TileDraft } from './tile-draft';

const open = { today: '2026-05-10', earliest: null };
const limited = { today: '2026-05-10', earliest: '2026-01-11' };

describe('periodIssue', () => {
  it('refuses a period reaching back further than the tile allows', () => {
    expect(periodIssue({ unit: 'day', count: 120 }, limited)).toBeNull();
    expect(periodIssue({ unit: 'day', count: 121 }, limited)).toBe('tooFarBack');
    expect(periodIssue({ unit: 'week', count: 17 }, limited)).toBeNull();
    expect(periodIssue({ unit: 'month', count: 5 }, limited)).toBe('tooFarBack');
    expect(periodIssue({ unit: 'year', count: 1 }, open)).toBeNull();
  });

  it('keeps its other checks first', () => {
    expect(periodIssue({ unit: 'day', count: 0 }, limited)).toBe('invalidCount');
    expect(periodIssue({ unit: 'day', count: 1000 }, limited)).toBe('tooManyDays');
  });
});

describe('rangeAllowed', () => {
  it('takes compared periods within the limits only', () => {
    expect(rangeAllowed({ from: '2026-01-11', to: '2026-02-10' }, limited)).toBe(true);
    expect(rangeAllowed({ from: '2026-01-10', to: '2026-02-10' }, limited)).toBe(false);
    expect(rangeAllowed({ from: '2026-05-01', to: '2026-05-11' }, limited)).toBe(false);
    expect(rangeAllowed({ from: '2020-01-01', to: '2020-02-01' }, open)).toBe(true);
    expect(rangeAllowed({ from: '2026-02-10', to: '2026-01-10' }, open)).toBe(false);
  });

  it('makes a comparison of periods out of reach an issue of the draft', () => {
    const draft: TileDraft = {
      day: '2026-05-10',
      period: { unit: 'day', count: 120 },
      lactationDays: { from: 1, to: 18 },
      filters: {},
      comparison: { kind: 'periods', ranges: [{ from: '2025-09-12', to: '2026-01-10' }] },
    };
    expect(draftIssues(draft, limited).comparison).toBe(true);
    expect(draftIssues(draft, open).comparison).toBe(false);
  });
});
