import { describe, expect, it } from 'vitest';
import { dayNumber } from '../herd/day-number.js';
import {
  deathBand,
  pigletMortality,
  type LitterRow,
  type PigletDeathRow,
} from './piglet-mortality.js';

/** Two ISO weeks and two days: Wednesday 2026-03-04 to Friday 2026-03-20. */
const PERIOD = { from: '2026-03-04', to: '2026-03-20' };
const d = (date: string) => dayNumber(date);
const NONE = { parity: [], cause: [] };

const litters: LitterRow[] = [
  { day: d('2026-03-04'), bornAlive: 12, parity: 1, room: 'Farrowing room B' },
  { day: d('2026-03-10'), bornAlive: 15, parity: 4, room: 'Farrowing room A' },
  { day: d('2026-03-19'), bornAlive: 10, parity: 7, room: null },
  // Before the period: its deaths count, its piglets do not.
  { day: d('2026-02-28'), bornAlive: 14, parity: 2, room: 'Farrowing room A' },
];

const deaths: PigletDeathRow[] = [
  {
    day: d('2026-03-04'),
    count: 2,
    band: '0-2',
    cause: 'crushed',
    parity: 1,
    room: 'Farrowing room B',
  },
  {
    day: d('2026-03-05'),
    count: 1,
    band: '3-8',
    cause: 'scours',
    parity: 2,
    room: 'Farrowing room A',
  },
  {
    day: d('2026-03-12'),
    count: 3,
    band: '0-2',
    cause: 'crushed',
    parity: 4,
    room: 'Farrowing room A',
  },
  { day: d('2026-03-16'), count: 1, band: '9+', cause: null, parity: 1, room: 'Farrowing room B' },
  // No litter before it: counted, in no band.
  { day: d('2026-03-20'), count: 1, band: null, cause: 'Laid on', parity: 0, room: null },
  // After the period.
  { day: d('2026-03-21'), count: 5, band: '0-2', cause: 'crushed', parity: 7, room: null },
];

describe('pigletMortality', () => {
  const answer = pigletMortality(PERIOD, deaths, litters, NONE);

  it('counts the period’s deaths over its born alive, by band', () => {
    expect(answer).toMatchObject({
      litters: 3,
      born_alive: 37,
      deaths: 8,
      bands: { '0-2': 5, '3-8': 1, '9+': 1 },
      no_litter: 1,
      pre_wean_mortality: 8 / 37,
    });
  });

  it('cuts the period in ISO weeks, clipped to it', () => {
    expect(answer.weeks.map((week) => [week.from, week.to, week.born_alive, week.deaths])).toEqual([
      ['2026-03-04', '2026-03-08', 12, 3],
      ['2026-03-09', '2026-03-15', 15, 3],
      ['2026-03-16', '2026-03-20', 10, 2],
    ]);
    expect(answer.weeks[1]!.pre_wean_mortality).toBe(3 / 15);
  });

  it('lists causes as recorded, most deaths first, each in its group', () => {
    expect(answer.causes.map((row) => [row.cause, row.group, row.deaths])).toEqual([
      ['crushed', 'crushed', 5],
      ['Laid on', 'crushed', 1],
      ['scours', 'scours', 1],
      [null, 'unknown', 1],
    ]);
    expect(answer.causes[0]!.pre_wean_mortality).toBe(5 / 37);
  });

  it('groups litters by their parity and deaths by the sow’s parity that day', () => {
    expect(
      answer.parities.map((row) => [row.group, row.litters, row.born_alive, row.deaths]),
    ).toEqual([
      ['0', 0, 0, 1],
      ['1', 1, 12, 3],
      ['2', 0, 0, 1],
      ['3-5', 1, 15, 3],
      ['6+', 1, 10, 0],
    ]);
    expect(answer.parities[0]!.pre_wean_mortality).toBeNull();
  });

  it('groups by room in natural order, the unknown room last', () => {
    expect(answer.rooms.map((row) => [row.room, row.born_alive, row.deaths])).toEqual([
      ['Farrowing room A', 15, 4],
      ['Farrowing room B', 12, 3],
      [null, 10, 1],
    ]);
  });

  it('narrows deaths by parity and cause group, and litters by parity only', () => {
    const crushedPrime = pigletMortality(PERIOD, deaths, litters, {
      parity: ['1', '3-5'],
      cause: ['crushed'],
    });
    expect(crushedPrime).toMatchObject({ litters: 2, born_alive: 27, deaths: 5 });
    expect(crushedPrime.parities.map((row) => row.group)).toEqual(['1', '3-5']);
    expect(crushedPrime.causes.map((row) => row.cause)).toEqual(['crushed']);
  });
});

describe('deathBand', () => {
  it('reads the age of her latest litter on or before the death', () => {
    expect(deathBand([100, 250], 99)).toBeNull();
    expect(deathBand([100, 250], 102)).toBe('0-2');
    expect(deathBand([100, 250], 108)).toBe('3-8');
    expect(deathBand([100, 250], 200)).toBe('9+');
    expect(deathBand([100, 250], 250)).toBe('0-2');
  });
});
