import { and, asc, eq, sql } from 'drizzle-orm';
import type { LocationKind, LocationRecord, Section } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { buildings, locations } from '../db/schema/index.js';
import type { RecordsSite } from './herd-records-repository.js';

export type BuildingRow = { id: string; name: string; type: string };

export type LocationRow = {
  id: string;
  name: string;
  kind: LocationKind;
  section: Section | null;
  buildingId: string | null;
  parentId: string | null;
};

export function listBuildings(db: Executor, site: RecordsSite): Promise<BuildingRow[]> {
  return db
    .select({ id: buildings.id, name: buildings.name, type: buildings.type })
    .from(buildings)
    .where(and(eq(buildings.tenantId, site.tenantId), eq(buildings.siteId, site.id)))
    .orderBy(asc(buildings.name));
}

export function listLocations(db: Executor, site: RecordsSite): Promise<LocationRow[]> {
  return db
    .select({
      id: locations.id,
      name: locations.name,
      kind: locations.kind,
      section: locations.section,
      buildingId: locations.buildingId,
      parentId: locations.parentId,
    })
    .from(locations)
    .where(and(eq(locations.tenantId, site.tenantId), eq(locations.siteId, site.id)))
    .orderBy(asc(locations.name));
}

/** Rows per statement: 1000 rows × 6 columns stay far below PostgreSQL's 65,535 parameters. */
const BATCH = 1000;

/**
 * Writes checked location records (places named, from the import or the site): every name is
 * upserted first without its place, then each one's building or parent is set, so a record may
 * come before the location it stands in.
 */
export async function saveLocations(
  tx: Executor,
  site: RecordsSite,
  records: readonly LocationRecord[],
  buildingIds: ReadonlyMap<string, string>,
): Promise<void> {
  if (records.length === 0) return;
  for (let start = 0; start < records.length; start += BATCH) {
    await tx
      .insert(locations)
      .values(
        records.slice(start, start + BATCH).map((record) => ({
          tenantId: site.tenantId,
          siteId: site.id,
          name: record.name,
          kind: record.kind,
          section: record.section ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: [locations.tenantId, locations.siteId, locations.name],
        set: { kind: sql`excluded.kind`, section: sql`excluded.section` },
      });
  }
  const idOf = new Map((await listLocations(tx, site)).map((row) => [row.name, row.id]));
  for (let start = 0; start < records.length; start += BATCH) {
    const places = records.slice(start, start + BATCH).map(
      (record) =>
        sql`(${idOf.get(record.name)!}::uuid,
          ${record.building === undefined ? null : buildingIds.get(record.building)!}::uuid,
          ${record.parent === undefined ? null : idOf.get(record.parent)!}::uuid)`,
    );
    await tx.execute(sql`
      update locations set building_id = place.building_id, parent_id = place.parent_id
      from (values ${sql.join(places, sql`, `)}) as place(id, building_id, parent_id)
      where locations.tenant_id = ${site.tenantId} and locations.id = place.id`);
  }
}

/** Serialises location imports of one site until the transaction ends. */
export async function lockSiteLocations(tx: Executor, site: RecordsSite): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`locations:${site.id}`}))`);
}
