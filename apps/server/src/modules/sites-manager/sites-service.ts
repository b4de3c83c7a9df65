import {
  blankToNull,
  changedFields,
  recordFields,
  SITE_EDITABLE_FIELDS,
  type SiteCreate,
  type SiteUpdate,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { httpError } from '../../plugins/errors.js';
import { refuseHeldName } from './taken-name.js';
import {
  countDeletedBinsOfSite,
  countSiteGrants,
  deleteSiteRow,
  insertSite,
  listBuildingNames,
  listSiteNames,
  lockSite,
  lockTenant,
  referencedBy,
  updateSite,
  type SiteRow,
  type SiteValues,
} from '../../repositories/admin-sites-repository.js';
import { recordAudit, type AuditActor } from '../../repositories/audit-repository.js';
import { listFeedNamesOfSite } from '../../repositories/feeds-repository.js';
import { checkVersion, nextVersion } from '../../lib/versions.js';

/**
 * Sites of the sites manager (spec §3, §4, §5; docs/administration.md): create (name required,
 * unique in its tenant), edit, and delete only when nothing is left on it. Each write is one
 * transaction with its audit event; edits and deletes carry the version they were based on.
 */

type ApiSiteFields = Record<(typeof SITE_EDITABLE_FIELDS)[number], string | null>;

const apiFields = (site: SiteRow): ApiSiteFields => ({
  name: site.name,
  sharing_name: site.sharingName,
  address: site.address,
  apartment: site.apartment,
  city: site.city,
  region: site.region,
  country: site.country,
  zip: site.zip,
  type: site.type,
  timezone: site.timezone,
});

/** The columns of the fields given; an emptied optional text is null. */
function columns(input: Partial<SiteCreate>): Partial<SiteValues> {
  const values: Partial<SiteValues> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.type !== undefined) values.type = input.type;
  if (input.timezone !== undefined) values.timezone = input.timezone;
  const optional = {
    sharingName: input.sharing_name,
    address: input.address,
    apartment: input.apartment,
    city: input.city,
    region: input.region,
    country: input.country,
    zip: input.zip,
  };
  for (const [key, value] of Object.entries(optional)) {
    const cleaned = blankToNull(value);
    if (cleaned !== undefined) values[key as keyof typeof optional] = cleaned;
  }
  return values;
}

function asApi(values: Partial<SiteValues>): Partial<ApiSiteFields> {
  const map: Record<keyof SiteValues, keyof ApiSiteFields> = {
    name: 'name',
    sharingName: 'sharing_name',
    address: 'address',
    apartment: 'apartment',
    city: 'city',
    region: 'region',
    country: 'country',
    zip: 'zip',
    type: 'type',
    timezone: 'timezone',
  };
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [map[key as keyof SiteValues], value]),
  );
}

async function refuseTakenName(
  db: Executor,
  tenant: { id: string; name: string },
  name: string,
  except: string | null,
) {
  refuseHeldName(
    await listSiteNames(db, tenant.id),
    name,
    except,
    'site_name_taken',
    (held) => `A site named "${held}" already exists in ${tenant.name}`,
  );
}

async function lockedSite(db: Executor, id: string): Promise<SiteRow> {
  const site = await lockSite(db, id);
  if (!site) throw httpError(404, 'site_not_found', 'This site does not exist');
  return site;
}

export async function createSite(
  db: Executor,
  tenantId: string,
  input: SiteCreate,
  actor: AuditActor,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    // The tenant's row is the lock that puts its site creations one after the other.
    const tenant = await lockTenant(tx, tenantId);
    if (!tenant) throw httpError(404, 'tenant_not_found', 'This tenant does not exist');
    await refuseTakenName(tx, tenant, input.name, null);
    const site = await insertSite(tx, tenantId, columns(input) as SiteValues, now);
    await recordAudit(
      tx,
      {
        tenantId,
        actor,
        action: 'create',
        entity: { type: 'site', id: site.id, name: site.name },
        siteId: site.id,
        changes: recordFields(apiFields(site), SITE_EDITABLE_FIELDS, 'created'),
      },
      now,
    );
    return site.id;
  });
}

