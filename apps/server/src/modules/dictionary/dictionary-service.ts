import {
  blankToNull,
  canChangeDictionaryItem,
  changedFields,
  displayName,
  isAdminOfSite,
  recordFields,
  sameName,
  DICTIONARY_EDITABLE_FIELDS,
  type DictionaryCreate,
  type DictionaryItem,
  type DictionaryUpdate,
  type Subject,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { httpError } from '../../plugins/errors.js';
import {
  listSiteKeysInScope,
  listSitesOfTenant,
  lockTenant,
} from '../../repositories/admin-sites-repository.js';
import { recordAudit, type AuditActor } from '../../repositories/audit-repository.js';
import {
  addFeedSites,
  createFeed,
  deleteFeed,
  findFeedTenantId,
  listDictionary,
  listItemNamesOnSites,
  lockFeed,
  removeFeedSites,
  updateFeed,
  type DictionaryRecord,
  type FeedRow,
} from '../../repositories/feeds-repository.js';
import { administeredSites } from '../sites-manager/views.js';
import { checkVersion, nextVersion } from '../../lib/versions.js';

/**
 * The feed dictionary (spec §3, §5, §6; docs/administration.md, "Dictionary manager"). An item
 * belongs to the tenant that created it and is offered on some of its sites (at least one); its
 * name is unique on each of them; the tenant's admins of all its sites change or delete it (the
 * guard's `feed` policy); bins in service holding it keep it from being deleted.
 */

type ApiItemFields = {
  name: string;
  recipe: string;
  density: number;
  utility: string | null;
  sites: string[];
};

const siteNames = (sites: { name: string }[]) =>
  sites.map((site) => site.name).sort((a, b) => a.localeCompare(b));

function apiFields(feed: FeedRow, sites: { name: string }[]): ApiItemFields {
  return {
    name: feed.name,
    recipe: feed.recipe,
    density: feed.densityKgM3,
    utility: feed.utility,
    sites: siteNames(sites),
  };
}

const binLabel = (bin: DictionaryRecord['bins'][number]) =>
  `${bin.name} (${[bin.site.name, bin.building].filter(Boolean).join(', ')})`;

export function toDictionaryItem(
  record: DictionaryRecord,
  subject: Subject,
  now: Date,
): DictionaryItem {
  const grants = record.sites.map((site) => ({
    id: site.id,
    tenant: { cloud_id: record.tenant.id, ltrack_access: false },
  }));
  return {
    cloud_id: record.feed.id,
    name: record.feed.name,
    recipe: record.feed.recipe,
    density: record.feed.densityKgM3,
    utility: record.feed.utility,
    tenant: { cloud_id: record.tenant.id, name: record.tenant.name },
    sites: record.sites,
    created_by: record.owner
      ? displayName({
          email: record.owner.email,
          first_name: record.owner.firstName,
          last_name: record.owner.lastName,
        })
      : null,
    created_at: record.feed.createdAt.toISOString(),
    updated_at: record.feed.updatedAt.toISOString(),
    bins: record.bins,
    can_edit: canChangeDictionaryItem(subject, grants, now),
  };
}

/** The items offered on the sites the caller administers (every item for staff). */
export async function listItems(db: Executor, subject: Subject, now: Date) {
  const scope = administeredSites(subject, now);
  const records =
    scope === 'all'
      ? await listDictionary(db, 'all')
      : await listDictionary(db, {
          siteIds: (await listSiteKeysInScope(db, scope)).map((site) => site.id),
        });
  return records.map((record) => toDictionaryItem(record, subject, now));
}

export async function findItem(db: Executor, feedId: string) {
  const [record] = await listDictionary(db, 'all', feedId);
  if (!record) {
    throw httpError(404, 'dictionary_item_not_found', 'This dictionary item does not exist');
  }
  return record;
}

/**
 * The listed sites, each of the tenant (400 naming the field otherwise) and administered by the
 * caller (403): an item is offered only where its author is an admin.
 */
async function checkedSites(
  db: Executor,
  tenantId: string,
  ids: string[],
  subject: Subject,
  now: Date,
  mustAdminister: string[],
) {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const found = await listSitesOfTenant(db, tenantId, unique);
  const missing = unique.filter((id) => !found.some((site) => site.id === id));
  if (missing.length > 0) {
    throw httpError(
      400,
      'site_not_found',
      'Some of the sites are not sites of the tenant that owns the item',
      missing.map((id) => ({ field: 'body.sites', reason: `${id}: not a site of the tenant` })),
    );
  }
  const refused = found.filter(
    (site) =>
      mustAdminister.includes(site.id) &&
      !isAdminOfSite(
        subject,
        { id: site.id, tenant: { cloud_id: tenantId, ltrack_access: false } },
        now,
      ),
  );
  if (refused.length > 0) {
    throw httpError(
      403,
      'forbidden',
      `An item may only be offered on sites you administer (${siteNames(refused).join(', ')})`,
    );
  }
  return found;
}

/** 409 when an item of this name is already offered on one of the sites; says which. */
async function refuseTakenName(
  db: Executor,
  tenantId: string,
  name: string,
  siteIds: string[],
  except: string | null,
) {
  const taken = (await listItemNamesOnSites(db, tenantId, siteIds, except)).filter((row) =>
    sameName(row.name, name),
  );
  if (taken.length > 0) {
    const sites = [...new Set(taken.map((row) => row.siteName))].sort((a, b) => a.localeCompare(b));
    throw httpError(
      409,
      'dictionary_name_taken',
      `An item named "${taken[0]!.name}" is already in the dictionary of ${sites.join(', ')}`,
      sites.map((site) => ({ field: 'sites', reason: site })),
    );
  }
}

export async function createItem(
  db: Executor,
  tenantId: string,
  input: DictionaryCreate,
  subject: Subject,
  actor: AuditActor,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    // The tenant's row puts its dictionary's writes one after the other (name checks).
    const tenant = await lockTenant(tx, tenantId);
    if (!tenant) throw httpError(404, 'tenant_not_found', 'This tenant does not exist');
    const sites = await checkedSites(tx, tenantId, input.sites, subject, now, input.sites);
    await refuseTakenName(
      tx,
      tenantId,
      input.name,
      sites.map((site) => site.id),
      null,
    );
    const id = await createFeed(tx, {
      tenantId,
      name: input.name,
      recipe: input.recipe,
      densityKgM3: input.density,
      utility: blankToNull(input.utility) ?? null,
      ownerId: actor.id,
      siteIds: sites.map((site) => site.id),
      now,
    });
    const fields: ApiItemFields = {
      name: input.name,
      recipe: input.recipe,
      density: input.density,
      utility: blankToNull(input.utility) ?? null,
      sites: siteNames(sites),
    };
    await recordAudit(
      tx,
      {
        tenantId,
        actor,
        action: 'create',
        entity: { type: 'feed', id, name: input.name },
        changes: recordFields(fields, DICTIONARY_EDITABLE_FIELDS, 'created'),
      },
      now,
    );
    return id;
  });
}

