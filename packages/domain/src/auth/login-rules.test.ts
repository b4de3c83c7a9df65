import { describe, expect, it } from 'vitest';
import {
  isEmail,
  isLoginIdentifier,
  isStrictEmail,
  isUsername,
  validateLoginForm,
  validateRecoveryEmail,
} from './login-rules.js';

describe('username pattern (6–30 word characters and dots)', () => {
  it.each([
    'marie.l',
    'owner_bocage',
    'abcdef',
    'a.b.c.d.e',
    '_leading',
    'x'.repeat(30),
    'user.2026',
  ])('accepts %s', (value) => expect(isUsername(value)).toBe(true));
  it.each([
    ['abcde', 'too short'],
    ['x'.repeat(31), 'too long'],
    ['marie..l', 'double dot'],
    ['marie.', 'trailing dot'],
    ['.marie', 'leading dot'],
    ['marie l', 'space'],
    ['marie-l', 'hyphen'],
    ['marié.l', 'accented letter'],
  ])('refuses %s (%s)', (value) => expect(isUsername(value)).toBe(false));
});

describe('e-mail patterns', () => {
  it('accepts ordinary addresses', () => {
    expect(isEmail('marie@bocage.demo')).toBe(true);
    expect(isStrictEmail('marie.l+farm@bocage.qc.ca')).toBe(true);
  });
  it('refuses addresses without a domain or with spaces', () => {
    expect(isEmail('marie@bocage')).toBe(false);
    expect(isEmail('marie @bocage.demo')).toBe(false);
  });
  it('is stricter in recovery mode', () => {
    expect(isEmail('marie#1@bocage.demo')).toBe(true);
    expect(isStrictEmail('marie#1@bocage.demo')).toBe(false);
    expect(isStrictEmail('marie@bocage.d')).toBe(false);
  });
  it('lets an identifier be an e-mail or a username', () => {
    expect(isLoginIdentifier('manager.bocage')).toBe(true);
    expect(isLoginIdentifier('manager@bocage.demo')).toBe(true);
    expect(isLoginIdentifier('a@b')).toBe(false);
  });
});

describe('sign-in form validation (spec §5)', () => {
  it.each([
    ['', '', 'emailAndPasswordRequired'],
    ['', 'secret', 'emailRequired'],
    ['marie.l', '', 'passwordRequired'],
    ['not valid!', 'secret', 'invalidIdentifier'],
    ['marie.l', 'x'.repeat(33), 'passwordTooLong'],
    ['marie.l', 'x'.repeat(32), null],
    ['  marie@bocage.demo ', 'secret', null],
  ])('(%j, %j) → %s', (identifier, password, expected) => {
    expect(validateLoginForm(identifier, password)).toBe(expected);
  });

  it('accepts only a strict e-mail for recovery', () => {
    expect(validateRecoveryEmail('')).toBe('emailRequired');
    expect(validateRecoveryEmail('marie.l')).toBe('invalidEmail');
    expect(validateRecoveryEmail('marie@bocage.demo')).toBeNull();
  });
});
