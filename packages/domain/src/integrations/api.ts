import { z } from 'zod';
import {
  expectedVersionSchema,
  pageMetaSchema,
  pageNumberSchema,
  queryInteger,
} from '../api/common.js';

/**
 * The integrator area's API (spec §2, §3, §5; docs/integration-api.md, docs/administration.md
 * "Integrations"): integrations an integrator keeps, installed on sites by their admins, each
 * installation with its access key.
 */

const instant = z.iso.datetime({ offset: true });

/** What spec §5 answers when an integration's name or url is missing. */
export const FIELDS_REQUIRED_MESSAGE = 'You must fill in all fields';

/** Sort keys of spec §2: alphabetical; tenant, site, building, user, role; creation, activity. */
export const INTEGRATION_SORTS = [
  'name',
  'tenant',
  'site',
  'building',
  'user',
  'role',
  'created',
  'active',
] as const;
export type IntegrationSort = (typeof INTEGRATION_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Rows a page of the area's lists holds at most. */
export const INTEGRATIONS_MAX_PER_PAGE = 100;
export const INTEGRATIONS_DEFAULT_PER_PAGE = 25;

/** The area's page metadata: the main API's, with the page number also under `page`. */
export const areaPageMetaSchema = pageMetaSchema.extend({ page: z.number().int() });
export type AreaPageMeta = z.infer<typeof areaPageMetaSchema>;

const listQuery = {
  q: z.string().max(100).optional().describe('Words found in names (accents and case ignored)'),
  sort: z.enum(INTEGRATION_SORTS).default('name'),
  direction: z.enum(SORT_DIRECTIONS).default('asc'),
  page: pageNumberSchema(1),
  per_page: queryInteger(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(INTEGRATIONS_MAX_PER_PAGE)
      .default(INTEGRATIONS_DEFAULT_PER_PAGE),
  ),
};

export const integrationsQuerySchema = z.object(listQuery);
export type IntegrationsQuery = z.infer<typeof integrationsQuerySchema>;

export const INSTALLATION_STATES = ['live', 'revoked', 'all'] as const;
export const installationsQuerySchema = z.object({
  ...listQuery,
  integration_id: z.uuid().optional(),
  site_id: z.uuid().optional(),
  state: z.enum(INSTALLATION_STATES).default('live'),
});
export type InstallationsQuery = z.infer<typeof installationsQuerySchema>;

const personRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const integrationSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    url: z.string(),
    owner: personRefSchema,
    /** The code the integrator hands to a site's admin, who installs the integration with it. */
    install_code: z.string(),
    /** Its live installations. */
    installations: z.number().int(),
    /** The alphabetically first live installation's place; null when installed nowhere. */
    first_installation: z
      .object({
        tenant_name: z.string(),
        site_name: z.string(),
        building_name: z.string().nullable(),
      })
      .nullable(),
    created_at: instant,
    updated_at: instant,
    /** The latest use of one of its access keys. */
    last_active_at: instant.nullable(),
  })
  .meta({
    example: {
      id: '0b6c3f9e-4a51-4d6f-9a2e-6f1d2c3b4a50',
      name: 'Herd sync',
      url: 'https://hooks.example.com/barnboard',
      owner: { id: '5d0b4c1e-2f3a-4b5c-8d6e-7f8091a2b3c4', name: 'Ines Integrator' },
      install_code: 'BB-7K2Q-9XWM',
      installations: 1,
      first_installation: {
        tenant_name: 'Ferme du Bocage',
        site_name: 'Maternité Saint-Hyacinthe',
        building_name: null,
      },
      created_at: '2026-11-02T14:05:00Z',
      updated_at: '2026-11-02T14:05:00Z',
      last_active_at: '2026-11-24T08:12:00Z',
    },
  });
export type Integration = z.infer<typeof integrationSchema>;

export const integrationsPageSchema = z.object({
  data: z.array(integrationSchema),
  meta: areaPageMetaSchema,
});
export type IntegrationsPage = z.infer<typeof integrationsPageSchema>;

/**
 * A required text of the integration form: missing or blank answers `fields_required` with spec
 * §5's message (the server's error handler names that code for this message).
 */
const requiredText = (max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? FIELDS_REQUIRED_MESSAGE : undefined,
    })
    .trim()
    .min(1, FIELDS_REQUIRED_MESSAGE)
    .max(max);

