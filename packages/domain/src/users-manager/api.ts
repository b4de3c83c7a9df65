import { z } from 'zod';
import { MEMBERSHIP_ROLES, USER_ROLES } from '../access/roles.js';
import { isValidNewPassword, PASSWORD_MAX_LENGTH } from '../auth/password-rules.js';
import { USERNAME_PATTERN } from '../auth/login-rules.js';
import { MAX_PER_PAGE } from '../constants.js';
import { LOCALES } from '../locales.js';
import { isSupportedInstant, YEAR_REASON } from '../time/supported-dates.js';
import {
  expectedVersionSchema,
  pageNumberSchema,
  pagedSchema,
  queryInteger,
} from '../api/common.js';
import { accessTypeSchema, tenantRefSchema } from '../api/sites.js';

/**
 * The users manager's API (docs/administration.md, "Users manager"; docs/api.md): the people
 * with a membership on the tenants the caller administers, their memberships, invitations,
 * username-only accounts, deactivation.
 */

/**
 * A person's state as the users manager shows it: invited and not confirmed (the invitation is
 * not accepted, or the first password not changed yet), active, deactivated, or every
 * membership the caller sees has expired.
 */
export const USER_STATES = ['invited', 'active', 'deactivated', 'expired'] as const;
export type UserState = (typeof USER_STATES)[number];

const instant = z.iso.datetime({ offset: true });

/** An instant the API takes: written with its offset, in a supported year (docs/security.md). */
const supportedInstant = instant.refine(
  (value) => isSupportedInstant(new Date(value)),
  YEAR_REASON,
);

/** The version an edit is based on (expectedVersionSchema), in a supported year. */
const versionSchema = expectedVersionSchema
  .refine((value) => isSupportedInstant(new Date(value)), YEAR_REASON)
  .describe("The record's updated_at as read before the edit; a different stored one answers 409");

/** A membership as the manager lists it: its fields of spec §3 and whether the caller may change it. */
export const managedMembershipSchema = z.object({
  id: z.uuid(),
  tenant: tenantRefSchema,
  role: z.enum(MEMBERSHIP_ROLES),
  sites: z.union([z.literal('all'), z.array(z.uuid())]),
  access_type: accessTypeSchema,
  expires_at: instant.nullable(),
  use_sharing_name: z.boolean(),
  sharing_name: z.string().nullable(),
  /** Whether it has expired at the instant of the answer. */
  expired: z.boolean(),
  updated_at: instant,
  /** The caller may change, end and delete it (their role and sites cover it). */
  manageable: z.boolean(),
});
export type ManagedMembership = z.infer<typeof managedMembershipSchema>;

/** A pending invitation: when its link was sent and until when it works. */
export const invitationInfoSchema = z.object({
  sent_at: instant,
  expires_at: instant,
  expired: z.boolean(),
});

