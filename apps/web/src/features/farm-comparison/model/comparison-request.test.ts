import { describe, expect, it } from 'vitest';
import {
  comparisonIssues,
  comparisonListAfter,
  defaultComparisonPeriod,
  initialComparedSites,
  type ComparisonRequest,
} from './comparison-request';

const today = '2026-11-24';
const request = (extra: Partial<ComparisonRequest> = {}): ComparisonRequest => ({
  from: '2026-09-01',
  to: '2026-11-24',
  sites: ['a', 'b'],
  tile: 'kpi-reproduction',
  ...extra,
});

describe('comparisonIssues (spec §5)', () => {
  it('accepts 1 to 90 days, two sites or more and a tile', () => {
    expect(comparisonIssues(request(), today)).toEqual({});
    expect(comparisonIssues(request({ from: today, to: today }), today)).toEqual({});
    expect(comparisonIssues(request({ from: '2026-08-27' }), today)).toEqual({});
  });

  it('refuses 91 days, an end before the start or after today', () => {
    expect(comparisonIssues(request({ from: '2026-08-26' }), today)).toEqual({ to: 'tooLong' });
    expect(comparisonIssues(request({ from: '2026-11-20', to: '2026-11-19' }), today)).toEqual({
      to: 'order',
    });
    expect(comparisonIssues(request({ to: '2026-11-25' }), today)).toEqual({ to: 'future' });
    expect(comparisonIssues(request({ from: '' }), today)).toEqual({ from: 'required' });
  });

  it('needs two sites and a tile', () => {
    expect(comparisonIssues(request({ sites: ['a'], tile: null }), today)).toEqual({
      sites: 'fewSites',
      tile: 'required',
    });
  });
});

describe('the comparison list', () => {
  it('starts from the list’s comparable sites, in its order', () => {
    expect(initialComparedSites(['c', 'x', 'a'], ['a', 'b', 'c'])).toEqual(['c', 'a']);
  });

  it('falls back to every comparable site when the list holds fewer than two', () => {
    expect(initialComparedSites([], ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(initialComparedSites(['b'], ['a', 'b'])).toEqual(['a', 'b']);
  });

  it('keeps the compared sites as the list, and the sites this screen could not offer', () => {
    expect(comparisonListAfter(['n', 'a', 'b', 'c'], ['c', 'a'], ['a', 'b', 'c'])).toEqual([
      'c',
      'a',
      'n',
    ]);
  });

  it('defaults to the 30 days ending today', () => {
    expect(defaultComparisonPeriod(today)).toEqual({ from: '2026-10-26', to: today });
  });
});
