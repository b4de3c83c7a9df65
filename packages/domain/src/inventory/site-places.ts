import type { LocationKind, Section } from '../locations/location-schema.js';

/**
 * A site's location tree read by name (docs/locations.md): herd records name places, and the
 * reports group them by the room they are in.
 */

/** One location of the tree: its building (rooms) or the location it stands in (the others). */
export type SitePlace = {
  name: string;
  kind: LocationKind;
  section: Section | null;
  building: string | null;
  parent: string | null;
};

/** Where a named place sits: its own kind, and its room with the room's building and section. */
export type PlaceInTree = {
  kind: LocationKind;
  room: string | null;
  building: string | null;
  section: Section | null;
};

export type PlaceIndex = ReadonlyMap<string, PlaceInTree>;

/** Each place by name, with the room it is in (itself for a room; a station of a crate: the
 * crate's room). A place whose chain does not reach a room (not possible in a checked tree)
 * has no room. */
export function placeIndex(places: readonly SitePlace[]): PlaceIndex {
  const byName = new Map(places.map((place) => [place.name, place]));
  const roomOf = (place: SitePlace): SitePlace | null => {
    let at: SitePlace | undefined = place;
    for (let depth = 0; at && depth <= places.length; depth++) {
      if (at.kind === 'room') return at;
      at = at.parent === null ? undefined : byName.get(at.parent);
    }
    return null;
  };
  return new Map(
    places.map((place) => {
      const room = roomOf(place);
      return [
        place.name,
        {
          kind: place.kind,
          room: room?.name ?? null,
          building: room?.building ?? null,
          section: room?.section ?? null,
        },
      ];
    }),
  );
}

/** Names in a human order: "Pen 2" before "Pen 10". */
export const compareNames = new Intl.Collator('en', { numeric: true }).compare;

/**
 * The room a record's location belongs to: the room of a place of the tree; a place the tree
 * does not hold stands for itself (`inTree` false); no location, no room.
 */
export function placeOf(
  places: PlaceIndex,
  location: string | null,
): { room: string | null; building: string | null; inTree: boolean } {
  if (location === null) return { room: null, building: null, inTree: false };
  const place = places.get(location);
  if (!place) return { room: location, building: null, inTree: false };
  return { room: place.room, building: place.building, inTree: true };
}

/**
 * The order of rooms in the reports: the tree's rooms by building and name, then the places the
 * tree does not hold, by name, then no place at all.
 */
export function compareRooms(
  a: { room: string | null; building: string | null; inTree: boolean },
  b: { room: string | null; building: string | null; inTree: boolean },
): number {
  return (
    Number(a.room === null) - Number(b.room === null) ||
    Number(b.inTree) - Number(a.inTree) ||
    compareNames(a.building ?? '', b.building ?? '') ||
    compareNames(a.room ?? '', b.room ?? '')
  );
}
