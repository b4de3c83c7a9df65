import { randomUUID } from 'node:crypto';
import {
  installationSearchText,
  installationSortValue,
  pageOf,
  recordFields,
  searchRows,
  sortRows,
  type Installation,
  type InstallationKey,
  type InstallationsPage,
  type InstallationsQuery,
  type InstallInput,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { newApiKey } from '../../lib/api-keys.js';
import type { AppDeps } from '../../lib/fastify-types.js';
import { nextVersion } from '../../lib/versions.js';
import { httpError } from '../../plugins/errors.js';
import {
  buildingOfSite,
  findIntegrationByCode,
  findLiveInstallation,
  insertInstallation,
  listInstallationDetails,
  lockInstallation,
  siteOfInstallation,
  updateInstallation,
  type InstallationRecord,
  type InstallationScope,
} from '../../repositories/integrations-repository.js';
import { administeredSites } from '../sites-manager/views.js';
import type { Caller } from '../users-manager/caller.js';
import { auditInstallation, INSTALLATION_AUDIT_FIELDS, installationLabel } from './audit.js';
import { installerRoles } from './people.js';
import { toInstallation } from './views.js';

/**
 * Installations (spec §2, §3, §7; docs/administration.md, "Integrations"): an integration put on
 * a site by that site's admin with its install code, which issues the access key. The key is
 * answered once and only its hash is kept; rotating replaces it at once; revoking stops it.
 */

/** The characters of a key kept to tell keys apart: `bbi_` and the first 8 of the id. */
const KEY_PREFIX_LENGTH = 12;

/** Integrators: their integrations' installations; site admins: their sites'; staff: all. */
function scopeOf(caller: Caller): InstallationScope {
  const sites = administeredSites(caller.rules, caller.now);
  return sites === 'all' ? 'all' : { ownerId: caller.userId, ...sites };
}

async function views(
  db: Executor,
  rows: Awaited<ReturnType<typeof listInstallationDetails>>,
  now: Date,
) {
  const roleOf = await installerRoles(db, rows, now);
  return rows.map((row) => toInstallation(row, roleOf));
}

/** GET /api/installations: searched, sorted, one page. */
export async function listInstallations(
  deps: AppDeps,
  caller: Caller,
  query: InstallationsQuery,
): Promise<InstallationsPage> {
  const rows = await listInstallationDetails(deps.db, scopeOf(caller), {
    ...(query.integration_id ? { integrationIds: [query.integration_id] } : {}),
    ...(query.site_id ? { siteId: query.site_id } : {}),
    state: query.state,
  });
  const found = sortRows(
    searchRows(await views(deps.db, rows, caller.now), query.q, installationSearchText),
    installationSortValue,
    query.sort,
    query.direction,
  );
  return pageOf(found, query);
}

async function installationView(db: Executor, id: string, now: Date): Promise<Installation> {
  const [row] = await listInstallationDetails(db, 'all', { installationId: id, state: 'all' });
  if (!row) throw httpError(404, 'installation_not_found', 'This installation does not exist');
  const [view] = await views(db, [row], now);
  return view!;
}

function newAccessKey(id: string) {
  const key = newApiKey('access', id);
  return { ...key, prefix: key.key.slice(0, KEY_PREFIX_LENGTH) };
}

/** POST /api/sites/{siteId}/installations: installs by code; the key is in this answer only. */
export async function install(
  deps: AppDeps,
  caller: Caller,
  siteId: string,
  input: InstallInput,
): Promise<InstallationKey> {
  const id = randomUUID();
  const key = newAccessKey(id);
  await deps.db.transaction(async (tx) => {
    const found = await findIntegrationByCode(tx, input.code);
    if (!found) throw httpError(404, 'integration_not_found', 'No integration has this code');
    const site = await siteOfInstallation(tx, siteId);
    if (!site) throw httpError(404, 'site_not_found', 'This site does not exist');
    const building = input.building_id ? await buildingOfSite(tx, siteId, input.building_id) : null;
    if (input.building_id && !building) {
      throw httpError(
        400,
        'building_not_on_site',
        'body.building_id: is not a building of this site',
        [{ field: 'body.building_id', reason: 'is not a building of this site' }],
      );
    }
    const alreadyInstalled = () =>
      httpError(
        409,
        'already_installed',
        `${found.integration.name} is already installed on ${site.name}`,
      );
    if (await findLiveInstallation(tx, siteId, found.integration.id)) throw alreadyInstalled();
    const installation = await insertInstallation(
      tx,
      {
        id,
        tenantId: site.tenantId,
        siteId,
        buildingId: building?.id ?? null,
        integrationId: found.integration.id,
        installedBy: caller.userId,
        keySecretHash: key.secretHash,
        keyPrefix: key.prefix,
      },
      caller.now,
    );
    // Two admins installing at once: the second meets the first's live installation.
    if (!installation) throw alreadyInstalled();
    await auditInstallation(
      tx,
      {
        actor: caller.actor,
        action: 'create',
        installation,
        label: installationLabel(found.integration.name, site.name),
        changes: recordFields(
          {
            integration: found.integration.name,
            building_id: building?.name ?? null,
            key_prefix: key.prefix,
          },
          INSTALLATION_AUDIT_FIELDS,
          'created',
        ),
      },
      caller.now,
    );
  });
  return { installation: await installationView(deps.db, id, caller.now), access_key: key.key };
}

async function lockedInstallation(tx: Executor, id: string) {
  const installation = await lockInstallation(tx, id);
  if (!installation)
    throw httpError(404, 'installation_not_found', 'This installation does not exist');
  return installation;
}

async function labelOf(tx: Executor, installation: InstallationRecord): Promise<string> {
  const [row] = await listInstallationDetails(tx, 'all', {
    installationId: installation.id,
    state: 'all',
  });
  return installationLabel(row?.integration.name ?? '', row?.siteName ?? '');
}

/** POST /api/installations/{id}/access-key: a new key; the old one stops at once. */
export async function rotateAccessKey(
  deps: AppDeps,
  caller: Caller,
  id: string,
): Promise<InstallationKey> {
  const key = newAccessKey(id);
  await deps.db.transaction(async (tx) => {
    const installation = await lockedInstallation(tx, id);
    if (installation.revokedAt) {
      throw httpError(
        409,
        'installation_revoked',
        'This installation was revoked; install it again',
      );
    }
    await updateInstallation(
      tx,
      installation,
      { keySecretHash: key.secretHash, keyRotatedAt: caller.now },
      nextVersion(installation.updatedAt, caller.now),
    );
    await auditInstallation(
      tx,
      {
        actor: caller.actor,
        action: 'rotate',
        installation,
        label: await labelOf(tx, installation),
        changes: [
          {
            field: 'key_rotated_at',
            from: installation.keyRotatedAt?.toISOString() ?? null,
            to: caller.now.toISOString(),
          },
        ],
      },
      caller.now,
    );
  });
  return { installation: await installationView(deps.db, id, caller.now), access_key: key.key };
}

/** Revokes a locked live installation with its audit event (a revocation, or its integration's removal). */
export async function revokeLocked(
  tx: Executor,
  caller: Caller,
  installation: InstallationRecord,
): Promise<void> {
  await updateInstallation(
    tx,
    installation,
    { revokedAt: caller.now },
    nextVersion(installation.updatedAt, caller.now),
  );
  const label = await labelOf(tx, installation);
  await auditInstallation(
    tx,
    {
      actor: caller.actor,
      action: 'revoke',
      installation,
      label,
      changes: [{ field: 'revoked_at', from: null, to: caller.now.toISOString() }],
    },
    caller.now,
  );
}

/** DELETE /api/installations/{id}: revoked; revoking a revoked one changes nothing. */
export async function revokeInstallation(deps: AppDeps, caller: Caller, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const installation = await lockedInstallation(tx, id);
    if (installation.revokedAt) return;
    await revokeLocked(tx, caller, installation);
  });
}
