import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './lib/fastify-types.js';
import { loggerOptions, type LoggerOption } from './lib/logger.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { installAccessGuard } from './plugins/access-guard.js';
import { installBodyParsing } from './plugins/body-parsing.js';
import { answerBadUrl, installErrorHandler } from './plugins/errors.js';
import { installOpenApi } from './plugins/openapi.js';
import { RequestLog } from './plugins/request-log.js';
import { installSecurity } from './plugins/security.js';
import { installWebApp } from './plugins/web-app.js';
import { healthRoutes } from './lifecycle/health-routes.js';
import { installIdentity } from './modules/identity/index.js';
import { mainApiRoutes } from './modules/main-api/index.js';
import { feedRoutes } from './modules/feed/index.js';
import { installIngest } from './modules/ingest/index.js';
import { installIntegrationApi } from './modules/integration-api/index.js';
import { installWebhooks } from './modules/webhooks/index.js';
import { installLive } from './modules/live/index.js';

export type BuildOptions = {
  logger?: LoggerOption;
  /** Serve the built web app (the start command does; API tests don't). */
  serveWebApp?: boolean;
};

/**
 * The whole product as one Fastify instance: safety defaults, the access guard, then the
 * identity provider, the main API and the feed service. server.ts only starts it; tests drive
 * the same instance through inject().
 */
/** Tests pass a mailer that keeps messages; otherwise mail goes to SMTP_URL or the outbox. */
export type BuildDeps = Omit<AppDeps, 'mailer'> & { mailer?: Mailer };

export async function buildApp(
  input: BuildDeps,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logger ?? false),
    logController: new RequestLog(),
    trustProxy: input.config.trustProxy,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    return503OnClosing: true,
    frameworkErrors: answerBadUrl,
  });
  const { config } = input;
  const mailer =
    input.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: app.log,
    });
  const deps: AppDeps = { ...input, mailer };
  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  // Security first: its headers and rate limit must shape the access guard's refusals too.
  await installSecurity(app, config.rateLimitPerMinute);
  installAccessGuard(app);
  installBodyParsing(app);
  await installOpenApi(app);
  await app.register(healthRoutes);

  await installIdentity(app);
  await app.register(mainApiRoutes, { prefix: '/api' });
  await app.register(feedRoutes, { prefix: '/feed' });
  await installIngest(app);
  await installIntegrationApi(app);
  await installWebhooks(app);
  await installLive(app);
  await installWebApp(app, options.serveWebApp ? deps.config.webDist : null);
  return app;
}
