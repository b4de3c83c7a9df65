import {
  checkLocations,
  locationRecordSchema,
  type LocationKind,
  type LocationRecord,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { forEachInSlices } from '../../lib/event-loop-slices.js';
import type { Locate } from '../../lib/exchange-http.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import {
  listBuildings,
  listLocations,
  lockSiteLocations,
  saveLocations,
  type LocationRow,
} from '../../repositories/locations-repository.js';
import { describeIssue } from '../herd-records/record-codec.js';
import type { ImportResult, InvalidRecord } from '../herd-records/schemas.js';

/**
 * Imports a site's locations (docs/locations.md), all or nothing, in one transaction holding the
 * site's location lock: each record is validated, then the tree rules run against the site's
 * buildings and stored locations; a name already stored is updated (idempotent by name).
 */
export async function importLocations(
  db: Executor,
  site: RecordsSite,
  inputs: readonly unknown[],
  locate: Locate,
): Promise<ImportResult> {
  const invalid: (InvalidRecord & { position: number })[] = [];
  const records: (LocationRecord | null)[] = [];
  await forEachInSlices(inputs, (input, position) => {
    const parsed = locationRecordSchema.safeParse(input);
    records.push(parsed.success ? parsed.data : null);
    if (parsed.success) return;
    for (const issue of parsed.error.issues)
      for (const { field, reason } of describeIssue(issue, input))
        invalid.push({ position, ...locate(position), field, reason });
  });

  return db.transaction(async (tx) => {
    await lockSiteLocations(tx, site);
    const buildingRows = await listBuildings(tx, site);
    const stored = await listLocations(tx, site);
    const nameOf = new Map(stored.map((row) => [row.id, row.name]));
    const storedByName = new Map(stored.map((row) => [row.name, row]));
    for (const issue of checkLocations(records, {
      buildings: new Set(buildingRows.map((b) => b.name)),
      locations: new Map<string, LocationKind>(stored.map((row) => [row.name, row.kind])),
      parents: new Map(
        stored.flatMap((row) => (row.parentId ? [[row.name, nameOf.get(row.parentId)!]] : [])),
      ),
    })) {
      const { index, field, reason } = issue;
      invalid.push({ position: index, ...locate(index), field, reason });
    }
    const result = { received: inputs.length, created: 0, updated: 0, unchanged: 0 };
    if (invalid.length > 0) {
      invalid.sort((a, b) => a.position - b.position);
      return {
        ...result,
        invalid: invalid.map(({ position: _position, ...error }) => error),
      };
    }
    const valid = records.filter((record): record is LocationRecord => record !== null);
    const buildingName = new Map(buildingRows.map((b) => [b.id, b.name]));
    const changed: LocationRecord[] = [];
    for (const record of valid) {
      const before = storedByName.get(record.name);
      if (before && sameLocation(record, before, nameOf, buildingName)) {
        result.unchanged++;
        continue;
      }
      if (before) result.updated++;
      else result.created++;
      changed.push(record);
    }
    await saveLocations(tx, site, changed, new Map(buildingRows.map((b) => [b.name, b.id])));
    return { ...result, invalid: [] };
  });
}

function sameLocation(
  record: LocationRecord,
  stored: LocationRow,
  nameOf: ReadonlyMap<string, string>,
  buildingName: ReadonlyMap<string, string>,
): boolean {
  return (
    record.kind === stored.kind &&
    (record.section ?? null) === stored.section &&
    record.building === (stored.buildingId ? buildingName.get(stored.buildingId) : undefined) &&
    record.parent === (stored.parentId ? nameOf.get(stored.parentId) : undefined)
  );
}
