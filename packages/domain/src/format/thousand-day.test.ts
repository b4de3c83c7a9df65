import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateOfDay, dayNumber } from '../herd/day-number.js';
import {
  formatThousandDay,
  formatThousandDayNumber,
  thousandDay,
  thousandDayDue,
} from './thousand-day.js';

describe('the 1000-day calendar', () => {
  // 1969 and 1970 have 365 days each, and 1971-09-27 is day 270 of 1971: 365 + 365 + 270 = 1000.
  it.each<[string, number, string, string]>([
    ['1969-01-01', 1, '001', '00-001'],
    ['1969-01-10', 10, '010', '00-010'],
    ['1969-04-10', 100, '100', '00-100'],
    ['1971-09-26', 999, '999', '00-999'],
    ['1971-09-27', 1000, '000', '01-000'],
    ['1971-09-28', 1, '001', '01-001'],
    ['1974-06-23', 1000, '000', '02-000'],
    ['1974-06-24', 1, '001', '02-001'],
    // Published: agrimidia.com.br (Calendário Pig 2014), zootecniabrasil.com (2 January 2025).
    ['2014-01-01', 437, '437', '16-437'],
    ['2025-01-02', 456, '456', '20-456'],
    ['2025-04-26', 570, '570', '20-570'],
    ['2026-11-22', 145, '145', '21-145'],
    // Leap day of a leap year.
    ['2024-02-29', 148, '148', '20-148'],
    // A date-time counts on the day written in it, whatever its offset.
    ['2026-11-22T23:30:00-05:00', 145, '145', '21-145'],
    ['2026-11-22T00:30:00+13:00', 145, '145', '21-145'],
    // Before the epoch the count runs backwards; the cycle is then negative.
    ['1968-12-31', 1000, '000', '00-000'],
    ['1968-12-30', 999, '999', '-1-999'],
  ])('%s is day %d: TTT "%s", CC-TTT "%s"', (date, day, ttt, ccttt) => {
    expect(thousandDay(date)).toBe(day);
    expect(formatThousandDay(date, 'TTT')).toBe(ttt);
    expect(formatThousandDay(date, 'CC-TTT')).toBe(ccttt);
  });

  it('advances by one each day and wraps from 1000 to 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: dayNumber('1969-01-01'), max: dayNumber('2200-12-31') }),
        (day) => {
          const today = thousandDay(dateOfDay(day));
          const tomorrow = thousandDay(dateOfDay(day + 1));
          expect(today).toBeGreaterThanOrEqual(1);
          expect(today).toBeLessThanOrEqual(1000);
          expect(tomorrow).toBe(today === 1000 ? 1 : today + 1);
        },
      ),
    );
  });

  it('writes CC-TTT as the day count since 1968-12-31, so it sorts as dates do', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: dayNumber('1969-01-01'), max: dayNumber('2200-12-31') }),
        (day) => {
          const text = formatThousandDay(dateOfDay(day), 'CC-TTT');
          expect(Number(text.replace('-', ''))).toBe(day - dayNumber('1968-12-31'));
        },
      ),
    );
  });

  it.each(['', 'yesterday', '2026-02-30', '22-11-2026'])('refuses %j', (date) => {
    expect(() => thousandDay(date)).toThrow(RangeError);
    expect(() => formatThousandDay(date, 'TTT')).toThrow(RangeError);
  });

  it.each<[number, string]>([
    [1, '001'],
    [42, '042'],
    [999, '999'],
    [1000, '000'],
  ])('shows day %d as "%s"', (day, text) => {
    expect(formatThousandDayNumber(day)).toBe(text);
  });

  it.each<[number, number | undefined, number]>([
    [456, undefined, 570],
    [886, undefined, 1000],
    [887, undefined, 1],
    [900, undefined, 14],
    [1000, undefined, 114],
    [1, undefined, 115],
    [990, 115, 105],
  ])('a service on day %d (gestation %s) is due on day %d', (service, gestation, due) => {
    expect(thousandDayDue(service, gestation)).toBe(due);
  });

  it('puts the due day on the date 114 days after the service', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: dayNumber('1969-01-01'), max: dayNumber('2200-12-31') }),
        (day) => {
          const service = thousandDay(dateOfDay(day));
          expect(thousandDayDue(service)).toBe(thousandDay(dateOfDay(day + 114)));
        },
      ),
    );
  });

  it.each([0, 1001, 12.5, Number.NaN])('refuses service day %d', (day) => {
    expect(() => thousandDayDue(day)).toThrow(RangeError);
  });
});
