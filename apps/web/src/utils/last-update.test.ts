import { describe, expect, it } from 'vitest';
import { describeLastUpdate } from './last-update';

const now = new Date('2025-03-10T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('describeLastUpdate', () => {
  it('says just updated under 20 minutes', () => {
    expect(describeLastUpdate(ago(0), now)).toEqual({ kind: 'justUpdated', late: false });
    expect(describeLastUpdate(ago(19.9), now).kind).toBe('justUpdated');
  });

  it('counts minutes from 20 to 59, not late yet', () => {
    expect(describeLastUpdate(ago(20), now)).toEqual({ kind: 'minutes', minutes: 20, late: false });
    expect(describeLastUpdate(ago(59), now)).toEqual({ kind: 'minutes', minutes: 59, late: false });
  });

  it('shows hours and minutes under a day, late from 60 minutes', () => {
    expect(describeLastUpdate(ago(60), now)).toEqual({
      kind: 'hoursMinutes',
      hours: 1,
      minutes: 0,
      late: true,
    });
    expect(describeLastUpdate(ago(1439), now)).toEqual({
      kind: 'hoursMinutes',
      hours: 23,
      minutes: 59,
      late: true,
    });
  });

  it('shows days and hours from 1440 minutes', () => {
    expect(describeLastUpdate(ago(1440), now)).toEqual({
      kind: 'daysHours',
      days: 1,
      hours: 0,
      late: true,
    });
    expect(describeLastUpdate(ago(3 * 1440 + 5 * 60 + 7), now)).toEqual({
      kind: 'daysHours',
      days: 3,
      hours: 5,
      late: true,
    });
  });

  it('uses a custom just-updated threshold (side menu: 5 minutes)', () => {
    expect(describeLastUpdate(ago(6), now, 5)).toEqual({
      kind: 'minutes',
      minutes: 6,
      late: false,
    });
  });

  it('treats a future date as just updated', () => {
    expect(describeLastUpdate(new Date(now.getTime() + 60_000), now).kind).toBe('justUpdated');
  });
});
