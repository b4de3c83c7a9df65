import {
  changedFields,
  recordFields,
  BUILDING_EDITABLE_FIELDS,
  type BuildingCreate,
  type BuildingUpdate,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { httpError } from '../../plugins/errors.js';
import { refuseHeldName } from './taken-name.js';
import {
  deleteBuildingRow,
  insertBuilding,
  listBuildingNames,
  lockBuilding,
  lockSite,
  referencedBy,
  updateBuilding,
  type BuildingRow,
  type SiteRow,
} from '../../repositories/admin-sites-repository.js';
import { recordAudit, type AuditActor } from '../../repositories/audit-repository.js';
import { detachDeletedBins, listBinNamesOfBuilding } from '../../repositories/bins-repository.js';
import { checkVersion, nextVersion } from '../../lib/versions.js';

/**
 * Buildings of a site (spec §3, §4, §5): added only to an existing site, name and type required,
 * names unique on the site, deleted only without bins. Deleted bins of a deleted building stay
 * on its site with their readings (docs/administration.md).
 */

const apiFields = (building: BuildingRow) => ({ name: building.name, type: building.type });

async function refuseTakenName(db: Executor, site: SiteRow, name: string, except: string | null) {
  refuseHeldName(
    await listBuildingNames(db, site),
    name,
    except,
    'building_name_taken',
    (held) => `A building named "${held}" already exists on ${site.name}`,
  );
}

async function lockedBuilding(db: Executor, id: string): Promise<BuildingRow> {
  const building = await lockBuilding(db, id);
  if (!building) throw httpError(404, 'building_not_found', 'This building does not exist');
  return building;
}

export async function createBuilding(
  db: Executor,
  siteId: string,
  input: BuildingCreate,
  actor: AuditActor,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    // The site's row puts its building creations and renames one after the other.
    const site = await lockSite(tx, siteId);
    if (!site) throw httpError(404, 'site_not_found', 'This site does not exist');
    await refuseTakenName(tx, site, input.name, null);
    const building = await insertBuilding(tx, site, input, now);
    await recordAudit(
      tx,
      {
        tenantId: site.tenantId,
        actor,
        action: 'create',
        entity: { type: 'building', id: building.id, name: building.name },
        siteId,
        changes: recordFields(apiFields(building), BUILDING_EDITABLE_FIELDS, 'created'),
      },
      now,
    );
    return building.id;
  });
}

export async function changeBuilding(
  db: Executor,
  id: string,
  input: BuildingUpdate,
  actor: AuditActor,
  now: Date,
  current: (tx: Executor) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const building = await lockedBuilding(tx, id);
    await checkVersion(building.updatedAt, input.expected_updated_at, () => current(tx));
    const after = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.type !== undefined ? { type: input.type } : {}),
    };
    const changes = changedFields(apiFields(building), after, BUILDING_EDITABLE_FIELDS);
    if (changes.length === 0) return false;
    if (input.name !== undefined && input.name !== building.name) {
      const site = (await lockSite(tx, building.siteId))!;
      await refuseTakenName(tx, site, input.name, building.id);
    }
    await updateBuilding(tx, building, {
      ...after,
      updatedAt: nextVersion(building.updatedAt, now),
    });
    await recordAudit(
      tx,
      {
        tenantId: building.tenantId,
        actor,
        action: 'update',
        entity: { type: 'building', id, name: input.name ?? building.name },
        siteId: building.siteId,
        changes,
      },
      now,
    );
    return true;
  });
}

/** Deletes a building without bins in service (spec §4); what it still holds is named. */
export async function deleteBuilding(
  db: Executor,
  id: string,
  expectedUpdatedAt: string,
  actor: AuditActor,
  now: Date,
  current: (tx: Executor) => Promise<unknown>,
): Promise<BuildingRow> {
  let name = '';
  try {
    return await db.transaction(async (tx) => {
      const building = await lockedBuilding(tx, id);
      name = building.name;
      await checkVersion(building.updatedAt, expectedUpdatedAt, () => current(tx));
      const binNames = await listBinNamesOfBuilding(tx, building);
      if (binNames.length > 0) {
        throw httpError(
          409,
          'building_has_bins',
          `The building ${building.name} still holds L-Tracks (${binNames.join(', ')}): move or delete them first`,
          binNames.map((bin) => ({ field: 'bins', reason: bin })),
        );
      }
      await detachDeletedBins(tx, building);
      await recordAudit(
        tx,
        {
          tenantId: building.tenantId,
          actor,
          action: 'delete',
          entity: { type: 'building', id, name: building.name },
          siteId: building.siteId,
          changes: recordFields(apiFields(building), BUILDING_EDITABLE_FIELDS, 'deleted'),
        },
        now,
      );
      await deleteBuildingRow(tx, building);
      return building;
    });
  } catch (error) {
    const table = referencedBy(error);
    if (!table) throw error;
    throw httpError(
      409,
      'building_holds_records',
      `The building ${name} holds records (${table}), such as rooms of the herd's locations: it cannot be deleted`,
      [{ field: 'records', reason: table }],
    );
  }
}
