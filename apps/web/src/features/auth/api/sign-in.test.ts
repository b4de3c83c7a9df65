import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { signIn } from './sign-in';

const calls = vi.hoisted(() => ({ authenticate: vi.fn() }));
vi.mock('./authenticate', () => ({ authenticate: calls.authenticate }));

const refusal = (status: number, message: string) =>
  new ApiError(status, { statusCode: status, error: 'x', message, code: message });

describe('sign-in refusals of spec §8', () => {
  afterEach(() => vi.clearAllMocks());

  it.each([
    [403, 'user_unconfirmed', 'invitation.errors.unconfirmed'],
    [403, 'user_deactivated', 'invitation.errors.deactivated'],
    [401, 'authentication_failed', 'login.errors.wrongPassword'],
    [404, 'user_notfound', 'login.errors.userNotFound'],
  ])('%i %s shows %s', async (status, message, key) => {
    calls.authenticate.mockRejectedValue(refusal(status, message));
    expect(await signIn('paul.barn', 'Whatever-1')).toEqual({ ok: false, error: key });
  });
});
