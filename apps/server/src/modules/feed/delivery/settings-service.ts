import {
  changedFields,
  type DeliverySettings,
  type DeliverySettingsAnswer,
  type DeliverySettingsUpdate,
} from '@barnboard/domain';
import type { Executor } from '../../../db/database.js';
import { checkVersion, nextVersion } from '../../../lib/versions.js';
import { httpError } from '../../../plugins/errors.js';
import { recordAudit, type AuditActor } from '../../../repositories/audit-repository.js';
import {
  findDeliverySettings,
  updateDeliverySettings,
  type DeliverySettingsRow,
} from '../../../repositories/delivery-repository.js';

/** A tenant's delivery settings (docs/bins.md, "Delivery settings"): its owners and admins. */

const FIELDS = ['truck_capacity_kg', 'truck_compartments', 'lead_days', 'mill_email'] as const;

const fieldsOf = (row: DeliverySettings): DeliverySettings => ({
  truck_capacity_kg: row.truck_capacity_kg,
  truck_compartments: row.truck_compartments,
  lead_days: row.lead_days,
  mill_email: row.mill_email,
});

export function settingsAnswer(row: DeliverySettingsRow): DeliverySettingsAnswer {
  return { tenant_id: row.tenantId, ...fieldsOf(row), updated_at: row.updatedAt.toISOString() };
}

export async function tenantDeliverySettings(
  db: Executor,
  tenantId: string,
): Promise<DeliverySettingsRow> {
  const row = await findDeliverySettings(db, tenantId);
  if (!row) throw httpError(404, 'tenant_not_found', 'This tenant does not exist');
  return row;
}

/** Saves the settings with their audit event; `false` when nothing changes. */
export async function changeDeliverySettings(
  db: Executor,
  tenantId: string,
  input: DeliverySettingsUpdate,
  actor: AuditActor,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await findDeliverySettings(tx, tenantId, { lock: true });
    if (!row) throw httpError(404, 'tenant_not_found', 'This tenant does not exist');
    await checkVersion(row.updatedAt, input.expected_updated_at, async () => settingsAnswer(row));
    const after = fieldsOf(input);
    const changes = changedFields(fieldsOf(row), after, FIELDS);
    if (changes.length === 0) return false;
    await updateDeliverySettings(tx, tenantId, after, nextVersion(row.updatedAt, now));
    await recordAudit(
      tx,
      {
        tenantId,
        actor,
        action: 'update',
        entity: { type: 'delivery_settings', id: tenantId, name: row.tenantName },
        changes,
      },
      now,
    );
    return true;
  });
}
