import { describe, expect, it } from 'vitest';
import { buildTimelines } from '../herd/build-timeline.js';
import { dayNumber } from '../herd/day-number.js';
import { day, herdBuilder } from '../herd/herd-builder.js';
import { actionLists } from '../action-lists/action-lists.js';
import { DEFAULT_ACTION_WINDOWS } from '../action-lists/action-windows.js';
import { farrowingInventory } from './farrowing-inventory.js';
import { femalesOnDay, inventoryFemale } from './female-on-day.js';
import { DEFAULT_MATURITY_AGE_DAYS, herdInventory, maturityAgeOf } from './herd-inventory.js';
import { animalStaysOf, locationUse } from './location-use.js';
import { noParityExits, parityExits } from './parity-profile.js';
import { placeIndex, type SitePlace } from './site-places.js';

/** A small farm: a gestation room with two pens and a station, a farrowing room of 3 crates. */
const PLACES: SitePlace[] = [
  { name: 'Gestation', kind: 'room', section: 'gestation', building: 'G1', parent: null },
  { name: 'Pen 1', kind: 'pen', section: null, building: null, parent: 'Gestation' },
  { name: 'Pen 2', kind: 'pen', section: null, building: null, parent: 'Gestation' },
  { name: 'ESF 1', kind: 'feeding_station', section: null, building: null, parent: 'Pen 1' },
  { name: 'Farrowing A', kind: 'room', section: 'lactation', building: 'M1', parent: null },
  { name: 'A-1', kind: 'farrowing_crate', section: null, building: null, parent: 'Farrowing A' },
  { name: 'A-2', kind: 'farrowing_crate', section: null, building: null, parent: 'Farrowing A' },
  { name: 'A-3', kind: 'farrowing_crate', section: null, building: null, parent: 'Farrowing A' },
];

/** Day 200 (2025-07-20) is the inventory day. */
const TO = 200;
function farm() {
  const herd = herdBuilder();
  // S1: parity 2 on day 200, lactating in A-1 since day 190.
  herd
    .female('S1')
    .entry(0, 1)
    .move(0, 'Pen 1')
    .serve(72)
    .move(183, 'A-1')
    .farrow(190, 13)
    .foster(191, -2)
    .pigletDeath(195, 1);
  // S2: gestating in Pen 1 (positive check on 120).
  herd.female('S2').entry(0, 3).move(0, 'Pen 1').serve(100).check(120, 'positive');
  // G1: a gilt born on day −100 (300 days old on day 200), in Pen 2; G2 born on day 0 (200 days).
  herd.records.push({
    type: 'entry',
    animal: 'G1',
    date: day(150),
    parity: 0,
    birth_date: day(-100),
  });
  herd.female('G1').move(150, 'Pen 2');
  herd.records.push({ type: 'entry', animal: 'G2', date: day(160), parity: 0, birth_date: day(0) });
  // G3: no birth date, never placed; S3: placed where the tree does not know.
  herd.female('G3').entry(170);
  herd.female('S4').entry(0, 2).move(0, 'Quarantine').heat(180);
  // R: culled on day 150 (parity 1): not in the inventory, in the exits.
  herd.female('R').entry(0, 1).move(0, 'A-2').remove(150, 'cull');
  return buildTimelines(herd.records);
}

