import path from 'node:path';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS, DEFAULT_REALM, SESSION_MAX_AGE_MS } from '@barnboard/domain';

/**
 * Configuration, parsed and validated once at start-up from the environment. A wrong value stops
 * the server with a message naming the variable, rather than failing later at first use.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Absent: the embedded PostgreSQL the server runs in DATA_DIR/postgres. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * Where the live streams LISTEN (docs/live.md), when DATABASE_URL goes through a pooler in
   * transaction mode, which cannot hold a LISTEN: PostgreSQL itself. Absent: the database's pool.
   */
  LISTEN_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().default('./data'),
  /** 'demo' loads the demo data into an empty database; 'none' skips it. */
  SEED: z.enum(['demo', 'none']).default('demo'),
  /**
   * The instant the server's clock starts from, running on from there (an ISO date-time with its
   * offset). For demos and tests of how the product looks at a given hour; unset: the real time.
   */
  CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  /** Public base URL, used in links sent by mail and as the built-in issuer's origin. */
  PUBLIC_URL: z.url().optional(),
  /** An external OpenID Connect issuer (a Keycloak realm URL) whose tokens the APIs trust. */
  OIDC_ISSUER: z.url().optional(),
  OIDC_AUDIENCE: z.string().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Barnboard <no-reply@barnboard.local>'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(ACCESS_TOKEN_TTL_SECONDS),
  SESSION_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 3600)
    .default(SESSION_MAX_AGE_MS / 1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute per client address across the API (sign-in routes have their own). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Requests per minute per access key across the integration API (docs/integration-api.md). */
  INTEGRATION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /**
   * /healthz answers 503 once the database has not answered for this long (docs/operations.md,
   * "Database outages"): long enough to ride out a restart of PostgreSQL, short enough for an
   * orchestrator to replace a server that cannot recover.
   */
  HEALTH_DATABASE_GRACE_SECONDS: z.coerce.number().int().min(1).default(60),
  /**
   * Webhooks may go to this machine (http://localhost, 127.0.0.1), for an integrator developing a
   * receiver and for tests; otherwise only to public https addresses (docs/integration-api.md).
   */
  WEBHOOK_ALLOW_LOOPBACK: z.stringbool().default(false),
  /** Deliver the webhook outbox from this server (docs/operations.md); off for API-only servers. */
  WEBHOOK_DISPATCHER: z.stringbool().default(true),
  /** Trust X-Forwarded-For from a reverse proxy (needed for per-address brute-force limits). */
  TRUST_PROXY: z.stringbool().default(false),
  WEB_DIST: z.string().optional(),
  /** An MQTT broker whose ChirpStack and The Things Stack uplinks are stored (docs/ingestion.md). */
  MQTT_URL: z
    .url({ protocol: /^(mqtts?|wss?)$/ })
    .refine((url) => /^[^/+#]+$/.test(new URL(url).searchParams.get('group') ?? 'none'), {
      message: 'group (a shared subscription name) must not be empty nor hold /, + or #',
    })
    .optional(),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  listenDatabaseUrl: string | undefined;
  dataDir: string;
  seed: 'demo' | 'none';
  clockStart: Date | undefined;
  publicUrl: string;
  /** PUBLIC_URL was given (publicUrl is otherwise http://localhost:PORT). */
  publicUrlSet: boolean;
  realm: string;
  oidcIssuer: string | undefined;
  oidcAudience: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  accessTokenTtlSeconds: number;
  sessionMaxAgeMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  rateLimitPerMinute: number;
  integrationRateLimitPerMinute: number;
  webhookDispatcher: boolean;
  webhookAllowLoopback: boolean;
  healthDatabaseGraceMs: number;
  webDist: string;
  mqttUrl: string | undefined;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    listenDatabaseUrl: e.LISTEN_DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    seed: e.SEED,
    clockStart: e.CLOCK_START === undefined ? undefined : new Date(e.CLOCK_START),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    realm: DEFAULT_REALM,
    oidcIssuer: e.OIDC_ISSUER?.replace(/\/$/, ''),
    oidcAudience: e.OIDC_AUDIENCE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    sessionMaxAgeMs: e.SESSION_MAX_AGE_SECONDS * 1000,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    integrationRateLimitPerMinute: e.INTEGRATION_RATE_LIMIT_PER_MINUTE,
    webhookDispatcher: e.WEBHOOK_DISPATCHER,
    webhookAllowLoopback: e.WEBHOOK_ALLOW_LOOPBACK,
    healthDatabaseGraceMs: e.HEALTH_DATABASE_GRACE_SECONDS * 1000,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    mqttUrl: e.MQTT_URL,
  };
}
