import { buildTimelines, checkSequence, recordsToFix, type RecordToFix } from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { recordsUntil, simulateHerdTimeline } from '../simulator/index.js';
import { withRecordingMistakes } from './demo-mistakes.js';

const SEEDED_ON = '2026-11-25';
const TOLD = { date: SEEDED_ON, time: '23:59' };

const flagged = (records: Parameters<typeof buildTimelines>[0]) =>
  recordsToFix(buildTimelines(records), SEEDED_ON);
const key = (one: RecordToFix) => `${one.check} ${one.animal} ${one.record} ${one.date}`;

describe.each([
  { sows: 260, seed: 7 },
  { sows: 550, seed: 11 },
])('the demo herd of $sows sows (seed $seed) with its office mistakes', ({ sows, seed }) => {
  const timeline = simulateHerdTimeline({ sows, seed, years: 2.3, endDate: '2027-03-25' });
  const mistaken = withRecordingMistakes(timeline, SEEDED_ON);
  const told = recordsUntil(mistaken, TOLD);

  it('holds one record to fix of each kind made, on three females, all told at seed', () => {
    const before = new Set(flagged(recordsUntil(timeline, TOLD)).map(key));
    const added = flagged(told).filter((one) => !before.has(key(one)));
    expect(added.map((one) => one.check).sort()).toEqual([
      'late_first_service',
      'missing_weaning',
      'short_gestation',
    ]);
    expect(new Set(added.map((one) => one.animal)).size).toBe(3);
    expect(added.every((one) => one.date <= '2026-07-01')).toBe(true);
  });

  it('keeps every record id once, loses only the forgotten weaning, and stays in date order', () => {
    expect(mistaken).toHaveLength(timeline.length - 1);
    expect(new Set(mistaken.map(({ record }) => record.id)).size).toBe(mistaken.length);
    const dates = mistaken.map(({ record }) => record.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('still passes the import’s order rules', () => {
    expect(checkSequence(told)).toEqual([]);
  });

  it('makes the same mistakes every time the history is read', () => {
    expect(withRecordingMistakes(timeline, SEEDED_ON)).toEqual(mistaken);
  });
});
