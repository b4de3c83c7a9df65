import {
  changedFields,
  recordFields,
  type TenantCreate,
  type TenantUpdate,
} from '@barnboard/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { httpError } from '../../plugins/errors.js';
import { refuseHeldName } from './taken-name.js';
import {
  insertTenant,
  listTenantNames,
  listTenantSummaries,
  lockTenant,
  updateTenant,
  type TenantRow,
  type TenantSummary,
} from '../../repositories/admin-sites-repository.js';
import { recordAudit, type AuditActor } from '../../repositories/audit-repository.js';
import { addLicences } from '../../repositories/licences-repository.js';
import { checkVersion, nextVersion } from '../../lib/versions.js';

/**
 * Tenants and their licences, for staff (docs/administration.md, "Sites manager"): create,
 * rename, give or take L-Track access, credit licences. Each write is one transaction with its
 * audit event.
 */

const TENANT_FIELDS = ['name', 'ltrack_access'] as const;

const apiFields = (tenant: TenantRow) => ({
  name: tenant.name,
  ltrack_access: tenant.ltrackAccess,
});

/** Tenant names are unique whatever their case and accents: "Ferme du bocage" is taken. */
async function refuseTakenName(db: Executor, name: string, except: string | null) {
  refuseHeldName(
    await listTenantNames(db),
    name,
    except,
    'tenant_name_taken',
    (held) => `A tenant named "${held}" already exists`,
  );
}

export async function tenantSummary(db: Executor, id: string): Promise<TenantSummary> {
  const [summary] = await listTenantSummaries(db, [id]);
  if (!summary) throw httpError(404, 'tenant_not_found', 'This tenant does not exist');
  return summary;
}

async function lockedTenant(db: Executor, id: string): Promise<TenantRow> {
  const tenant = await lockTenant(db, id);
  if (!tenant) throw httpError(404, 'tenant_not_found', 'This tenant does not exist');
  return tenant;
}

export async function createTenant(
  db: Executor,
  input: TenantCreate,
  actor: AuditActor,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    // Two creations of one name cannot both pass the check: they run one after the other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('barnboard.tenants.create'))`);
    await refuseTakenName(tx, input.name, null);
    const tenant = await insertTenant(tx, {
      name: input.name,
      ltrackAccess: input.ltrack_access,
      now,
    });
    await recordAudit(
      tx,
      {
        tenantId: tenant.id,
        actor,
        action: 'create',
        entity: { type: 'tenant', id: tenant.id, name: tenant.name },
        changes: recordFields(apiFields(tenant), TENANT_FIELDS, 'created'),
      },
      now,
    );
    return tenant.id;
  });
}

/** Renames a tenant or changes its L-Track access; `false` when nothing changes. */
export async function changeTenant(
  db: Executor,
  id: string,
  input: TenantUpdate,
  actor: AuditActor,
  now: Date,
  current: (tx: Executor) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const tenant = await lockedTenant(tx, id);
    await checkVersion(tenant.updatedAt, input.expected_updated_at, () => current(tx));
    const after = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.ltrack_access !== undefined ? { ltrack_access: input.ltrack_access } : {}),
    };
    const changes = changedFields(apiFields(tenant), after, TENANT_FIELDS);
    if (changes.length === 0) return false;
    if (input.name !== undefined && input.name !== tenant.name) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('barnboard.tenants.create'))`);
      await refuseTakenName(tx, input.name, tenant.id);
    }
    await updateTenant(tx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.ltrack_access !== undefined ? { ltrackAccess: input.ltrack_access } : {}),
      updatedAt: nextVersion(tenant.updatedAt, now),
    });
    await recordAudit(
      tx,
      {
        tenantId: id,
        actor,
        action: 'update',
        entity: { type: 'tenant', id, name: input.name ?? tenant.name },
        changes,
      },
      now,
    );
    return true;
  });
}

/** Credits `count` licences to a tenant: they are available until a bin uses one. */
export async function creditLicences(
  db: Executor,
  id: string,
  count: number,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const tenant = await lockedTenant(tx, id);
    const before = (await tenantSummary(tx, id)).licences;
    await addLicences(tx, id, count, now);
    await recordAudit(
      tx,
      {
        tenantId: id,
        actor,
        action: 'credit',
        entity: { type: 'licence', id, name: tenant.name },
        changes: [
          { field: 'total_licences', from: before.total, to: before.total + count },
          { field: 'available_licences', from: before.available, to: before.available + count },
        ],
      },
      now,
    );
  });
}
