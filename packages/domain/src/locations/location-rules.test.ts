import { describe, expect, it } from 'vitest';
import { checkLocations, type KnownPlaces } from './location-rules.js';
import { locationRecordSchema, type LocationRecord } from './location-schema.js';

const site: KnownPlaces = {
  buildings: new Set(['Gestation 1', 'Mise bas A']),
  locations: new Map([
    ['Gestation room', 'room'],
    ['Gestation pen 1', 'pen'],
    ['ESF 1', 'feeding_station'],
  ]),
  parents: new Map([
    ['Gestation pen 1', 'Gestation room'],
    ['ESF 1', 'Gestation pen 1'],
  ]),
};

const records = (...list: unknown[]) => list.map((r) => locationRecordSchema.parse(r));

describe('checkLocations', () => {
  it('accepts a whole tree, parents before or after their children', () => {
    const tree: LocationRecord[] = records(
      { name: 'Farrowing A-1', kind: 'farrowing_crate', parent: 'Farrowing room A' },
      { name: 'Farrowing room A', kind: 'room', building: 'Mise bas A', section: 'lactation' },
      { name: 'Feeder A-1', kind: 'feeding_station', parent: 'Farrowing A-1' },
      { name: 'Gestation pen 2', kind: 'pen', parent: 'Gestation room' },
      { name: 'ESF 2', kind: 'feeding_station', parent: 'Gestation pen 2' },
      { name: 'Stall 1', kind: 'stall', parent: 'Gestation room' },
    );
    expect(checkLocations(tree, site)).toEqual([]);
  });

  it('places rooms in existing buildings only', () => {
    const tree = records(
      { name: 'Room X', kind: 'room', building: 'Nowhere' },
      { name: 'Room Y', kind: 'room' },
      { name: 'Room Z', kind: 'room', building: 'Gestation 1', parent: 'Gestation room' },
    );
    expect(checkLocations(tree, site)).toEqual([
      { index: 0, field: 'building', reason: 'no building "Nowhere" on this site' },
      { index: 1, field: 'building', reason: 'is required for a room' },
      { index: 2, field: 'parent', reason: 'a room stands in a building, not a location' },
    ]);
  });

  it('places the other kinds in a location of a kind they may stand in', () => {
    const tree = records(
      { name: 'Pen in pen', kind: 'pen', parent: 'Gestation pen 1' },
      { name: 'Lost crate', kind: 'farrowing_crate', parent: 'Room Q' },
      { name: 'Orphan', kind: 'stall' },
      { name: 'Crate', kind: 'farrowing_crate', parent: 'Gestation room', building: 'Mise bas A' },
    );
    expect(checkLocations(tree, site)).toEqual([
      { index: 0, field: 'parent', reason: 'a pen stands in a room, not a pen' },
      { index: 1, field: 'parent', reason: 'no location "Room Q" on this site' },
      { index: 2, field: 'parent', reason: 'is required: a room' },
      { index: 3, field: 'building', reason: 'only a room names its building' },
    ]);
  });

  it('refuses a name twice in one import', () => {
    const tree = records(
      { name: 'Pen 9', kind: 'pen', parent: 'Gestation room' },
      { name: 'Pen 9', kind: 'stall', parent: 'Gestation room' },
    );
    expect(checkLocations(tree, site)).toEqual([
      { index: 1, field: 'name', reason: 'repeats the location at index 0' },
    ]);
  });

  it('keeps stored children valid when a stored location changes kind', () => {
    const tree = records({ name: 'Gestation pen 1', kind: 'stall', parent: 'Gestation room' });
    expect(checkLocations(tree, site)).toEqual([
      {
        index: 0,
        field: 'kind',
        reason: 'the feeding_station "ESF 1" stands in it, and cannot stand in a stall',
      },
    ]);
  });

  it('skips records that failed their schema', () => {
    expect(checkLocations([null], site)).toEqual([]);
  });
});
