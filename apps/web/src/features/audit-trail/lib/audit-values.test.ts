import { describe, expect, it } from 'vitest';
import { auditValueText, type AuditScalar } from './audit-values';

const words = (value: AuditScalar) =>
  typeof value === 'boolean' ? (value ? 'yes' : 'no') : `«${value}»`;

describe('auditValueText', () => {
  it('writes nothing as a dash, lists and objects flat, each scalar in words', () => {
    expect(auditValueText(null, words)).toBe('—');
    expect(auditValueText([], words)).toBe('—');
    expect(auditValueText(true, words)).toBe('yes');
    expect(auditValueText(12.5, words)).toBe('«12.5»');
    expect(auditValueText(['gestation', 'lactation'], words)).toBe('«gestation», «lactation»');
    expect(auditValueText({ feeding: ['gestation'], silo: false }, words)).toBe(
      'feeding: «gestation»; silo: no',
    );
  });
});
