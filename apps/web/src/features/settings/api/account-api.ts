import {
  passwordChangedSchema,
  profileSaveSchema,
  userSchema,
  type PasswordChange,
  type PasswordChanged,
  type ProfileSave,
  type ProfileUpdate,
  type User,
} from '@barnboard/domain';
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/api-error';

/** PUT /api/user/profile: the saved profile, or `changed: false` for the values already stored. */
export function saveProfile(body: ProfileUpdate): Promise<ProfileSave> {
  return api.request('/api/user/profile', { method: 'PUT', body, schema: profileSaveSchema });
}

/** POST /api/user/password: how many other sessions of the account were ended. */
export function changePassword(body: PasswordChange): Promise<PasswordChanged> {
  return api.request('/api/user/password', {
    method: 'POST',
    body,
    schema: passwordChangedSchema,
  });
}

/** The account as it is now, from a 409 `edited_elsewhere` answer; null for any other error. */
export function currentOfStaleWrite(error: unknown): User | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'edited_elsewhere')
    return null;
  const raw = error.raw as { current?: unknown } | null;
  const parsed = userSchema.safeParse(raw?.current);
  return parsed.success ? parsed.data : null;
}
