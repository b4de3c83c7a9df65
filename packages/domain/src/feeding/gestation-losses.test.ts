import { describe, expect, it } from 'vitest';
import { dateOfDay, dayNumber } from '../herd/day-number.js';
import { returnBand } from '../kpi/bands.js';
import {
  gestationLosses,
  lossCause,
  lossWindow,
  NOT_IN_PIG_DAY,
  type ServiceFate,
} from './gestation-losses.js';

const SERVED = dayNumber('2025-09-01');

const fate = (
  animal: string,
  outcome: ServiceFate['outcome'],
  daysLater: number | null,
  removalKind: ServiceFate['removalKind'] = null,
): ServiceFate => ({
  animal,
  day: SERVED,
  outcome,
  outcomeDay: daysLater === null ? null : SERVED + daysLater,
  removalKind,
});

describe('lossCause', () => {
  const today = SERVED + 200;
  it.each<[ServiceFate, string | null]>([
    [fate('a', 'returned', 17), 'irregular_return'],
    [fate('a', 'returned', 18), 'regular_return'],
    [fate('a', 'returned', 25), 'regular_return'],
    [fate('a', 'returned', 26), 'irregular_return'],
    [fate('a', 'returned', 42), 'regular_return'],
    [fate('a', 'returned', 47), 'irregular_return'],
    [fate('a', 'open', 28), 'negative_check'],
    [fate('a', 'aborted', 60), 'abortion'],
    [fate('a', 'removed', 50, 'cull'), 'died_or_culled'],
    [fate('a', 'removed', 50, 'death'), 'died_or_culled'],
    [fate('a', 'removed', 50, 'euthanasia'), 'died_or_culled'],
    [fate('a', 'removed', 50, 'transfer'), null],
    [fate('a', 'farrowed', 115), null],
  ])('%j → %s', (service, cause) => {
    expect(lossCause(service, today)).toBe(cause);
  });

  it('labels a return as the returns analysis bands it, whatever the day', () => {
    for (let days = 1; days <= 130; days++) {
      const regular = ['regular', 'regular_second'].includes(returnBand(days));
      expect(lossCause(fate('a', 'returned', days), today), `day ${days}`).toBe(
        regular ? 'regular_return' : 'irregular_return',
      );
    }
  });

  it('calls a pending service not in pig once day 120 has passed', () => {
    const pending = fate('a', 'pending', null);
    expect(lossCause(pending, SERVED + NOT_IN_PIG_DAY)).toBeNull();
    expect(lossCause(pending, SERVED + NOT_IN_PIG_DAY + 1)).toBe('not_in_pig');
  });
});

describe('gestationLosses', () => {
  it('counts the window’s services by fate and each cause with its share and mean day', () => {
    const period = { from: '2025-12-01', to: '2026-02-28' };
    const answer = gestationLosses(
      period,
      [
        fate('S3', 'returned', 21),
        fate('S1', 'returned', 19),
        fate('S2', 'returned', 35),
        fate('S4', 'aborted', 60),
        fate('S5', 'pending', null),
        fate('S6', 'farrowed', 115),
        fate('S7', 'farrowed', 116),
        fate('S8', 'removed', 40, 'transfer'),
      ],
      dateOfDay(SERVED + 130),
    );
    expect(answer).toMatchObject({
      from: '2025-12-01',
      to: '2026-02-28',
      window: { from: '2025-08-08', to: '2025-11-05' },
      services: 8,
      farrowed: 2,
      pending: 0,
      transferred: 1,
      lost: 5,
      percent_lost: 62.5,
      mean_day_lost: 33.8,
    });
    expect(answer.causes).toEqual([
      { cause: 'regular_return', count: 2, percent: 25, mean_day: 20 },
      { cause: 'irregular_return', count: 1, percent: 12.5, mean_day: 35 },
      { cause: 'negative_check', count: 0, percent: 0, mean_day: null },
      { cause: 'abortion', count: 1, percent: 12.5, mean_day: 60 },
      { cause: 'not_in_pig', count: 1, percent: 12.5, mean_day: null },
      { cause: 'died_or_culled', count: 0, percent: 0, mean_day: null },
    ]);
    expect(answer.losses.map((loss) => [loss.animal, loss.cause, loss.day_lost])).toEqual([
      ['S1', 'regular_return', 19],
      ['S2', 'irregular_return', 35],
      ['S3', 'regular_return', 21],
      ['S4', 'abortion', 60],
      ['S5', 'not_in_pig', null],
    ]);
    expect(answer.losses[0]).toEqual({
      animal: 'S1',
      service_date: '2025-09-01',
      cause: 'regular_return',
      lost_date: '2025-09-20',
      day_lost: 19,
    });
  });

  it('answers nulls without services', () => {
    const answer = gestationLosses({ from: '2026-01-01', to: '2026-01-31' }, [], '2026-02-01');
    expect(answer).toMatchObject({ services: 0, lost: 0, percent_lost: null, mean_day_lost: null });
    expect(answer.causes.every((c) => c.percent === null && c.mean_day === null)).toBe(true);
  });

  it('looks 115 days back, as the farrowing rate', () => {
    expect(lossWindow({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2025-11-06',
      to: '2025-12-06',
    });
  });
});
