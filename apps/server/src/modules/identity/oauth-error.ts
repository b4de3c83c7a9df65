import type { z } from 'zod';
import type { oauthErrorSchema } from '@barnboard/domain';

export type OAuthErrorCode = z.infer<typeof oauthErrorSchema>['error'];

/** An error of the token and logout endpoints, answered in the OAuth form (RFC 6749 §5.2). */
export class OAuthError extends Error {
  readonly statusCode: 400 | 401;
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
  ) {
    super(description);
    this.statusCode = error === 'invalid_client' ? 401 : 400;
  }

  body(): z.infer<typeof oauthErrorSchema> {
    return { error: this.error, error_description: this.description };
  }
}

/** Keycloak's words for a wrong password, an unknown user and a locked account alike. */
export const invalidCredentials = () => new OAuthError('invalid_grant', 'Invalid user credentials');
