import { authResponseSchema } from '@barnboard/domain';
import { publicRequest } from '../../../lib/api/public-request';

function basicCredentials(identifier: string, password: string): string {
  // btoa only takes Latin-1: encode as UTF-8 bytes first so accented passwords survive.
  const bytes = new TextEncoder().encode(`${identifier}:${password}`);
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

/** POST /api/auth with basic credentials; the token, or null when the answer has none. */
export async function authenticate(identifier: string, password: string): Promise<string | null> {
  const body = await publicRequest('/api/auth', {
    headers: { Authorization: `Basic ${basicCredentials(identifier, password)}` },
  });
  const parsed = authResponseSchema.safeParse(body);
  return parsed.success && parsed.data.token ? parsed.data.token : null;
}
