import { z } from 'zod';
import { FEEDING_AREAS, MEMBERSHIP_ROLES } from '../access/roles.js';
import { prefsStringSchema } from './user.js';

export const SITE_TYPES = [
  'maternity',
  'gdu',
  'finishing',
  'nursery',
  'boar_stud',
  'mill',
] as const;
export type SiteType = (typeof SITE_TYPES)[number];

export const tenantRefSchema = z.object({
  cloud_id: z.uuid(),
  name: z.string(),
  ltrack_access: z.boolean(),
});

export const siteAccessSchema = z.union([
  z.literal('all'),
  z.object({
    feeding: z.array(z.enum(['all', ...FEEDING_AREAS])).optional(),
    zootech: z.array(z.string()).optional(),
  }),
]);

export const buildingSchema = z.object({
  cloud_id: z.uuid(),
  name: z.string(),
  type: z.string(),
});

/** A site as GET /api/sites/vision-web lists it (spec §3), with its tenant. */
/**
 * What a site holds data of: gestation or lactation feeding, herd records, bins. Without a
 * remembered site, the web app opens the first one whose data the user may see (docs/web-app.md).
 */
export const siteHoldsSchema = z.object({
  gestation: z.boolean(),
  lactation: z.boolean(),
  herd: z.boolean(),
  bins: z.boolean(),
});
export type SiteHolds = z.infer<typeof siteHoldsSchema>;

export const siteSchema = z.object({
  site_id: z.number().int(),
  id: z.uuid(),
  name: z.string(),
  sharing_name: z.string().nullable(),
  address: z.string().nullable(),
  apartment: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  zip: z.string().nullable(),
  type: z.enum(SITE_TYPES),
  timezone: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  tenant: tenantRefSchema,
  access: siteAccessSchema,
  access_code: z.string().nullable(),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
  buildings: z.array(buildingSchema),
  contents: z.array(z.object({ cloud_id: z.uuid(), name: z.string() })),
  preferences: z.string(),
  holds: siteHoldsSchema,
});
export type Site = z.infer<typeof siteSchema>;

export const siteParamsSchema = z.object({ id: z.uuid() });

/** PATCH /api/sites/{id}: the site's whole preferences as a JSON string (managers only). */
export const sitePatchSchema = z.object({ prefs: prefsStringSchema }).strict();

export const accessTypeSchema = z.object({
  feeding: z.array(z.enum(FEEDING_AREAS)),
  zootech: z.boolean(),
  silo: z.boolean(),
});

/** GET /api/members: the signed-in user's memberships (spec §3). */
export const membershipSchema = z.object({
  id: z.uuid(),
  tenant: tenantRefSchema,
  role: z.enum(MEMBERSHIP_ROLES),
  sites: z.union([z.literal('all'), z.array(z.uuid())]),
  use_sharing_name: z.boolean(),
  sharing_name: z.string().nullable(),
  access_type: accessTypeSchema,
  expires_at: z.iso.datetime({ offset: true }).nullable(),
  /** Null for a username-only account. */
  user_email: z.string().nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const pingResponseSchema = z.object({
  pong: z.literal(true),
  time: z.iso.datetime({ offset: true }),
});
