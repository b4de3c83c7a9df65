import { isStrictEmail } from '../auth/login-rules.js';
import { isPhoneCountry, normalizePhone } from './phone.js';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './profile-limits.js';

/**
 * The profile of the settings page (spec §3 user, §5 "Profile: first and last name required;
 * email, phone and country validated; phone needs a country"), checked by the web form as the
 * user types and again by the server (PUT /api/user/profile) with this same code.
 */

export { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './profile-limits.js';

export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'phone_country',
  'sms_opt_in',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export type ProfileErrorCode =
  | 'required'
  | 'tooLong'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'countryRequired'
  | 'invalidCountry'
  | 'smsNeedsPhone';

export type ProfileError = { field: ProfileField; code: ProfileErrorCode };

/** What the form holds: text as typed ('' for nothing), the opt-in a box. */
export type ProfileInput = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  phone_country: string;
  sms_opt_in: boolean;
};

/** A valid profile as stored: names and address trimmed, the phone in E.164 or null. */
export type Profile = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  phone_country: string | null;
  sms_opt_in: boolean;
};

export type ProfileContext = {
  /**
   * The account may keep an empty address: one that signs in with a username and has no
   * address yet (barn staff). An address once given cannot be removed: recovery mails go there.
   */
  emailOptional: boolean;
};

/** The reasons the server gives in a 400's details, one per code. */
export const PROFILE_ERROR_REASONS: Record<ProfileErrorCode, string> = {
  required: 'is required',
  tooLong: 'is too long',
  invalidEmail: 'is not a valid e-mail address',
  invalidPhone: 'is not a valid phone number of the chosen country',
  countryRequired: 'is required with a phone number',
  invalidCountry: 'is not a known country code',
  smsNeedsPhone: 'needs a valid phone number',
};

export type ProfileCheck = { ok: true; value: Profile } | { ok: false; errors: ProfileError[] };

/** Every rule the profile breaks (the first one per field), or the profile as it is stored. */
export function validateProfile(input: ProfileInput, context: ProfileContext): ProfileCheck {
  const errors: ProfileError[] = [];
  const fail = (field: ProfileField, code: ProfileErrorCode) => {
    if (!errors.some((error) => error.field === field)) errors.push({ field, code });
  };

  const firstName = input.first_name.trim();
  const lastName = input.last_name.trim();
  for (const [field, value] of [
    ['first_name', firstName],
    ['last_name', lastName],
  ] as const) {
    if (!value) fail(field, 'required');
    else if (value.length > NAME_MAX_LENGTH) fail(field, 'tooLong');
  }

  const email = input.email.trim();
  if (!email) {
    if (!context.emailOptional) fail('email', 'required');
  } else if (email.length > EMAIL_MAX_LENGTH) fail('email', 'tooLong');
  // The strict pattern of the recovery form: an address it would refuse could never recover.
  else if (!isStrictEmail(email)) fail('email', 'invalidEmail');

  const phoneText = input.phone.trim();
  const country = input.phone_country.trim().toUpperCase();
  let phone: string | null = null;
  if (country && !isPhoneCountry(country)) fail('phone_country', 'invalidCountry');
  if (phoneText) {
    if (phoneText.length > PHONE_MAX_LENGTH) fail('phone', 'tooLong');
    else if (!country) fail('phone_country', 'countryRequired');
    else if (isPhoneCountry(country)) {
      phone = normalizePhone(phoneText, country);
      if (!phone) fail('phone', 'invalidPhone');
    }
  }
  if (input.sms_opt_in && !phone) fail('sms_opt_in', 'smsNeedsPhone');

  if (errors.length > 0) {
    errors.sort((a, b) => PROFILE_FIELDS.indexOf(a.field) - PROFILE_FIELDS.indexOf(b.field));
    return { ok: false, errors };
  }
  return {
    ok: true,
    value: {
      first_name: firstName,
      last_name: lastName,
      email,
      phone,
      phone_country: country || null,
      sms_opt_in: input.sms_opt_in,
    },
  };
}

/** Whether two addresses are one: addresses are matched without regard to case everywhere. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
