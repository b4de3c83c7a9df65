import {
  changedFields,
  integrationSearchText,
  integrationSortValue,
  isStaff,
  pageOf,
  recordFields,
  searchRows,
  sortRows,
  type Integration,
  type IntegrationCode,
  type IntegrationCreated,
  type IntegrationInput,
  type IntegrationsPage,
  type IntegrationsQuery,
  type IntegrationUpdate,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import type { AppDeps } from '../../lib/fastify-types.js';
import { assertNotStale } from '../../lib/stale-write.js';
import { nextVersion } from '../../lib/versions.js';
import { httpError } from '../../plugins/errors.js';
import { webhookUrlIssue } from '../webhooks/webhook-address.js';
import {
  findIntegrationByCode,
  insertIntegration,
  installCodeTaken,
  listInstallationDetails,
  listIntegrationsWithOwner,
  lockIntegration,
  lockLiveInstallationsOf,
  updateIntegration,
} from '../../repositories/integrations-repository.js';
import type { Caller } from '../users-manager/caller.js';
import { auditIntegration, INTEGRATION_AUDIT_FIELDS } from './audit.js';
import { revokeLocked } from './installations-service.js';
import { newInstallCode, newSigningSecret } from './secrets.js';
import { personName, toIntegration, withoutOwnerRole } from './views.js';

/**
 * Integrations (spec §2, §3, §5; docs/administration.md, "Integrations"): an integrator's (or
 * staff's) name and webhook url, the install code handed to site admins, the signing secret
 * shown once. Each write is one transaction with its audit events.
 */

/** The integrations of an owner (their id), or of every owner ('all'), with their installations. */
async function integrationRows(db: Executor, owner: string, integrationId?: string) {
  const owned = await listIntegrationsWithOwner(db, owner, integrationId);
  const live = await listInstallationDetails(db, 'all', {
    integrationIds: owned.map((row) => row.integration.id),
    state: 'live',
  });
  return owned.map(({ integration, owner: person }) =>
    toIntegration(
      integration,
      person,
      live.filter((row) => row.integration.id === integration.id),
    ),
  );
}

/** GET /api/integrations: staff see every integration, anyone else their own. */
export async function listIntegrations(
  deps: AppDeps,
  caller: Caller,
  query: IntegrationsQuery,
): Promise<IntegrationsPage> {
  const owner = isStaff(caller.rules) ? 'all' : caller.userId;
  const rows = await integrationRows(deps.db, owner);
  const found = sortRows(
    searchRows(rows, query.q, integrationSearchText),
    integrationSortValue,
    query.sort,
    query.direction,
  );
  const page = pageOf(found, query);
  return { data: page.data.map(withoutOwnerRole), meta: page.meta };
}

/** One integration as the list shows it. */
export async function integrationView(db: Executor, id: string): Promise<Integration> {
  const [row] = await integrationRows(db, 'all', id);
  if (!row) throw httpError(404, 'integration_not_found', 'This integration does not exist');
  return withoutOwnerRole(row);
}

/** 400 naming body.url when webhooks may not go there (webhook-address.ts). */
function assertWebhookUrl(deps: AppDeps, url: string): void {
  const reason = webhookUrlIssue(url, { allowLoopback: deps.config.webhookAllowLoopback });
  if (reason) {
    throw httpError(400, 'validation_error', `body.url: ${reason}`, [
      { field: 'body.url', reason },
    ]);
  }
}

async function freeInstallCode(db: Executor): Promise<string> {
  for (;;) {
    const code = newInstallCode();
    if (!(await installCodeTaken(db, code))) return code;
  }
}

/** POST /api/integrations: the signing secret is in this answer only. */
export async function createIntegration(
  deps: AppDeps,
  caller: Caller,
  input: IntegrationInput,
): Promise<IntegrationCreated> {
  assertWebhookUrl(deps, input.url);
  const signingSecret = newSigningSecret();
  // Installed nowhere yet, it concerns no tenant's trail: its installations' events will.
  const created = await insertIntegration(
    deps.db,
    {
      ownerId: caller.userId,
      name: input.name,
      url: input.url,
      signingSecret,
      installCode: await freeInstallCode(deps.db),
    },
    caller.now,
  );
  return { ...(await integrationView(deps.db, created.id)), signing_secret: signingSecret };
}

async function lockedIntegration(tx: Executor, id: string) {
  const integration = await lockIntegration(tx, id);
  if (!integration)
    throw httpError(404, 'integration_not_found', 'This integration does not exist');
  return integration;
}

/** PUT /api/integrations/{id}: name and url, refused (409) when changed since it was read. */
export async function changeIntegration(
  deps: AppDeps,
  caller: Caller,
  id: string,
  input: IntegrationUpdate,
): Promise<Integration> {
  assertWebhookUrl(deps, input.url);
  await deps.db.transaction(async (tx) => {
    const integration = await lockedIntegration(tx, id);
    assertNotStale(integration.updatedAt, input.expected_updated_at, await integrationView(tx, id));
    const changes = changedFields(
      { name: integration.name, url: integration.url },
      { name: input.name, url: input.url },
      INTEGRATION_AUDIT_FIELDS,
    );
    if (changes.length === 0) return;
    const moved = input.url !== integration.url;
    await updateIntegration(
      tx,
      id,
      { name: input.name, url: input.url, ...(moved ? { urlChangedAt: caller.now } : {}) },
      nextVersion(integration.updatedAt, caller.now),
    );
    await auditIntegration(
      tx,
      {
        actor: caller.actor,
        action: 'update',
        integration: { id, name: input.name },
        installedOn: await lockLiveInstallationsOf(tx, id),
        changes,
      },
      caller.now,
    );
  });
  return integrationView(deps.db, id);
}

/** DELETE /api/integrations/{id}: removed, and every live installation revoked with it. */
/** Removes an integration and revokes its live installations; answers their ids. */
export async function removeIntegration(
  deps: AppDeps,
  caller: Caller,
  id: string,
): Promise<string[]> {
  return deps.db.transaction(async (tx) => {
    const integration = await lockedIntegration(tx, id);
    const live = await lockLiveInstallationsOf(tx, id);
    await auditIntegration(
      tx,
      {
        actor: caller.actor,
        action: 'delete',
        integration,
        installedOn: live,
        changes: recordFields(
          { name: integration.name, url: integration.url },
          INTEGRATION_AUDIT_FIELDS,
          'deleted',
        ),
      },
      caller.now,
    );
    for (const installation of live) {
      await revokeLocked(tx, caller, installation);
    }
    await updateIntegration(
      tx,
      id,
      { deletedAt: caller.now },
      nextVersion(integration.updatedAt, caller.now),
    );
    return live.map((installation) => installation.id);
  });
}

/** POST /api/integrations/{id}/signing-secret: a new secret, in this answer only. */
export async function rotateSigningSecret(
  deps: AppDeps,
  caller: Caller,
  id: string,
): Promise<{ signing_secret: string }> {
  const signingSecret = newSigningSecret();
  await deps.db.transaction(async (tx) => {
    const integration = await lockedIntegration(tx, id);
    await updateIntegration(
      tx,
      id,
      { signingSecret },
      nextVersion(integration.updatedAt, caller.now),
    );
    // The rotation is the event; the secret is in no field of it.
    await auditIntegration(
      tx,
      {
        actor: caller.actor,
        action: 'rotate',
        integration,
        installedOn: await lockLiveInstallationsOf(tx, id),
        changes: [],
      },
      caller.now,
    );
  });
  return { signing_secret: signingSecret };
}

/** GET /api/integration-codes/{code}: what a site's admin sees before installing. */
export async function lookUpInstallCode(deps: AppDeps, code: string): Promise<IntegrationCode> {
  const found = await findIntegrationByCode(deps.db, code);
  if (!found) throw httpError(404, 'integration_not_found', 'No integration has this code');
  return {
    id: found.integration.id,
    name: found.integration.name,
    url: found.integration.url,
    owner_name: personName(found.owner),
  };
}
