import type { HerdRecord, LocationRecord } from '@barnboard/domain';
import type { SimStation } from '../simulator/feeding.js';

/** The buildings of a demo herd's site (demo-data.ts) that hold its gestation and farrowing. */
export type DemoHerdBuildings = { gestation: string; farrowing: readonly string[] };

/**
 * A demo herd's location tree, from the places its simulated records and stations name
 * (simulator: 'Gestation pen 3', 'Gilt pen 2', 'Farrowing B-12'; stations stand at a pen or a
 * crate): a gestation and a gilt room in the gestation building, farrowing rooms in turn in the
 * farrowing buildings, their pens and crates, and the stations.
 */
export function demoLocations(
  records: readonly HerdRecord[],
  stations: readonly SimStation[],
  buildings: DemoHerdBuildings,
) {
  const rooms = new Map<string, LocationRecord>();
  const places: LocationRecord[] = [];
  const room = (name: string, building: string, section: LocationRecord['section']) => {
    if (!rooms.has(name)) rooms.set(name, { name, kind: 'room', building, section });
    return name;
  };
  const named = new Set<string>();
  for (const record of records) if (record.location) named.add(record.location);
  for (const station of stations) named.add(station.location);
  for (const name of [...named].sort()) {
    const crate = /^Farrowing ([A-Z]+)-\d+$/.exec(name);
    if (name.startsWith('Gestation pen '))
      places.push({
        name,
        kind: 'pen',
        parent: room('Gestation room', buildings.gestation, 'gestation'),
      });
    else if (name.startsWith('Gilt pen '))
      places.push({
        name,
        kind: 'pen',
        parent: room('Gilt room', buildings.gestation, 'breeding'),
      });
    else if (crate) {
      const letter = crate[1]!;
      const { farrowing } = buildings;
      const building = farrowing[(letter.charCodeAt(0) - 65) % farrowing.length]!;
      const parent = room(`Farrowing room ${letter}`, building, 'lactation');
      places.push({ name, kind: 'farrowing_crate', parent });
    }
  }
  const known = new Set(places.map((place) => place.name));
  const feeders: LocationRecord[] = stations
    .filter((station) => known.has(station.location))
    .map((station) => ({ name: station.name, kind: 'feeding_station', parent: station.location }));
  return [...rooms.values(), ...places, ...feeders];
}
