/**
 * Sign-in form rules of spec §5. Message keys name catalogue entries (`login.errors.*`).
 */

/** A practical e-mail pattern: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The strict pattern used in recovery mode: letters, digits and . _ % + - before the @,
 * a dotted domain, a top-level domain of at least two letters.
 */
export const STRICT_EMAIL_PATTERN =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/**
 * Usernames: 6–30 letters, digits, underscores and dots; the first character a word character;
 * no double dot; no trailing dot.
 */
export const USERNAME_PATTERN = /^(?=.{6,30}$)\w(?:[\w]|\.(?!\.))*(?<!\.)$/;

/**
 * A password longer than this is refused with the too-long message. Spec §5 reads "32 characters
 * or more", but §5 and §9 also let a new password have 32 characters: a password the settings or
 * the reset page accepted must sign in, so the form refuses only what no new password can be.
 */
export const LOGIN_PASSWORD_MAX_LENGTH = 32;

export type LoginFormError =
  | 'emailAndPasswordRequired'
  | 'emailRequired'
  | 'passwordRequired'
  | 'invalidIdentifier'
  | 'invalidEmail'
  | 'passwordTooLong';

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isStrictEmail(value: string): boolean {
  return STRICT_EMAIL_PATTERN.test(value);
}

export function isUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value);
}

/** An identifier is accepted at sign-in when it is an e-mail address or a username. */
export function isLoginIdentifier(value: string): boolean {
  return isEmail(value) || isUsername(value);
}

/** Validates the sign-in form on submit; returns the first error, or null when it may be sent. */
export function validateLoginForm(identifier: string, password: string): LoginFormError | null {
  const id = identifier.trim();
  if (!id && !password) return 'emailAndPasswordRequired';
  if (!id) return 'emailRequired';
  if (!password) return 'passwordRequired';
  if (!isLoginIdentifier(id)) return 'invalidIdentifier';
  if (password.length > LOGIN_PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return null;
}

/** Validates the recovery form: only a strict e-mail address is accepted. */
export function validateRecoveryEmail(email: string): LoginFormError | null {
  const value = email.trim();
  if (!value) return 'emailRequired';
  return isStrictEmail(value) ? null : 'invalidEmail';
}
