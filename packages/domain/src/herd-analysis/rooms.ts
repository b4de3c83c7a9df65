import { roomOf } from '../feeding/figures.js';
import { compareNames } from '../inventory/site-places.js';

/**
 * Rooms of the herd reports (docs/herd-analysis.md, "Where a sow is"): the room a place stands
 * in by the site's location tree (docs/locations.md), or, for a place the tree does not hold,
 * its name without the crate or pen number ('Farrowing B-12' → 'Farrowing B', as the feeding
 * reports read rooms).
 */
export function roomOfPlace(
  place: string | null,
  roomsByPlace: ReadonlyMap<string, string>,
): string | null {
  if (place === null) return null;
  return roomsByPlace.get(place) ?? roomOf(place);
}

/** Each location of a tree with the room it stands in (a room is its own room). */
export function roomsByPlace(
  locations: readonly { name: string; kind: string; parent: string | null }[],
): Map<string, string> {
  const byName = new Map(locations.map((location) => [location.name, location]));
  const rooms = new Map<string, string>();
  for (const location of locations) {
    let at: (typeof locations)[number] | undefined = location;
    // A tree is at most room → pen or crate → station deep; the bound guards against a cycle.
    for (let depth = 0; at && at.kind !== 'room' && depth < 8; depth++) {
      at = at.parent === null ? undefined : byName.get(at.parent);
    }
    if (at?.kind === 'room') rooms.set(location.name, at.name);
  }
  return rooms;
}

/** Names in the inventory's human order ('Room 2' before 'Room 10'), none (null) last. */
export function compareOptionalNames(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return compareNames(a, b);
}
