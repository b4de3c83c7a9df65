/**
 * Lengths of the profile's fields, apart from the rules (profile-rules.ts) so that the API
 * schemas can name them without bringing libphonenumber-js into every screen that reads a user.
 */
export const NAME_MAX_LENGTH = 100;
/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;
/** Longer than any number with its spaces, dashes and brackets. */
export const PHONE_MAX_LENGTH = 32;