describe('herdInventory', () => {
  const timelines = farm();
  const inventory = herdInventory({
    period: { from: day(100), to: day(TO) },
    maturityAge: DEFAULT_MATURITY_AGE_DAYS,
    females: femalesOnDay(timelines, dayNumber(day(TO))).map((female) =>
      inventoryFemale(female, dayNumber(day(TO))),
    ),
    places: placeIndex(PLACES),
    exits: parityExits(timelines, { from: dayNumber(day(100)), to: dayNumber(day(TO)) }),
    averages: { avgFemales: 5.5, avgMatedFemales: 3.25 },
  });

  it('counts the females present by status, gilts by maturity, and their mean parity', () => {
    expect(inventory).toMatchObject({
      females: 6,
      statuses: { gilt: 3, lactating: 1, gestating: 1, cycled: 1, bred: 0, unknown: 0 },
      gilts_under_maturity: 1, // G2, 200 days old
      gilts_age_unknown: 1, // G3
      mean_parity: (2 + 3 + 0 + 0 + 0 + 2) / 6,
      avg_females: 5.5,
      avg_mated_females: 3.25,
    });
  });

  it('groups them by room: the tree’s (by building), then places outside it, then none', () => {
    expect(
      inventory.by_location.map((row) => [row.room, row.building, row.in_tree, row.total]),
    ).toEqual([
      ['Gestation', 'G1', true, 2],
      ['Farrowing A', 'M1', true, 1],
      ['Quarantine', null, false, 1],
      [null, null, false, 2], // G2 and G3
    ]);
    expect(inventory.by_location[0]!.statuses).toMatchObject({ gilt: 1, gestating: 1 });
  });

  it('puts the parity profile beside the retention of the period', () => {
    const byParity = Object.fromEntries(inventory.by_parity.map((row) => [row.parity, row]));
    expect(byParity['0']).toMatchObject({ total: 3, share: 0.5, progressed: 0, removed: 0 });
    // S1 farrowed from parity 1 to 2 (day 190), R was culled at parity 1 (day 150).
    expect(byParity['1']).toMatchObject({ total: 0, progressed: 1, removed: 1, retention: 0.5 });
    // Parity 0 left by nobody in the period: the expected profile cannot be drawn.
    expect(byParity['0']!.expected_share).toBeNull();
  });

  it('lists every female with her status, since when, parity, place and a gilt’s age', () => {
    expect(inventory.animals.map((row) => Object.values(row))).toEqual([
      ['S2', 'gestating', day(120), 80, 3, 'Pen 1', 'Gestation', null],
      ['G1', 'gilt', day(150), 50, 0, 'Pen 2', 'Gestation', 300],
      ['S1', 'lactating', day(190), 10, 2, 'A-1', 'Farrowing A', null],
      ['S4', 'cycled', day(180), 20, 2, 'Quarantine', 'Quarantine', null],
      ['G2', 'gilt', day(160), 40, 0, null, null, 200],
      ['G3', 'gilt', day(170), 30, 0, null, null, null],
    ]);
  });

  it('reads the maturity age from the preferences, within its bounds', () => {
    expect(maturityAgeOf({ maturityAge: 200 })).toBe(200);
    expect(maturityAgeOf({ maturityAge: '220' })).toBe(220);
    expect(maturityAgeOf({ maturityAge: 20 })).toBe(DEFAULT_MATURITY_AGE_DAYS);
    expect(maturityAgeOf({})).toBe(DEFAULT_MATURITY_AGE_DAYS);
  });

  it('draws the expected profile once every parity up to 8 has exits', () => {
    const exits = noParityExits();
    for (const bucket of Object.keys(exits) as (keyof typeof exits)[]) {
      exits[bucket] = { progressed: 3, removed: 1 };
    }
    const answer = herdInventory({
      period: { from: day(0), to: day(TO) },
      maturityAge: 240,
      females: [],
      places: placeIndex([]),
      exits,
      averages: { avgFemales: null, avgMatedFemales: null },
    });
    const shares = answer.by_parity.map((row) => row.expected_share!);
    expect(shares[1]! / shares[0]!).toBeCloseTo(0.75, 12);
    expect(answer.mean_parity).toBeNull();
  });
});

