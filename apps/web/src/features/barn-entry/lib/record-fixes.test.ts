import { describe, expect, it } from 'vitest';
import { fixOf } from './record-fixes';

const finding = (check: Parameters<typeof fixOf>[0]['check'], record: 'farrowing' | 'service') => ({
  check,
  record,
  date: '2026-03-10',
});

describe('the fix of a record to fix', () => {
  it('records the missing weaning, a lactation after the farrowing', () => {
    expect(fixOf(finding('missing_weaning', 'farrowing'), 21)).toEqual({
      kind: 'record',
      type: 'weaning',
      date: '2026-03-31',
    });
  });

  it('corrects her entry for a first service too late for her age', () => {
    expect(fixOf(finding('late_first_service', 'service'), 21)).toEqual({
      kind: 'correct',
      type: 'entry',
      date: null,
    });
  });

  it('corrects the record named otherwise, on its day', () => {
    expect(fixOf(finding('long_gestation', 'farrowing'), 21)).toEqual({
      kind: 'correct',
      type: 'farrowing',
      date: '2026-03-10',
    });
    expect(fixOf(finding('missing_outcome', 'service'), 21)).toEqual({
      kind: 'correct',
      type: 'service',
      date: '2026-03-10',
    });
  });
});
