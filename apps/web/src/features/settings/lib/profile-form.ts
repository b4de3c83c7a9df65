import {
  formatPhoneInternational,
  sameEmail,
  validateProfile,
  type ProfileErrorCode,
  type ProfileField,
  type ProfileInput,
  type ProfileUpdate,
  type User,
} from '@barnboard/domain';
import { ApiError } from '../../../lib/api/api-error';

/** The profile form: the profile as typed, and the current password a new address needs. */
export type ProfileValues = ProfileInput & { current_password: string };

export type ProfileFormField = ProfileField | 'current_password';

/** Translation keys of the errors to show, per field. */
export type ProfileFormErrors = Partial<Record<ProfileFormField, string>>;

/** The form's values for the account as stored: the phone shown in international form. */
export function profileValuesOf(user: User): ProfileValues {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    email: user.email ?? '',
    phone: user.phone ? formatPhoneInternational(user.phone, user.phone_country) : '',
    phone_country: user.phone_country ?? '',
    sms_opt_in: user.sms_opt_in,
    current_password: '',
  };
}

/** An account that signs in with its username and has no address yet may leave it empty. */
export function emailOptional(user: User): boolean {
  return user.username !== null && (user.email ?? '').trim() === '';
}

/** A new address (not just its case): the current password must then be given (the server's rule). */
export function needsCurrentPassword(values: ProfileValues, user: User): boolean {
  return values.email.trim() !== '' && !sameEmail(values.email, user.email ?? '');
}

export const profileErrorKey = (code: ProfileErrorCode) => `settings.profile.errors.${code}`;

/** The checks of the server (validateProfile), said per field before anything is sent. */
export function profileErrors(values: ProfileValues, user: User): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  const check = validateProfile(values, { emailOptional: emailOptional(user) });
  if (!check.ok)
    for (const error of check.errors) errors[error.field] = profileErrorKey(error.code);
  if (needsCurrentPassword(values, user) && !values.current_password)
    errors.current_password = 'settings.profile.errors.currentPasswordForEmail';
  return errors;
}

export function profileBody(values: ProfileValues, user: User): ProfileUpdate {
  const { current_password, ...profile } = values;
  return {
    ...profile,
    expected_updated_at: user.updated_at,
    ...(needsCurrentPassword(values, user) && current_password ? { current_password } : {}),
  };
}

/** The field a refusal of the server is about, with the message to show there; null otherwise. */
export function serverFieldError(error: unknown): ProfileFormErrors | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.code) {
    case 'email_taken':
      return { email: 'settings.profile.errors.emailTaken' };
    case 'email_managed_elsewhere':
      return { email: 'settings.profile.errors.emailManagedElsewhere' };
    case 'wrong_password':
      return { current_password: 'settings.password.errors.wrongPassword' };
    case 'current_password_required':
      return { current_password: 'settings.profile.errors.currentPasswordForEmail' };
    default:
      return null;
  }
}