/** Changes the fields given; `false` (nothing written) when they are the stored ones. */
export async function changeSite(
  db: Executor,
  id: string,
  input: SiteUpdate,
  actor: AuditActor,
  now: Date,
  current: (tx: Executor) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const site = await lockedSite(tx, id);
    await checkVersion(site.updatedAt, input.expected_updated_at, () => current(tx));
    const values = columns(input);
    const changes = changedFields(apiFields(site), asApi(values), SITE_EDITABLE_FIELDS);
    if (changes.length === 0) return false;
    if (values.name !== undefined && values.name !== site.name) {
      const tenant = (await lockTenant(tx, site.tenantId))!;
      await refuseTakenName(tx, tenant, values.name, site.id);
    }
    await updateSite(tx, site, { ...values, updatedAt: nextVersion(site.updatedAt, now) });
    await recordAudit(
      tx,
      {
        tenantId: site.tenantId,
        actor,
        action: 'update',
        entity: { type: 'site', id, name: values.name ?? site.name },
        siteId: id,
        changes,
      },
      now,
    );
    return true;
  });
}

/**
 * Deletes a site that holds nothing: no building (spec §4), no membership granting it by name,
 * no dictionary item offered on it, and no record kept for the tenant's history (deleted bins'
 * readings, herd or feeding records). Each refusal says what is left.
 */
export async function deleteSite(
  db: Executor,
  id: string,
  expectedUpdatedAt: string,
  actor: AuditActor,
  now: Date,
  current: (tx: Executor) => Promise<unknown>,
): Promise<SiteRow> {
  let name = '';
  try {
    return await db.transaction(async (tx) => {
      const site = await lockedSite(tx, id);
      name = site.name;
      await checkVersion(site.updatedAt, expectedUpdatedAt, () => current(tx));
      const buildings = await listBuildingNames(tx, site);
      if (buildings.length > 0) {
        throw httpError(
          409,
          'site_has_buildings',
          `The site ${site.name} still has buildings (${buildings.map((b) => b.name).join(', ')}): delete them first`,
          buildings.map((b) => ({ field: 'buildings', reason: b.name })),
        );
      }
      const grants = await countSiteGrants(tx, site);
      if (grants > 0) {
        throw httpError(
          409,
          'site_in_memberships',
          `The site ${site.name} is still granted by ${grants} membership(s): remove it from them in the users manager first`,
          [{ field: 'memberships', reason: String(grants) }],
        );
      }
      const items = await listFeedNamesOfSite(tx, site);
      if (items.length > 0) {
        throw httpError(
          409,
          'site_in_dictionary',
          `The site ${site.name} still offers dictionary items (${items.join(', ')}): remove the site from them first`,
          items.map((item) => ({ field: 'dictionary', reason: item })),
        );
      }
      const deletedBins = await countDeletedBinsOfSite(tx, site);
      if (deletedBins > 0) {
        throw httpError(
          409,
          'site_holds_records',
          `The site ${site.name} keeps the readings of ${deletedBins} deleted L-Track(s) for the tenant's history: it cannot be deleted`,
          [{ field: 'deleted_bins', reason: String(deletedBins) }],
        );
      }
      await recordAudit(
        tx,
        {
          tenantId: site.tenantId,
          actor,
          action: 'delete',
          entity: { type: 'site', id, name: site.name },
          siteId: id,
          changes: recordFields(apiFields(site), SITE_EDITABLE_FIELDS, 'deleted'),
        },
        now,
      );
      await deleteSiteRow(tx, site);
      return site;
    });
  } catch (error) {
    const table = referencedBy(error);
    if (!table) throw error;
    throw httpError(
      409,
      'site_holds_records',
      `The site ${name} holds records (${table}) kept for the tenant's history: it cannot be deleted`,
      [{ field: 'records', reason: table }],
    );
  }
}
