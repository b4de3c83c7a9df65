import { describe, expect, it } from 'vitest';
import { tileRange } from './report-range';

describe('tileRange', () => {
  it('is the stored period ending today', () => {
    expect(
      tileRange(
        'piglets-mortality',
        { tilePeriods: { 'piglets-mortality': 1 } },
        '2026-05-10',
        '2026-05-10',
      ),
    ).toEqual({
      from: '2026-04-11',
      to: '2026-05-10',
    });
  });

  it('starts no earlier than a limited tile looks back, whatever period is stored', () => {
    // The reproduction analysis covers at most 120 days (spec §5): 12 months stored elsewhere
    // are cut to the same 120 days as its default.
    const prefs = { tilePeriods: { 'reproduction-analysis': 12 } };
    expect(tileRange('reproduction-analysis', prefs, '2026-05-10', '2026-05-10')).toEqual({
      from: '2026-01-11',
      to: '2026-05-10',
    });
    expect(tileRange('reproduction-analysis', {}, '2026-05-10', '2026-05-10')).toEqual({
      from: '2026-01-11',
      to: '2026-05-10',
    });
  });
});
