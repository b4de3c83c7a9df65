import type { Database } from '../db/database.js';
import type { Config } from '../config.js';
import type { Clock } from './clock.js';
import type { Mailer } from './mailer.js';
import type { IdentityService, VerifiedToken } from '../modules/identity/contract.js';
import type { AccessPolicy, RouteCatalogEntry, Subject } from '../plugins/access-guard.js';

/** What every module reads from the app instance. */
export type AppDeps = {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** How long the database has not answered the server's watch (database-watch.ts); 0: it does. */
  databaseUnreachableForMs?: () => number;
};

// Declaration merging is the only way to type Fastify's decorators, so interfaces are needed here.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    identity: IdentityService;
    routeCatalog: RouteCatalogEntry[];
  }
  interface FastifyRequest {
    /** Set by the access guard on every route that is not public. */
    subject: Subject | null;
    /** The user's token as verified on arrival, before the rate limit counts the request. */
    verifiedToken: VerifiedToken | null;
  }
  interface FastifyContextConfig {
    /** Every route declares who may call it; the server refuses to start otherwise. */
    access?: AccessPolicy;
    /**
     * The route serves the agreements page (the user's own profile, memberships and sites):
     * callable by a user who has not accepted the current terms yet. Others answer 403
     * terms_not_accepted to such a user.
     */
    beforeTerms?: true;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
