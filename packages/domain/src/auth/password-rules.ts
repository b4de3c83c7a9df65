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

export type PasswordChangeField = 'current' | 'next' | 'confirmation';

/** The field each error of a password change belongs to, for the form to show it there. */
export const PASSWORD_CHANGE_ERROR_FIELDS: Record<PasswordChangeError, PasswordChangeField> = {
  currentRequired: 'current',
  invalidNew: 'next',
  sameAsCurrent: 'next',
  confirmationMismatch: 'confirmation',
};

/**
 * Every rule a password change breaks (spec §5), at most one per field: the current password is
 * required; the new one follows the rules and differs from the current one; the confirmation
 * repeats it. The server checks the same (the confirmation aside, which never leaves the form)
 * and that the current password is the account's.
 */
export function passwordChangeErrors(input: {
  current: string;
  next: string;
  confirmation: string;
}): PasswordChangeError[] {
  const errors: PasswordChangeError[] = [];
  if (!input.current) errors.push('currentRequired');
  if (!isValidNewPassword(input.next)) errors.push('invalidNew');
  else if (input.current && input.next === input.current) errors.push('sameAsCurrent');
  if (input.next !== input.confirmation) errors.push('confirmationMismatch');
  return errors;
}

/** Validates the settings form that changes a password: its first error, or null. */
export function validatePasswordChange(input: {
  current: string;
  next: string;
  confirmation: string;
}): PasswordChangeError | null {
  return passwordChangeErrors(input)[0] ?? null;
}

export type PasswordStrength = 'blank' | 'tooWeak' | 'stillTooWeak' | 'couldBeStronger' | 'strong';

/**
 * Strength levels of spec §5. Points: one per character class (lower, upper, digit, symbol),
 * one for reaching the minimum length and one for 12 characters or more. Exactly the passwords
 * the rules accept are 'could be stronger' (4 points) or 'strong' (5 or 6), so the meter never
 * praises a password that cannot be saved.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!password) return 'blank';
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const points =
    classes + (password.length >= PASSWORD_MIN_LENGTH ? 1 : 0) + (password.length >= 12 ? 1 : 0);
  if (points <= 2) return 'tooWeak';
  // A password the rules refuse is never called anything better than still too weak.
  if (points === 3 || !isValidNewPassword(password)) return 'stillTooWeak';
  return points === 4 ? 'couldBeStronger' : 'strong';
}
