import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateOfDay } from '../herd/day-number.js';
import { dayArb, herdArb, recentEvents } from '../herd/testing/random-histories.js';
import { femalesOnDay } from '../inventory/female-on-day.js';
import { placeIndex } from '../inventory/site-places.js';
import { ACTION_LISTS } from './action-lists-api.js';
import { actionLists } from './action-lists.js';
import { DEFAULT_ACTION_WINDOWS } from './action-windows.js';
import { femaleActions } from './action-rules.js';

const lengths = { gestation: 115, lactation: 21 };
const places = placeIndex([
  { name: 'Farrowing', kind: 'room', section: 'lactation', building: 'B', parent: null },
  {
    name: 'Crate A-1',
    kind: 'farrowing_crate',
    section: null,
    building: null,
    parent: 'Farrowing',
  },
  { name: 'Gestation', kind: 'room', section: 'gestation', building: 'B', parent: null },
  { name: 'Pen 1', kind: 'pen', section: null, building: null, parent: 'Gestation' },
]);
const inCrate = (location: string | null) => location === 'Crate A-1';

describe('action lists on random histories', () => {
  it('read the same lists from her recent events as from her whole history', () => {
    fc.assert(
      fc.property(herdArb, dayArb, (timelines, day) => {
        for (const female of femalesOnDay(timelines, day)) {
          const whole = femaleActions(female, day, DEFAULT_ACTION_WINDOWS, lengths, inCrate);
          const recent = femaleActions(
            { ...female, events: recentEvents(female, day) },
            day,
            DEFAULT_ACTION_WINDOWS,
            lengths,
            inCrate,
          );
          expect(recent).toEqual(whole);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('date every item from its rule: overdue only once due, a female at most once a list', () => {
    fc.assert(
      fc.property(herdArb, dayArb, (timelines, day) => {
        const answer = actionLists({
          date: dateOfDay(day),
          windows: DEFAULT_ACTION_WINDOWS,
          lengths,
          females: femalesOnDay(timelines, day),
          places,
        });
        for (const list of ACTION_LISTS) {
          const items = answer.lists[list];
          expect(new Set(items.map((item) => item.animal)).size).toBe(items.length);
          for (const item of items) {
            if (item.overdue) expect(item.days).toBeGreaterThan(0);
            // Only the farrowing and weaning lists look ahead, by their lead.
            const lead = { due_to_farrow: 7, due_to_wean: 7 }[list as string] ?? 0;
            expect(item.days).toBeGreaterThanOrEqual(-lead);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