export const managedUserSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.enum(USER_ROLES),
  state: z.enum(USER_STATES),
  /** The first password an admin handed over has not been changed yet. */
  must_change_password: z.boolean(),
  deactivated_at: instant.nullable(),
  /** The newest invitation link while the invitation is not accepted; null otherwise. */
  invitation: invitationInfoSchema.nullable(),
  /** The memberships on the tenants the caller administers (staff: every one). */
  memberships: z.array(managedMembershipSchema),
  updated_at: instant,
  /**
   * The caller may act on the account itself (names, invitation, deactivation, first password,
   * deletion): staff, or every membership of the person is one the caller manages.
   */
  manageable: z.boolean(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const USER_SORTS = ['name', 'login', 'state', 'tenant'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** GET /api/users: search (accents and case ignored), sort, page. */
export const usersQuerySchema = z.object({
  q: z.string().max(100).optional(),
  sort: z.enum(USER_SORTS).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: pageNumberSchema(1),
  per_page: queryInteger(z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(50)),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const usersPageSchema = pagedSchema(managedUserSchema);
export type UsersPage = z.infer<typeof usersPageSchema>;

const nameSchema = z.string().trim().min(1).max(100).nullable();
const sharingNameSchema = z.string().trim().min(1).max(100).nullable();

/**
 * A membership's sites: 'all' (every site of the tenant, present and future) or a list of at
 * least one (spec §5: a membership needs a site; "no site selected" is refused, and the
 * all-sites reading is the explicit 'all').
 */
export const membershipSitesSchema = z.union([
  z.literal('all'),
  z
    .array(z.uuid())
    .min(1, 'at least one site, or all')
    .max(MAX_PER_PAGE)
    .refine((ids) => new Set(ids).size === ids.length, 'lists a site twice'),
]);

const membershipAccessSchema = accessTypeSchema.refine(
  (access) => new Set(access.feeding).size === access.feeding.length,
  'lists a feeding area twice',
);

/** The fields of a membership an admin sets (spec §3). */
export const membershipFieldsSchema = z.object({
  role: z.enum(MEMBERSHIP_ROLES),
  sites: membershipSitesSchema,
  access_type: membershipAccessSchema,
  /** Null: never expires. */
  expires_at: supportedInstant.nullable(),
  use_sharing_name: z.boolean(),
  sharing_name: sharingNameSchema,
});
export type MembershipFields = z.infer<typeof membershipFieldsSchema>;

function sharingNameGiven(fields: Partial<MembershipFields>): boolean {
  return !fields.use_sharing_name || Boolean(fields.sharing_name);
}
const SHARING_NAME_NEEDED = {
  message: 'is required to use the sharing name',
  path: ['sharing_name'],
};

export const membershipInputSchema = membershipFieldsSchema
  .strict()
  .refine(sharingNameGiven, SHARING_NAME_NEEDED);

/** POST /api/tenants/{tenantId}/memberships: a membership for a person the caller already sees. */
export const newMembershipSchema = membershipFieldsSchema
  .extend({ user_id: z.uuid() })
  .strict()
  .refine(sharingNameGiven, SHARING_NAME_NEEDED);
export type NewMembershipInput = z.infer<typeof newMembershipSchema>;

/** PATCH /api/tenants/{tenantId}/memberships/{id}: any of the fields, and the version read. */
export const membershipPatchSchema = membershipFieldsSchema
  .partial()
  .extend({ expected_updated_at: versionSchema })
  .strict();
export type MembershipPatch = z.infer<typeof membershipPatchSchema>;

/** DELETE and POST …/end of a membership: the version read. */
export const versionBodySchema = z.object({ expected_updated_at: versionSchema }).strict();

/** POST /api/tenants/{tenantId}/invitations: invite by e-mail with a first membership. */
export const invitationSchema = z
  .object({
    email: z.email().max(254),
    first_name: nameSchema.optional(),
    last_name: nameSchema.optional(),
    /** The language of the mail and of the account; without it the mail is in all three. */
    locale: z.enum(LOCALES).nullable().optional(),
    membership: membershipInputSchema,
  })
  .strict();
export type InvitationInput = z.infer<typeof invitationSchema>;

const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH)
  .refine(
    isValidNewPassword,
    '8 to 32 characters with a lowercase letter, an uppercase letter and a digit',
  );

/** POST /api/tenants/{tenantId}/accounts: a username-only account and its first password. */
export const usernameAccountSchema = z
  .object({
    username: z
      .string()
      .trim()
      .regex(
        USERNAME_PATTERN,
        '6 to 30 letters, digits, underscores and dots, starting with a letter, digit or underscore; no double or trailing dot',
      ),
    first_name: nameSchema.optional(),
    last_name: nameSchema.optional(),
    locale: z.enum(LOCALES).nullable().optional(),
    /** Handed over to the person, who must change it at first sign-in. */
    password: newPasswordSchema,
    membership: membershipInputSchema,
  })
  .strict();
export type UsernameAccountInput = z.infer<typeof usernameAccountSchema>;

/** PATCH /api/users/{userId}: the person's names. */
export const userNamesPatchSchema = z
  .object({
    first_name: nameSchema.optional(),
    last_name: nameSchema.optional(),
    expected_updated_at: versionSchema,
  })
  .strict();
export type UserNamesPatch = z.infer<typeof userNamesPatchSchema>;

/** POST /api/users/{userId}/first-password: a new first password to hand over. */
export const firstPasswordSchema = z.object({ password: newPasswordSchema }).strict();

/** Every write's answer: the person as they are now; `changed: false` for the same values. */
export const userWriteSchema = z.object({
  changed: z.boolean(),
  user: managedUserSchema,
  /** On an invitation or its resending: false when the mail could not be sent (resend it). */
  mail_sent: z.boolean().optional(),
});
export type UserWrite = z.infer<typeof userWriteSchema>;

/** DELETE of an unconfirmed account: nothing left to show. */
export const userDeletedSchema = z.object({ deleted: z.literal(true) });

/** POST /api/invitation/inspect: what the invitation page shows before the password is set. */
export const invitationTokenSchema = z.object({ token: z.string().min(20).max(200) }).strict();
export const invitationDetailsSchema = z.object({
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  tenants: z.array(z.string()),
  expires_at: instant,
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

/** POST /api/invitation/accept: the person's password and their acceptance of the terms. */
export const invitationAcceptSchema = z
  .object({
    token: z.string().min(20).max(200),
    password: newPasswordSchema,
    accept_terms: z.literal(true),
  })
  .strict();
export const invitationAcceptedSchema = z.object({ login: z.string() });

/** POST /api/user/first-password: the person replaces the first password they were handed. */
export const firstPasswordChangeSchema = z
  .object({ current_password: z.string().min(1).max(256), password: newPasswordSchema })
  .strict();
