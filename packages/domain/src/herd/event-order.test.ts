import { describe, expect, it } from 'vitest';
import type { HerdRecord } from '../records/record-schema.js';
import { dateOfDay, dayNumber } from './day-number.js';
import { groupByAnimal, orderFemaleEvents } from './event-order.js';

const rec = (type: 'heat' | 'abortion', date: string, time?: string): HerdRecord =>
  time === undefined ? { type, animal: 'A', date } : { type, animal: 'A', date, time };

/** The order of records[i] after ordering, as input indexes. */
function orderOf(records: HerdRecord[]): number[] {
  return orderFemaleEvents(groupByAnimal(records).get('A')!).map((event) => event.seq);
}

describe('day numbers', () => {
  it('counts days since 1970-01-01 and back', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-02-01')).toBe(31);
    // 2024 is a leap year: 2024-02-28 + 2 days = 2024-03-01.
    expect(dayNumber('2024-03-01') - dayNumber('2024-02-28')).toBe(2);
    expect(dateOfDay(dayNumber('2026-12-31') + 1)).toBe('2027-01-01');
  });
});

describe('ordering one female’s events', () => {
  it('orders by date, then by input order within a day', () => {
    const records = [
      rec('heat', '2025-01-03'),
      rec('abortion', '2025-01-02'),
      rec('heat', '2025-01-02'),
    ];
    // 2025-01-02 first (inputs 1 then 2), then 2025-01-03 (input 0).
    expect(orderOf(records)).toEqual([1, 2, 0]);
  });

  it('orders by time when both events of a day have one', () => {
    const records = [
      rec('heat', '2025-01-02', '14:00'),
      rec('heat', '2025-01-02', '08:30'),
      rec('heat', '2025-01-02', '08:30'),
    ];
    // 08:30 (input 1), 08:30 (input 2: same time, input order), then 14:00 (input 0).
    expect(orderOf(records)).toEqual([1, 2, 0]);
  });

  it('keeps untimed events in their place and sorts the timed ones among theirs', () => {
    const records = [
      rec('heat', '2025-01-02', '10:00'),
      rec('heat', '2025-01-02'),
      rec('heat', '2025-01-02', '08:00'),
      rec('heat', '2025-01-01', '23:00'),
    ];
    // Day 2025-01-01: input 3. Day 2025-01-02: places 0 and 2 hold the timed events, now
    // 08:00 (input 2) then 10:00 (input 0); the untimed input 1 stays in the middle.
    expect(orderOf(records)).toEqual([3, 2, 1, 0]);
  });

  it('groups by animal in input order', () => {
    const records: HerdRecord[] = [
      { type: 'heat', animal: 'B', date: '2025-01-01' },
      { type: 'heat', animal: 'A', date: '2025-01-01' },
      { type: 'heat', animal: 'B', date: '2025-01-05' },
    ];
    const groups = groupByAnimal(records);
    expect([...groups.keys()]).toEqual(['B', 'A']);
    expect(groups.get('B')!.map((event) => event.seq)).toEqual([0, 2]);
  });
});
