import { publicRequest } from '../../../lib/api/public-request';

/** POST /api/user/recover: sends a reset link to the address when it belongs to an account. */
export async function recoverPassword(email: string): Promise<void> {
  await publicRequest('/api/user/recover', { body: { email } });
}
