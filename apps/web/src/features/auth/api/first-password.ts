import { userSchema, type User } from '@barnboard/domain';
import { api } from '../../../lib/api/client';

/** POST /api/user/first-password: the person's own password replaces the one handed over. */
export function changeFirstPassword(currentPassword: string, password: string): Promise<User> {
  return api.request('/api/user/first-password', {
    method: 'POST',
    body: { current_password: currentPassword, password },
    schema: userSchema,
  });
}
