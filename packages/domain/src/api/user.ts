import { z } from 'zod';
import { USER_ROLES } from '../access/roles.js';
import { PASSWORD_MAX_LENGTH, isValidNewPassword } from '../auth/password-rules.js';
import { checkJsonInput } from '../json/input-limits.js';
import { LOCALES } from '../locales.js';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '../user/profile-limits.js';
import { expectedVersionSchema } from './common.js';

/**
 * GET /api/user (spec §3). `prefs` is a JSON string of every preference. `email` is null for a
 * username-only account; `must_change_password` is true until the person replaces the first
 * password an admin handed over (the API refuses everything else until then).
 */
export const userSchema = z.object({
  cloud_id: z.uuid(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.enum(USER_ROLES),
  never_login: z.boolean(),
  agreed_terms_policy: z.boolean(),
  prefs: z.string(),
  locale: z.enum(LOCALES).nullable(),
  phone: z.string().nullable(),
  phone_country: z.string().nullable(),
  sms_opt_in: z.boolean(),
  /** When the account record (profile, role, state; not the preferences) last changed. */
  updated_at: z.iso.datetime({ offset: true }),
  must_change_password: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/**
 * Preferences are stored as one JSON object; a prefs string must parse to an object within the
 * limits of every JSON input (no NUL character, nested at most MAX_JSON_DEPTH levels).
 */
export const MAX_PREFS_LENGTH = 256 * 1024;
export const prefsStringSchema = z
  .string()
  .max(MAX_PREFS_LENGTH)
  .superRefine((value, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object encoded as a string' });
      return;
    }
    const issue = checkJsonInput(parsed, 'prefs');
    if (issue) ctx.addIssue({ code: 'custom', message: `${issue.field} ${issue.reason}` });
  });

/**
 * PATCH /api/user: preferences, agreement to the terms, language. The profile (names, address,
 * phone) has its own route with its rules and version check (profileUpdateSchema).
 */
export const userPatchSchema = z
  .object({
    prefs: prefsStringSchema.optional(),
    agreed_terms_policy: z.literal(true).optional(),
    locale: z.enum(LOCALES).optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'at least one field is required');
export type UserPatch = z.infer<typeof userPatchSchema>;

/**
 * PUT /api/user/profile: the whole profile of the settings page, checked by validateProfile
 * (packages/domain/src/user/profile-rules.ts) once the shapes here pass. Lengths are bounded
 * here only so that no huge string reaches the rules; the rules give the field's own message.
 */
export const profileUpdateSchema = z
  .object({
    first_name: z.string().max(NAME_MAX_LENGTH * 2),
    last_name: z.string().max(NAME_MAX_LENGTH * 2),
    email: z.string().max(EMAIL_MAX_LENGTH * 2),
    /** As typed, or '' for none. */
    phone: z.string().max(PHONE_MAX_LENGTH * 2),
    /** ISO 3166-1 alpha-2 ('FR'), or '' for none. */
    phone_country: z.string().max(8),
    sms_opt_in: z.boolean(),
    /** Required when the e-mail address changes (it receives password-recovery links). */
    current_password: z.string().min(1).max(256).optional(),
    expected_updated_at: expectedVersionSchema,
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The answer of a profile save: `changed: false` when it held the stored values already. */
export const profileSaveSchema = z.object({ changed: z.boolean(), user: userSchema });
export type ProfileSave = z.infer<typeof profileSaveSchema>;

/** POST /api/user/password: the current password and the new one (spec §5). */
export const passwordChangeSchema = z
  .object({
    current_password: z.string().min(1).max(256),
    new_password: z
      .string()
      .max(PASSWORD_MAX_LENGTH)
      .refine(
        isValidNewPassword,
        '8 to 32 characters with a lowercase letter, an uppercase letter and a digit',
      ),
  })
  .strict();
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** The answer of a password change: how many other sessions of the account were ended. */
export const passwordChangedSchema = z.object({ ended_sessions: z.number().int() });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;
