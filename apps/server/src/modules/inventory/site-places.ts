import type { SitePlace } from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { listBuildings, listLocations } from '../../repositories/locations-repository.js';

/** The site's location tree, each place named with its building or parent. */
export async function sitePlaces(db: Executor, site: RecordsSite): Promise<SitePlace[]> {
  const [buildings, rows] = await Promise.all([listBuildings(db, site), listLocations(db, site)]);
  const buildingName = new Map(buildings.map((building) => [building.id, building.name]));
  const placeName = new Map(rows.map((row) => [row.id, row.name]));
  return rows.map((row) => ({
    name: row.name,
    kind: row.kind,
    section: row.section,
    building: row.buildingId === null ? null : (buildingName.get(row.buildingId) ?? null),
    parent: row.parentId === null ? null : (placeName.get(row.parentId) ?? null),
  }));
}
