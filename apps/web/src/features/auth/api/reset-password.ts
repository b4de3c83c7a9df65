import { publicRequest } from '../../../lib/api/public-request';

export async function resetPassword(token: string, password: string): Promise<void> {
  await publicRequest('/api/user/reset-password', { body: { token, password } });
}
