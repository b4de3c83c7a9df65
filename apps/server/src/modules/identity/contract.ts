/**
 * What the rest of the server needs from the identity module. The access guard verifies bearer
 * tokens through it; /api/auth checks credentials through it; /api/user/recover and
 * /api/user/reset-password run password recovery through it.
 */

/** A valid access token's subject. sessionId is null for tokens not bound to a session. */
export type VerifiedToken = { userId: string; sessionId: string | null };

export type CredentialCheck =
  | { ok: true; userId: string }
  /**
   * A locked account answers 'authentication_failed', exactly like a wrong password. An account
   * without a password yet (invited, not confirmed) answers 'user_unconfirmed'; a deactivated
   * one 'user_deactivated', only with its right password.
   */
  | {
      ok: false;
      reason: 'user_notfound' | 'authentication_failed' | 'user_unconfirmed' | 'user_deactivated';
    };

export type IdentityService = {
  /**
   * Verifies signature, issuer, audience and expiry, and for built-in tokens that the session is
   * neither revoked nor past its end. Null for any token that must not be accepted.
   */
  verifyAccessToken(token: string): Promise<VerifiedToken | null>;
  /**
   * A token verified earlier, checked again for a long request (a live stream): its session still
   * live, whatever the token's own expiry, as its refresh would be; a token without a session is
   * verified again, expiry included.
   */
  stillValid(verified: VerifiedToken, token: string): Promise<boolean>;
  /** Checks an e-mail or username and password, counting failures per account and address. */
  checkCredentials(
    identifier: string,
    password: string,
    clientAddress: string,
  ): Promise<CredentialCheck>;
  /** A short-lived access token not bound to a session (the answer of POST /api/auth). */
  issueAccessToken(userId: string): Promise<string>;
  /** Mails a single-use recovery link to the account with this e-mail address. */
  requestPasswordReset(email: string): Promise<'sent' | 'user_notfound'>;
  /** Sets a new password with a recovery link's token and ends the account's sessions. */
  resetPassword(token: string, password: string): Promise<'done' | 'invalid_token'>;
};
