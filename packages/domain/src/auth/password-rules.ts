/** Password rules of spec §5 for a new password, shared by the reset page and the server. */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;

export type PasswordRuleError = 'length' | 'lowercase' | 'uppercase' | 'digit';

/** Every rule the password breaks, in the order the form lists them. */
export function passwordRuleErrors(password: string): PasswordRuleError[] {
  const errors: PasswordRuleError[] = [];
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    errors.push('length');
  }
  if (!/[a-z]/.test(password)) errors.push('lowercase');
  if (!/[A-Z]/.test(password)) errors.push('uppercase');
  if (!/\d/.test(password)) errors.push('digit');
  return errors;
}

export function isValidNewPassword(password: string): boolean {
  return passwordRuleErrors(password).length === 0;
}

export type PasswordChangeError =
  'currentRequired' | 'invalidNew' | 'sameAsCurrent' | 'confirmationMismatch';

/** Validates the settings form that changes a password (current, new, confirmation). */
export function validatePasswordChange(input: {
  current: string;
  next: string;
  confirmation: string;
}): PasswordChangeError | null {
  if (!input.current) return 'currentRequired';
  if (!isValidNewPassword(input.next)) return 'invalidNew';
  if (input.next === input.current) return 'sameAsCurrent';
  if (input.next !== input.confirmation) return 'confirmationMismatch';
  return null;
}

export type PasswordStrength = 'blank' | 'tooWeak' | 'stillTooWeak' | 'couldBeStronger' | 'strong';

/**
 * Strength levels of spec §5. Points: one per character class (lower, upper, digit, symbol),
 * one for reaching the minimum length and one for 12 characters or more.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!password) return 'blank';
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const points =
    classes + (password.length >= PASSWORD_MIN_LENGTH ? 1 : 0) + (password.length >= 12 ? 1 : 0);
  if (points <= 2) return 'tooWeak';
  if (points === 3) return 'stillTooWeak';
  if (points <= 4 || !isValidNewPassword(password)) return 'couldBeStronger';
  return 'strong';
}
