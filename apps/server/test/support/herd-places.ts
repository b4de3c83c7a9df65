import { expect } from 'vitest';
import type { HerdRecord, LocationRecord, SitePlace } from '@barnboard/domain';
import { buildings } from '../../src/db/schema/index.js';
import { demoLocations } from '../../src/seed/demo-locations.js';
import type { FeedingKit } from './feeding-sites.js';
import type { TestApp } from './test-app.js';

/** The buildings of a site's location tree, as the demo's tree builder takes them. */
type Farm = { gestation: string; farrowing: string[] };

/** The buildings the demo's location tree names. */
const DEMO_FARM: Farm = { gestation: 'Gestation 1', farrowing: ['Mise bas A', 'Mise bas B'] };

/**
 * A fresh site of the demo tenant whose herd is `records`, imported through the records import,
 * with the buildings of `farm` (of `buildingType`) and the demo's location tree of them, less
 * what `keep` leaves out, saved through the locations import; answers the site and the tree's
 * places as the domain's rules read them.
 */
export async function herdSiteWithPlaces(
  t: TestApp,
  kit: FeedingKit,
  records: HerdRecord[],
  {
    farm = DEMO_FARM,
    buildingType = 'barn',
    keep = () => true,
  }: { farm?: Farm; buildingType?: string; keep?: (place: LocationRecord) => boolean } = {},
): Promise<{ siteId: string; places: SitePlace[] }> {
  const siteId = await kit.newSite([]);
  const imported = await kit.post(`/api/sites/${siteId}/records/import`, { records });
  expect(imported.statusCode, imported.body).toBe(200);
  await t.database.db.insert(buildings).values(
    [farm.gestation, ...farm.farrowing].map((name) => ({
      tenantId: kit.bocageId,
      siteId,
      name,
      type: buildingType,
    })),
  );
  const tree = demoLocations(records, [], farm).filter(keep);
  const savedTree = await kit.post(`/api/sites/${siteId}/locations/import`, { locations: tree });
  expect(savedTree.statusCode, savedTree.body).toBe(200);
  const places = tree.map((place) => ({
    name: place.name,
    kind: place.kind,
    section: place.section ?? null,
    building: place.building ?? null,
    parent: place.parent ?? null,
  }));
  return { siteId, places };
}
