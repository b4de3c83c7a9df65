import {
  actionLists,
  actionWindowsOf,
  ACTION_WINDOW_KEYS,
  changedFields,
  compareRecordsToFix,
  dayNumber,
  meanGestationDays,
  placeIndex,
  recordToFixOf,
  type ActionLists,
  type ActionWindowsAnswer,
  type ActionWindows,
  type ActionWindowsUpdate,
  type HerdLengths,
  type PlaceIndex,
  type RecordsToFix,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { StaleWriteError } from '../../plugins/errors.js';
import {
  findActionWindows,
  findRecordsToFix,
  gestationOfYear,
  saveActionWindows,
} from '../../repositories/action-lists-repository.js';
import { recordAudit, type AuditActor } from '../../repositories/audit-repository.js';
import { ensureHerdFacts } from '../../repositories/herd-facts-repository.js';
import { loadFemalesOnDay } from '../../repositories/herd-inventory-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { findSiteLactationTarget } from '../herd-records/site-lactation-target.js';
import { assertNotStale } from '../../lib/stale-write.js';
import { nextVersion } from '../../lib/versions.js';
import { sitePlaces } from '../inventory/site-places.js';

/** The site's windows as an edit reads them: the values and their version. */
export async function actionWindowsOfSite(
  db: Executor,
  site: RecordsSite,
): Promise<ActionWindowsAnswer> {
  const stored = await findActionWindows(db, site);
  return {
    windows: actionWindowsOf(stored?.windows),
    updated_at: stored?.updatedAt.toISOString() ?? null,
  };
}

/**
 * Saves the windows an edit gives, refused (409 `edited_elsewhere`, with the stored ones) when
 * they changed since the version it names; the changed windows go to the audit trail.
 */
export async function changeActionWindows(
  db: Executor,
  site: RecordsSite & { name: string },
  input: ActionWindowsUpdate,
  actor: AuditActor,
  now: Date,
): Promise<ActionWindowsAnswer> {
  return db.transaction(async (tx) => {
    const stored = await findActionWindows(tx, site, true);
    const current = {
      windows: actionWindowsOf(stored?.windows),
      updated_at: stored?.updatedAt.toISOString() ?? null,
    };
    // A site keeps the defaults until saved: "no version" is a version of its own.
    const expected = input.expected_updated_at;
    if (stored && expected !== null) assertNotStale(stored.updatedAt, expected, current);
    else if (stored || expected !== null) throw new StaleWriteError(current);
    const changes = changedFields(current.windows, input.windows, ACTION_WINDOW_KEYS).map(
      (change) => ({ ...change, field: `action_windows.${change.field}` }),
    );
    if (changes.length === 0) return current;
    const updatedAt = stored ? nextVersion(stored.updatedAt, now) : now;
    await saveActionWindows(tx, site, input.windows, updatedAt);
    await recordAudit(
      tx,
      {
        tenantId: site.tenantId,
        actor,
        action: 'update',
        entity: { type: 'site', id: site.id, name: site.name },
        siteId: site.id,
        changes,
      },
      now,
    );
    return { windows: input.windows, updated_at: updatedAt.toISOString() };
  });
}

/**
 * What the action lists read of the site on `day` besides its females: its windows, its mean
 * gestation of the year and target lactation, its places. The facts must be current
 * (ensureHerdFacts).
 */
export async function actionListSettings(
  db: Executor,
  site: RecordsSite,
  day: number,
): Promise<{ windows: ActionWindows; lengths: HerdLengths; places: PlaceIndex }> {
  const [places, lactation, windows, gestation] = await Promise.all([
    sitePlaces(db, site),
    findSiteLactationTarget(db, site.id),
    findActionWindows(db, site),
    gestationOfYear(db, site, day),
  ]);
  return {
    windows: actionWindowsOf(windows?.windows),
    lengths: { gestation: meanGestationDays(gestation.total, gestation.count), lactation },
    places: placeIndex(places),
  };
}

/** The action lists of the site on `date` (docs/action-lists.md). */
export async function actionListsOf(
  db: Executor,
  site: RecordsSite,
  date: string,
): Promise<ActionLists> {
  await ensureHerdFacts(db, site);
  const day = dayNumber(date);
  const [females, settings] = await Promise.all([
    loadFemalesOnDay(db, site, day),
    actionListSettings(db, site, day),
  ]);
  return actionLists({ date, females, ...settings });
}

/** The site's records to fix, read on `date` (its today). */
export async function recordsToFixOf(
  db: Executor,
  site: RecordsSite,
  date: string,
): Promise<RecordsToFix> {
  await ensureHerdFacts(db, site);
  const rows = await findRecordsToFix(db, site, dayNumber(date));
  return {
    date,
    records: rows
      .map((row) => recordToFixOf(row.check, row.animal, row.record, row.day, row.value))
      .sort(compareRecordsToFix),
  };
}
