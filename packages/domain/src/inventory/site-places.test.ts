import { describe, expect, it } from 'vitest';
import { compareNames, placeIndex } from './site-places.js';

describe('compareNames', () => {
  it('orders runs of digits as numbers and the rest character by character', () => {
    const names = [
      'Pen 10',
      'Pen 2',
      'A-07',
      'A-7',
      'A-10',
      'Farrowing B-1',
      'Farrowing A-12',
      'F10002',
      'F9999',
      'Pen',
    ];
    expect([...names].sort(compareNames)).toEqual([
      'A-07',
      'A-7',
      'A-10',
      'F9999',
      'F10002',
      'Farrowing A-12',
      'Farrowing B-1',
      'Pen',
      'Pen 2',
      'Pen 10',
    ]);
    expect(compareNames('A-07', 'A-7')).toBe(0);
    expect(compareNames('Pen 2', 'Pen 2')).toBe(0);
  });
});

describe('placeIndex', () => {
  it('finds each place’s room, through a pen or a crate for a station', () => {
    const index = placeIndex([
      { name: 'Room', kind: 'room', section: 'lactation', building: 'B', parent: null },
      { name: 'Crate', kind: 'farrowing_crate', section: null, building: null, parent: 'Room' },
      { name: 'Feeder', kind: 'feeding_station', section: null, building: null, parent: 'Crate' },
    ]);
    expect(index.get('Feeder')).toEqual({
      kind: 'feeding_station',
      room: 'Room',
      building: 'B',
      section: 'lactation',
    });
    expect(index.get('Room')?.room).toBe('Room');
  });
});
