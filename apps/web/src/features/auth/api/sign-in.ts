import { hasAnyAccess } from '@barnboard/domain';
import { ApiError } from '../../../lib/api/api-error';
import { passwordGrant } from '../../../lib/api/identity';
import { pathAfterLogin, subjectOf } from '../../../lib/session/home-path';
import { endSession, loadSession, startSession } from '../../../lib/session/session';
import { authenticate } from './authenticate';

/** Catalogue keys of the sign-in failures of spec §8. */
export type SignInError =
  | 'login.errors.userNotFound'
  | 'login.errors.wrongPassword'
  | 'login.errors.unauthorized'
  | 'login.errors.serverError'
  | 'login.errors.connectionProblem'
  | 'invitation.errors.unconfirmed'
  | 'invitation.errors.deactivated'
  | 'session.noAccess';

export type SignInResult = { ok: true; to: string } | { ok: false; error: SignInError };

function authError(error: unknown): SignInError {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    if (error.serverMessage === 'user_notfound') return 'login.errors.userNotFound';
    if (error.serverMessage === 'authentication_failed') return 'login.errors.wrongPassword';
    // Spec §8's users messages: an invitation not accepted yet, an account deactivated.
    if (error.serverMessage === 'user_unconfirmed') return 'invitation.errors.unconfirmed';
    if (error.serverMessage === 'user_deactivated') return 'invitation.errors.deactivated';
    return 'login.errors.unauthorized';
  }
  return 'login.errors.serverError';
}

/**
 * Sign-in sequence of spec §4: the main API checks the credentials, the identity provider issues
 * the tokens, then user, memberships and sites load; the result says where to go.
 */
export async function signIn(identifier: string, password: string): Promise<SignInResult> {
  let apiToken: string | null;
  try {
    apiToken = await authenticate(identifier, password);
  } catch (error) {
    return { ok: false, error: authError(error) };
  }
  if (!apiToken) return { ok: false, error: 'login.errors.connectionProblem' };

  try {
    startSession(await passwordGrant(identifier, password));
  } catch {
    endSession();
    return { ok: false, error: 'login.errors.connectionProblem' };
  }

  try {
    const data = await loadSession();
    const now = new Date();
    if (!hasAnyAccess(subjectOf(data), now)) {
      endSession();
      return { ok: false, error: 'session.noAccess' };
    }
    return { ok: true, to: pathAfterLogin(data, now) };
  } catch (error) {
    endSession();
    return { ok: false, error: authError(error) };
  }
}