/** Webhooks go to https, or to http on the integrator's own machine while they build. */
const HTTPS_URL = /^https:\/\/[^\s/?#@]+(:\d{1,5})?([/?#]\S*)?$/i;
const LOCAL_URL = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?([/?#]\S*)?$/i;

export function isWebhookUrl(value: string): boolean {
  return HTTPS_URL.test(value) || LOCAL_URL.test(value);
}

// A blank url is only missing (fields_required), not also a bad address.
const webhookUrl = requiredText(2000).refine(
  (value) => value === '' || isWebhookUrl(value),
  'must be an https:// address (or http://localhost while developing)',
);

export const integrationInputSchema = z
  .object({
    name: requiredText(100).meta({ example: 'Herd sync' }),
    url: webhookUrl.meta({ example: 'https://hooks.example.com/barnboard' }),
  })
  .strict();
export type IntegrationInput = z.infer<typeof integrationInputSchema>;

export const integrationUpdateSchema = integrationInputSchema
  .extend({ expected_updated_at: expectedVersionSchema })
  .strict();
export type IntegrationUpdate = z.infer<typeof integrationUpdateSchema>;

/** The Standard Webhooks signing secret, shown once: on creation and on rotation. */
const signingSecret = z
  .string()
  .describe('whsec_ and the base64 of the secret; shown once, keep it')
  .meta({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' });

export const integrationCreatedSchema = integrationSchema.extend({
  signing_secret: signingSecret,
});
export type IntegrationCreated = z.infer<typeof integrationCreatedSchema>;

export const signingSecretSchema = z.object({ signing_secret: signingSecret });

export const integrationCodeSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    url: z.string(),
    owner_name: z.string(),
  })
  .meta({
    example: {
      id: '0b6c3f9e-4a51-4d6f-9a2e-6f1d2c3b4a50',
      name: 'Herd sync',
      url: 'https://hooks.example.com/barnboard',
      owner_name: 'Ines Integrator',
    },
  });
export type IntegrationCode = z.infer<typeof integrationCodeSchema>;

/** An install code: letters and digits in groups, as the integrator reads it out. */
export const INSTALL_CODE_PATTERN = /^BB-[0-9A-Z]{4}-[0-9A-Z]{4}$/;
export const installCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(INSTALL_CODE_PATTERN, 'is not an install code (BB-XXXX-XXXX)')
  .meta({ example: 'BB-7K2Q-9XWM' });

export const integrationParamsSchema = z.object({ integrationId: z.uuid() });
export const installationParamsSchema = z.object({ installationId: z.uuid() });
export const integrationCodeParamsSchema = z.object({ code: installCodeSchema });
export const installSiteParamsSchema = z.object({ siteId: z.uuid() });

const refSchema = z.object({ id: z.uuid(), name: z.string() });

export const installationSchema = z
  .object({
    id: z.uuid(),
    integration: z.object({
      id: z.uuid(),
      name: z.string(),
      url: z.string(),
      /** When the integrator last changed where its webhooks go; null when never. */
      url_changed_at: instant.nullable(),
    }),
    tenant: refSchema,
    site: refSchema,
    building: refSchema.nullable(),
    installed_by: refSchema.nullable(),
    /** The installer's role on the site (owner, admin…, staff); null when they have none now. */
    role: z.string().nullable(),
    /** The first characters of the access key, to tell keys apart. */
    key_prefix: z.string(),
    key_rotated_at: instant.nullable(),
    last_active_at: instant.nullable(),
    created_at: instant,
    updated_at: instant,
    revoked_at: instant.nullable(),
  })
  .meta({
    example: {
      id: '3f2a1b0c-9d8e-4f7a-b6c5-d4e3f2a1b0c9',
      integration: {
        id: '0b6c3f9e-4a51-4d6f-9a2e-6f1d2c3b4a50',
        name: 'Herd sync',
        url: 'https://hooks.example.com/barnboard',
        url_changed_at: null,
      },
      tenant: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Ferme du Bocage' },
      site: { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', name: 'Maternité Saint-Hyacinthe' },
      building: null,
      installed_by: { id: '4c5d6e7f-8a9b-4c0d-9e1f-2a3b4c5d6e7f', name: 'Alice Admin' },
      role: 'admin',
      key_prefix: 'bbi_3f2a1b0c',
      key_rotated_at: null,
      last_active_at: '2026-11-24T08:12:00Z',
      created_at: '2026-11-03T09:30:00Z',
      updated_at: '2026-11-03T09:30:00Z',
      revoked_at: null,
    },
  });
export type Installation = z.infer<typeof installationSchema>;

export const installationsPageSchema = z.object({
  data: z.array(installationSchema),
  meta: areaPageMetaSchema,
});
export type InstallationsPage = z.infer<typeof installationsPageSchema>;

export const installInputSchema = z
  .object({
    code: installCodeSchema,
    /** Narrows what the key reads to one building of the site; null for the whole site. */
    building_id: z.uuid().nullable().default(null),
  })
  .strict();
export type InstallInput = z.infer<typeof installInputSchema>;

/** The access key, shown once: on installation and on rotation; only its hash is kept. */
const accessKey = z.string().describe('bbi_<installation id>_<secret>; shown once, keep it').meta({
  example: 'bbi_3f2a1b0c9d8e4f7ab6c5d4e3f2a1b0c9_Zk3v0c8mJbq2Xw9yT4nL6pR1sD5fG7hK0aQ2eW4rT6y',
});

export const installationKeySchema = z.object({
  installation: installationSchema,
  access_key: accessKey,
});
export type InstallationKey = z.infer<typeof installationKeySchema>;
