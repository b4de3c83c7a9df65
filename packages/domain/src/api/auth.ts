import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../auth/password-rules.js';
import { isValidNewPassword } from '../auth/password-rules.js';

/** POST /api/auth answers: a token on success; these messages on 4xx (spec §8). */
export const AUTH_MESSAGES = [
  'user_notfound',
  'authentication_failed',
  'user_unconfirmed',
  'user_deactivated',
] as const;
export type AuthMessage = (typeof AUTH_MESSAGES)[number];

export const authResponseSchema = z.object({ token: z.string() });

/** Token endpoint body (form-encoded), per grant. */
/** A sign-in's account name and password, as the token endpoint and basic sign-in read them. */
export const signInCredentialsSchema = z.object({
  username: z.string().min(1).max(254),
  password: z.string().min(1).max(256),
});

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    client_id: z.string().min(1),
    client_secret: z.string().optional(),
    ...signInCredentialsSchema.shape,
    scope: z.string().optional(),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    client_id: z.string().min(1),
    client_secret: z.string().optional(),
    refresh_token: z.string().min(1).max(512),
  }),
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  refresh_expires_in: z.number().int(),
  token_type: z.literal('Bearer'),
  session_state: z.string(),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** OAuth 2.0 error answer (RFC 6749 §5.2). */
export const oauthErrorSchema = z.object({
  error: z.enum([
    'invalid_request',
    'invalid_client',
    'invalid_grant',
    'unauthorized_client',
    'unsupported_grant_type',
    'invalid_scope',
  ]),
  error_description: z.string(),
});

export const recoverRequestSchema = z.object({ email: z.email().max(254) });

export const resetPasswordRequestSchema = z.object({
  token: z.string().min(20).max(200),
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH)
    .refine(
      isValidNewPassword,
      '8 to 32 characters with a lowercase letter, an uppercase letter and a digit',
    ),
});
