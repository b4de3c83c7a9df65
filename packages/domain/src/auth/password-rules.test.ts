import { describe, expect, it } from 'vitest';
import { passwordRuleErrors, passwordStrength, validatePasswordChange } from './password-rules.js';

describe('new password rules (8–32, lower, upper, digit)', () => {
  it('lists every broken rule', () => {
    expect(passwordRuleErrors('abc')).toEqual(['length', 'uppercase', 'digit']);
    expect(passwordRuleErrors('ABCDEFGH1')).toEqual(['lowercase']);
    expect(passwordRuleErrors('Abcdefg1')).toEqual([]);
    expect(passwordRuleErrors(`Ab1${'x'.repeat(30)}`)).toEqual(['length']);
  });
});

describe('password change', () => {
  const valid = { current: 'Old-pass1', next: 'New-pass1', confirmation: 'New-pass1' };
  it('accepts a valid change', () => expect(validatePasswordChange(valid)).toBeNull());
  it('requires the current password', () =>
    expect(validatePasswordChange({ ...valid, current: '' })).toBe('currentRequired'));
  it('refuses a weak new password', () =>
    expect(validatePasswordChange({ ...valid, next: 'weak', confirmation: 'weak' })).toBe(
      'invalidNew',
    ));
  it('refuses the same password', () =>
    expect(validatePasswordChange({ ...valid, next: 'Old-pass1', confirmation: 'Old-pass1' })).toBe(
      'sameAsCurrent',
    ));
  it('requires a matching confirmation', () =>
    expect(validatePasswordChange({ ...valid, confirmation: 'New-pass2' })).toBe(
      'confirmationMismatch',
    ));
});

describe('password strength levels', () => {
  it.each([
    ['', 'blank'],
    ['abc', 'tooWeak'],
    ['abcdefgh', 'tooWeak'],
    ['abcdefgH', 'stillTooWeak'],
    ['abcdefG1', 'couldBeStronger'],
    ['Abcdefgh12!x', 'strong'],
  ])('%j is %s', (password, level) => expect(passwordStrength(password)).toBe(level));
});