describe('farrowingInventory', () => {
  it('lists the litters on hand with their crate, lactation day and piglets', () => {
    const timelines = farm();
    const answer = farrowingInventory({
      date: day(TO),
      lactationLength: 21,
      females: femalesOnDay(timelines, dayNumber(day(TO))),
      places: placeIndex(PLACES),
    });
    expect(answer).toEqual({
      date: day(TO),
      lactation_length: 21,
      litters: 1,
      born_alive: 13,
      fostered_in: 0,
      fostered_out: 2,
      dead: 1,
      alive: 10,
      mean_lactation_day: 10,
      due_to_wean: 0, // due on day 211, past day 200 + 7
      overdue: 0,
      unbalanced: 0,
      by_room: [{ room: 'Farrowing A', litters: 1, alive: 10, mean_lactation_day: 10 }],
      rows: [
        {
          animal: 'S1',
          parity: 2,
          room: 'Farrowing A',
          crate: 'A-1',
          farrowing_date: day(190),
          lactation_day: 10,
          born_alive: 13,
          fostered_in: 0,
          fostered_out: 2,
          dead: 1,
          alive: 10,
          due_weaning: day(211),
          overdue: false,
          balanced: true,
        },
      ],
    });
    const later = farrowingInventory({
      date: day(215),
      lactationLength: 21,
      females: femalesOnDay(timelines, dayNumber(day(215))),
      places: placeIndex(PLACES),
    });
    expect(later).toMatchObject({ due_to_wean: 1, overdue: 1 });
  });

  it('counts a litter due in exactly 7 days as due to wean, as the action list lists it', () => {
    const timelines = farm();
    // The litter is due on day 211.
    for (const dayIndex of [203, 204]) {
      const input = {
        date: day(dayIndex),
        females: femalesOnDay(timelines, dayNumber(day(dayIndex))),
        places: placeIndex(PLACES),
      };
      const inventory = farrowingInventory({ ...input, lactationLength: 21 });
      const lists = actionLists({
        ...input,
        windows: DEFAULT_ACTION_WINDOWS,
        lengths: { gestation: 115, lactation: 21 },
      });
      expect(inventory.due_to_wean, `day ${dayIndex}`).toBe(dayIndex === 204 ? 1 : 0);
      expect(lists.lists.due_to_wean.length, `day ${dayIndex}`).toBe(inventory.due_to_wean);
    }
  });
});

describe('locationUse', () => {
  it('gives each room and place its animals, occupancy and empty days', () => {
    const timelines = farm();
    // Days 181 … 200: 20 days.
    const answer = locationUse({
      period: { from: day(181), to: day(TO) },
      places: PLACES,
      animals: animalStaysOf(timelines, dayNumber(day(TO))),
      litters: 1,
    });
    expect(answer).toMatchObject({
      days: 20,
      crates: 3,
      crates_occupied: 1,
      // A-1 from day 183: 18 of 60 crate-days.
      crate_occupancy: 18 / 60,
      crate_empty_days: (60 - 18) / 3,
      litters: 1,
      litters_per_crate_year: ((1 / 20) * 365) / 3,
    });
    const room = (name: string) => answer.rooms.find((row) => row.room === name);
    expect(room('Farrowing A')).toMatchObject({
      places: 3,
      crates: 3,
      present: 1,
      animal_days: 18,
      occupied_place_days: 18,
      occupancy: 18 / 60,
      empty_days: 2,
    });
    // S1 in Pen 1 for days 181–182, S2 all 20 days; G1 in Pen 2 all 20 days.
    expect(room('Gestation')).toMatchObject({
      places: 2,
      crates: 0,
      present: 2,
      animal_days: 2 + 20 + 20,
      occupied_place_days: 40,
      occupancy: 1,
      empty_days: 0,
    });
    const place = (name: string) => answer.places.find((row) => row.name === name);
    expect(place('Pen 1')).toMatchObject({
      stations: 1,
      present: 1,
      animal_days: 22,
      occupancy: 1,
    });
    expect(place('ESF 1')).toMatchObject({ serves: 'Pen 1', present: 1, animal_days: 22 });
    expect(place('Quarantine')).toMatchObject({ kind: null, room: null, present: 1 });
    expect(place('A-2')).toMatchObject({ present: 0, occupancy: 0, empty_days: 20 });
    expect(answer.occupancy_by_day).toEqual([
      { room: 'Farrowing A', crates: 3, occupied: [0, 0, ...new Array<number>(18).fill(1)] },
    ]);
    // The calendar: S1 in A-1 from day 183, farrowed on 190.
    const a1 = answer.calendar.crates.find((row) => row.crate === 'A-1')!;
    expect(answer.calendar).toMatchObject({ from: day(181), to: day(TO) });
    expect(a1.cells).toEqual([
      null,
      null,
      ...new Array<string>(7).fill('sow'),
      0,
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
      9,
      10,
    ]);
  });
});