async function lockedItem(db: Executor, feedId: string) {
  const tenantId = await findFeedTenantId(db, feedId);
  const tenant = tenantId ? await lockTenant(db, tenantId) : null;
  const feed = tenant ? await lockFeed(db, { tenantId: tenant.id, id: feedId }) : null;
  if (!tenant || !feed) {
    throw httpError(404, 'dictionary_item_not_found', 'This dictionary item does not exist');
  }
  return { feed, record: await findItem(db, feedId) };
}

export async function changeItem(
  db: Executor,
  feedId: string,
  input: DictionaryUpdate,
  subject: Subject,
  actor: AuditActor,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { feed, record } = await lockedItem(tx, feedId);
    await checkVersion(feed.updatedAt, input.expected_updated_at, async () =>
      toDictionaryItem(record, subject, now),
    );
    const currentIds = record.sites.map((site) => site.id);
    const sites = input.sites
      ? await checkedSites(
          tx,
          feed.tenantId,
          input.sites,
          subject,
          now,
          input.sites.filter((id) => !currentIds.includes(id.toLowerCase())),
        )
      : record.sites;
    const after: Partial<ApiItemFields> = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.recipe !== undefined ? { recipe: input.recipe } : {}),
      ...(input.density !== undefined ? { density: input.density } : {}),
      ...(input.utility !== undefined ? { utility: blankToNull(input.utility) ?? null } : {}),
      sites: siteNames(sites),
    };
    // Densities are stored in single precision: the same once stored is no change.
    if (
      after.density !== undefined &&
      Math.fround(after.density) === Math.fround(feed.densityKgM3)
    ) {
      after.density = feed.densityKgM3;
    }
    const changes = changedFields(apiFields(feed, record.sites), after, DICTIONARY_EDITABLE_FIELDS);
    if (changes.length === 0) return false;
    const siteIds = sites.map((site) => site.id);
    const removed = currentIds.filter((id) => !siteIds.includes(id));
    const stranded = record.bins.filter((bin) => removed.includes(bin.site.id));
    if (stranded.length > 0) {
      throw httpError(
        409,
        'dictionary_site_in_use',
        `Bins of the sites you remove hold this item: ${stranded.map(binLabel).join('; ')}`,
        stranded.map((bin) => ({ field: 'bins', reason: binLabel(bin) })),
      );
    }
    const name = input.name ?? feed.name;
    await refuseTakenName(tx, feed.tenantId, name, siteIds, feed.id);
    await updateFeed(tx, feed, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.recipe !== undefined ? { recipe: input.recipe } : {}),
      ...(input.density !== undefined ? { densityKgM3: input.density } : {}),
      ...(input.utility !== undefined ? { utility: blankToNull(input.utility) ?? null } : {}),
      updatedAt: nextVersion(feed.updatedAt, now),
    });
    await removeFeedSites(tx, feed, removed);
    await addFeedSites(
      tx,
      feed,
      siteIds.filter((id) => !currentIds.includes(id)),
    );
    await recordAudit(
      tx,
      {
        tenantId: feed.tenantId,
        actor,
        action: 'update',
        entity: { type: 'feed', id: feed.id, name },
        changes,
      },
      now,
    );
    return true;
  });
}

/** Deletes an item no bin in service holds; the bins that do are named. */
export async function deleteItem(
  db: Executor,
  feedId: string,
  expectedUpdatedAt: string,
  subject: Subject,
  actor: AuditActor,
  now: Date,
): Promise<FeedRow> {
  return db.transaction(async (tx) => {
    const { feed, record } = await lockedItem(tx, feedId);
    await checkVersion(feed.updatedAt, expectedUpdatedAt, async () =>
      toDictionaryItem(record, subject, now),
    );
    if (record.bins.length > 0) {
      throw httpError(
        409,
        'dictionary_item_in_use',
        `The item ${feed.name} is held by bins: ${record.bins.map(binLabel).join('; ')}`,
        record.bins.map((bin) => ({ field: 'bins', reason: binLabel(bin) })),
      );
    }
    await recordAudit(
      tx,
      {
        tenantId: feed.tenantId,
        actor,
        action: 'delete',
        entity: { type: 'feed', id: feed.id, name: feed.name },
        changes: recordFields(apiFields(feed, record.sites), DICTIONARY_EDITABLE_FIELDS, 'deleted'),
      },
      now,
    );
    await deleteFeed(tx, feed);
    return feed;
  });
}
