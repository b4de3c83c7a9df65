import { describe, expect, it } from 'vitest';
import { auditValueText } from './audit-values';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

describe('auditValueText', () => {
  it('writes nothing as a dash, booleans in words, lists and objects flat', () => {
    expect(auditValueText(null, yesNo)).toBe('—');
    expect(auditValueText([], yesNo)).toBe('—');
    expect(auditValueText(true, yesNo)).toBe('yes');
    expect(auditValueText(12.5, yesNo)).toBe('12.5');
    expect(auditValueText(['gestation', 'lactation'], yesNo)).toBe('gestation, lactation');
    expect(auditValueText({ feeding: ['gestation'], silo: false }, yesNo)).toBe(
      'feeding: gestation; silo: no',
    );
  });
});
