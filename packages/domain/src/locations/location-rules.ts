import { PARENT_KINDS, type LocationKind, type LocationRecord } from './location-schema.js';

export type LocationIssue = { index: number; field: string; reason: string };

/** What the site already has, by name. */
export type KnownPlaces = {
  buildings: ReadonlySet<string>;
  locations: ReadonlyMap<string, LocationKind>;
  /** Stored location → the stored location it stands in (rooms have none). */
  parents: ReadonlyMap<string, string>;
};

/**
 * The rules of a location tree (docs/locations.md), for an import checked against what the
 * site already has: names unique in the import; a room in an existing building and under no
 * other location; every other kind inside a location of a kind it may stand in (from the import
 * or the site). A record with a stored location's name replaces it, so changing its kind must
 * still suit the stored locations inside it.
 */
export function checkLocations(
  records: readonly (LocationRecord | null)[],
  known: KnownPlaces,
): LocationIssue[] {
  const issues: LocationIssue[] = [];
  const kindOf = new Map(known.locations);
  const firstIndex = new Map<string, number>();
  records.forEach((record, index) => {
    if (!record) return;
    const first = firstIndex.get(record.name);
    if (first !== undefined) {
      issues.push({ index, field: 'name', reason: `repeats the location at index ${first}` });
      return;
    }
    firstIndex.set(record.name, index);
    kindOf.set(record.name, record.kind);
  });

  records.forEach((record, index) => {
    if (!record || firstIndex.get(record.name) !== index) return;
    if (record.kind === 'room') {
      if (record.parent !== undefined)
        issues.push({
          index,
          field: 'parent',
          reason: 'a room stands in a building, not a location',
        });
      if (record.building === undefined)
        issues.push({ index, field: 'building', reason: 'is required for a room' });
      else if (!known.buildings.has(record.building))
        issues.push({
          index,
          field: 'building',
          reason: `no building "${record.building}" on this site`,
        });
      return;
    }
    if (record.building !== undefined)
      issues.push({ index, field: 'building', reason: 'only a room names its building' });
    const allowed = PARENT_KINDS[record.kind];
    if (record.parent === undefined) {
      issues.push({ index, field: 'parent', reason: `is required: a ${allowed.join(' or ')}` });
      return;
    }
    const parentKind = kindOf.get(record.parent);
    if (parentKind === undefined)
      issues.push({
        index,
        field: 'parent',
        reason: `no location "${record.parent}" on this site`,
      });
    else if (!allowed.includes(parentKind))
      issues.push({
        index,
        field: 'parent',
        reason: `a ${record.kind} stands in a ${allowed.join(' or ')}, not a ${parentKind}`,
      });
  });
  for (const [child, parent] of known.parents) {
    const index = firstIndex.get(parent);
    if (index === undefined || firstIndex.has(child)) continue;
    const childKind = kindOf.get(child)!;
    const parentKind = kindOf.get(parent)!;
    if (childKind !== 'room' && !PARENT_KINDS[childKind].includes(parentKind))
      issues.push({
        index,
        field: 'kind',
        reason: `the ${childKind} "${child}" stands in it, and cannot stand in a ${parentKind}`,
      });
  }
  return issues.sort((a, b) => a.index - b.index);
}
