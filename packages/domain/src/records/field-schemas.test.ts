import { describe, expect, it } from 'vitest';
import { decimalField, integerField } from './field-schemas.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('CSV-tolerant numeric fields', () => {
  it('read numbers and digit strings', () => {
    expect(integerField(0, 10).parse('7')).toBe(7);
    expect(integerField(0, 10).parse(7)).toBe(7);
    expect(decimalField(0, 10).parse('2,5')).toBe(2.5);
  });

  it('say what is wrong with text that is not a number', () => {
    expect(messages(integerField(0).safeParse('lots'))).toEqual(['must be a whole number']);
    expect(messages(integerField(0).safeParse('2.5'))).toEqual(['must be a whole number']);
    expect(messages(decimalField(0).safeParse('lots'))).toEqual(['must be a number']);
    expect(messages(decimalField(0).safeParse(true))).toEqual(['must be a number']);
  });
});
