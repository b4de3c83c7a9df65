import type { LocationNode, LocationTree } from '@barnboard/domain';
import type { BuildingRow, LocationRow } from '../../repositories/locations-repository.js';

/** The site's buildings with their locations nested, every level sorted by name. */
export function buildLocationTree(
  buildingRows: readonly BuildingRow[],
  rows: readonly LocationRow[],
): LocationTree {
  const nodes = new Map<string, LocationNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      name: row.name,
      kind: row.kind,
      section: row.section,
      children: [],
    });
  }
  const rooms = new Map<string, LocationNode[]>();
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    if (row.parentId !== null) nodes.get(row.parentId)?.children.push(node);
    else if (row.buildingId !== null) {
      const list = rooms.get(row.buildingId) ?? [];
      list.push(node);
      rooms.set(row.buildingId, list);
    }
  }
  return {
    buildings: buildingRows.map((building) => ({
      ...building,
      rooms: rooms.get(building.id) ?? [],
    })),
  };
}
