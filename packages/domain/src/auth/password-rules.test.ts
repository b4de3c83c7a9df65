import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateLoginForm } from './login-rules.js';
import {
  PASSWORD_CHANGE_ERROR_FIELDS,
  PASSWORD_MAX_LENGTH,
  isValidNewPassword,
  passwordChangeErrors,
  passwordRuleErrors,
  passwordStrength,
  validatePasswordChange,
} from './password-rules.js';

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
    ['abcdefgh!xyz', 'stillTooWeak'],
    ['Abcdefgh12!x', 'strong'],
    ['Abcdefghij12', 'strong'],
  ])('%j is %s', (password, level) => expect(passwordStrength(password)).toBe(level));
});

describe('password rules as properties', () => {
  const password = fc.string({ unit: 'grapheme-ascii', maxLength: 40 });

  it('the meter calls exactly the passwords the rules accept "could be stronger" or "strong"', () => {
    fc.assert(
      fc.property(password, (value) => {
        const praised = ['couldBeStronger', 'strong'].includes(passwordStrength(value));
        expect(praised).toBe(isValidNewPassword(value));
      }),
    );
  });

  it('a password only gets stronger as characters are added to it', () => {
    const order = ['blank', 'tooWeak', 'stillTooWeak', 'couldBeStronger', 'strong'];
    fc.assert(
      fc.property(password, password, (start, more) => {
        const longer = start + more;
        if (longer.length > PASSWORD_MAX_LENGTH || !isValidNewPassword(start)) return;
        expect(order.indexOf(passwordStrength(longer))).toBeGreaterThanOrEqual(
          order.indexOf(passwordStrength(start)),
        );
      }),
    );
  });

  it('every password the rules accept signs in through the login form', () => {
    fc.assert(
      fc.property(password, (value) => {
        if (isValidNewPassword(value)) expect(validateLoginForm('marie.l', value)).toBeNull();
      }),
    );
  });

  it('a change is refused exactly when one of its rules is broken, each on its own field', () => {
    fc.assert(
      fc.property(password, password, fc.boolean(), (current, next, confirmed) => {
        const confirmation = confirmed ? next : `${next}x`;
        const errors = passwordChangeErrors({ current, next, confirmation });
        expect(errors.includes('currentRequired')).toBe(current === '');
        expect(errors.includes('invalidNew')).toBe(!isValidNewPassword(next));
        expect(errors.includes('sameAsCurrent')).toBe(
          isValidNewPassword(next) && current !== '' && next === current,
        );
        expect(errors.includes('confirmationMismatch')).toBe(!confirmed);
        const fields = errors.map((error) => PASSWORD_CHANGE_ERROR_FIELDS[error]);
        expect(new Set(fields).size).toBe(fields.length);
      }),
    );
  });
});
