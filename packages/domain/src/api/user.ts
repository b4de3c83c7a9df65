import { z } from 'zod';
import { USER_ROLES } from '../access/roles.js';
import { checkJsonInput } from '../json/input-limits.js';
import { LOCALES } from '../locales.js';

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

/** PATCH /api/user: preferences, agreement to the terms, profile fields. */
export const userPatchSchema = z
  .object({
    prefs: prefsStringSchema.optional(),
    agreed_terms_policy: z.literal(true).optional(),
    locale: z.enum(LOCALES).optional(),
    first_name: z.string().trim().min(1).max(100).optional(),
    last_name: z.string().trim().min(1).max(100).optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'at least one field is required');
export type UserPatch = z.infer<typeof userPatchSchema>;
