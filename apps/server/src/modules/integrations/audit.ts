import type { AuditAction, FieldChange } from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { recordAudit, type AuditActor } from '../../repositories/audit-repository.js';
import type { InstallationRecord } from '../../repositories/integrations-repository.js';

/**
 * The integrator area in the trail (docs/administration.md, "Integrations"). The trail is kept
 * per tenant, and an integration belongs to no tenant: a change to one is recorded on each site
 * it is installed on, where the site's admins read it; an installation's events are its site's.
 * Never a secret nor a key: the trail drops such fields (changedFields), and rotations record
 * when, not what.
 */

export const INTEGRATION_AUDIT_FIELDS = ['name', 'url'] as const;
export const INSTALLATION_AUDIT_FIELDS = [
  'integration',
  'building_id',
  'key_prefix',
  'key_rotated_at',
  'revoked_at',
] as const;

export function installationLabel(integrationName: string, siteName: string): string {
  return `${integrationName} — ${siteName}`;
}

export async function auditInstallation(
  tx: Executor,
  entry: {
    actor: AuditActor;
    action: AuditAction;
    installation: Pick<InstallationRecord, 'id' | 'tenantId' | 'siteId'>;
    label: string;
    changes: FieldChange[];
  },
  at: Date,
): Promise<void> {
  await recordAudit(
    tx,
    {
      tenantId: entry.installation.tenantId,
      actor: entry.actor,
      action: entry.action,
      entity: { type: 'installation', id: entry.installation.id, name: entry.label },
      siteId: entry.installation.siteId,
      changes: entry.changes,
    },
    at,
  );
}

/** An integration's change, on every site it is installed on. */
export async function auditIntegration(
  tx: Executor,
  entry: {
    actor: AuditActor;
    action: AuditAction;
    integration: { id: string; name: string };
    installedOn: Pick<InstallationRecord, 'tenantId' | 'siteId'>[];
    changes: FieldChange[];
  },
  at: Date,
): Promise<void> {
  for (const place of entry.installedOn) {
    await recordAudit(
      tx,
      {
        tenantId: place.tenantId,
        actor: entry.actor,
        action: entry.action,
        entity: { type: 'integration', id: entry.integration.id, name: entry.integration.name },
        siteId: place.siteId,
        changes: entry.changes,
      },
      at,
    );
  }
}
