import { describe, expect, it } from 'vitest';
import {
  feedStatus,
  feedingDayAsOf,
  gestationLive,
  lactationHistory,
  lactationLive,
  parseDayRange,
  percentOfTarget,
  roomOf,
  type IntakeRow,
} from './figures.js';
import { feedIntakeSchema } from './intake-schema.js';
import { isNotificationCode, NOTIFICATION_CODES } from './notification-codes.js';

const row = (
  animal: string,
  target: number,
  distributed: number,
  extra: Partial<IntakeRow> = {},
): IntakeRow => ({
  animal,
  date: '2026-03-10',
  day: 40,
  target_g: target,
  distributed_g: distributed,
  station: 'ESF 1',
  location: 'Gestation pen 1',
  ...extra,
});

describe('feedStatus and percentOfTarget', () => {
  it('calls under 1 g not fed, under 80 % under-fed, 80 % and more fed', () => {
    expect(feedStatus(0, 2500)).toBe('not_fed');
    expect(feedStatus(1, 2500)).toBe('under_fed');
    expect(feedStatus(1999, 2500)).toBe('under_fed');
    expect(feedStatus(2000, 2500)).toBe('fed');
    expect(feedStatus(3000, 2500)).toBe('fed');
  });
  it('rounds percentages to one decimal, null without a target', () => {
    expect(percentOfTarget(2600, 3000)).toBe(86.7);
    expect(percentOfTarget(100, 0)).toBeNull();
  });
});

describe('gestationLive', () => {
  it('counts expected, fed, not fed and under-fed sows and lists the attention ones', () => {
    const live = gestationLive(
      '2026-03-10',
      null,
      [
        row('A', 2500, 2500),
        row('B', 3000, 0),
        row('C', 2000, 1500),
        row('D', 2000, 1600),
        row('E', 0, 0),
        row('F', 2000, 1000),
      ],
      7,
    );
    expect(live).toMatchObject({
      as_of: null,
      expected: 5,
      fed: 4,
      not_fed: 1,
      under_fed: 2,
      total_target_g: 11500,
      total_distributed_g: 6600,
      percent: 57.4,
      visits: 7,
      underfed_threshold_percent: 80,
    });
    expect(live.attention.map((a) => `${a.animal} ${a.status} ${a.percent}`)).toEqual([
      'B not_fed 0',
      'F under_fed 50',
      'C under_fed 75',
    ]);
  });
});

describe('feedingDayAsOf', () => {
  // 2026-03-10 19:40 UTC: 15:40 in Montreal (EDT, UTC−4), already the 11th in Tokyo.
  const now = new Date('2026-03-10T19:40:00Z');

  it('reads the site’s time on the site’s today: the day is still going on', () => {
    expect(feedingDayAsOf('2026-03-10', now, 'America/Montreal')).toBe('15:40');
    expect(feedingDayAsOf('2026-03-11', now, 'Asia/Tokyo')).toBe('04:40');
  });

  it('keeps the day going at 10:00, 15:40 and 23:00 site time, and over at midnight', () => {
    // The live tiles judge a day only once it is over (issue 28 §4): at each of these hours
    // the day reads "so far", uncoloured; a minute past midnight it is yesterday, final.
    const at = (iso: string) => new Date(iso);
    expect(feedingDayAsOf('2026-03-10', at('2026-03-10T14:00:00Z'), 'America/Montreal')).toBe(
      '10:00',
    );
    expect(feedingDayAsOf('2026-03-10', at('2026-03-10T19:40:00Z'), 'America/Montreal')).toBe(
      '15:40',
    );
    expect(feedingDayAsOf('2026-03-10', at('2026-03-11T03:00:00Z'), 'America/Montreal')).toBe(
      '23:00',
    );
    expect(feedingDayAsOf('2026-03-10', at('2026-03-11T04:01:00Z'), 'America/Montreal')).toBeNull();
  });

  it('says nothing of a day whose midnight has passed on the site’s clock', () => {
    expect(feedingDayAsOf('2026-03-09', now, 'America/Montreal')).toBeNull();
    expect(feedingDayAsOf('2026-03-10', now, 'Asia/Tokyo')).toBeNull();
  });
});

describe('lactationLive', () => {
  it('sums targets and distributions and orders feeders by location', () => {
    const live = lactationLive('2026-03-10', '15:40', [
      row('L2', 3000, 2600, { location: 'Farrowing A-10', station: 'LF A-10' }),
      row('L1', 3000, 3000, { location: 'Farrowing A-2', station: 'LF A-2' }),
    ]);
    expect(live).toMatchObject({
      as_of: '15:40',
      sows: 2,
      total_target_g: 6000,
      total_distributed_g: 5600,
      percent: 93.3,
    });
    expect(live.feeders.map((f) => f.animal)).toEqual(['L1', 'L2']);
  });
});

describe('lactationHistory', () => {
  it('averages per lactation day, sow and room within the day range', () => {
    const rows = [
      row('L1', 2500, 2400, { day: 1, location: 'Farrowing A-1' }),
      row('L1', 3000, 3000, { day: 2, location: 'Farrowing A-1' }),
      row('L2', 2500, 2000, { day: 1, location: 'Farrowing A-2' }),
      row('L2', 3000, 2601, { day: 2, location: 'Farrowing A-2' }),
      row('L3', 7500, 7000, { day: 19, location: 'Farrowing B-1' }),
      row('L4', 7500, 6000, { day: 5, location: null }),
    ];
    const history = lactationHistory(rows, { from: 1, to: 18 });
    expect(history.by_day).toEqual([
      { day: 1, intakes: 2, mean_g: 2200 },
      { day: 2, intakes: 2, mean_g: 2801 },
      { day: 5, intakes: 1, mean_g: 6000 },
    ]);
    expect(history.by_sow).toEqual([
      { animal: 'L1', intakes: 2, mean_g: 2700, total_g: 5400 },
      { animal: 'L2', intakes: 2, mean_g: 2301, total_g: 4601 },
      { animal: 'L4', intakes: 1, mean_g: 6000, total_g: 6000 },
    ]);
    expect(history.by_room).toEqual([
      { room: 'Farrowing A', sows: 2, intakes: 4, mean_g: 2500 },
      { room: null, sows: 1, intakes: 1, mean_g: 6000 },
    ]);
    expect(history.intakes).toBe(5);
    expect(history.mean_g).toBe(3200);
    expect(lactationHistory([], { from: 1, to: 18 }).mean_g).toBeNull();
  });
});

describe('parseDayRange and roomOf', () => {
  it('reads from/to day ranges and refuses reversed or malformed ones', () => {
    expect(parseDayRange('1/18')).toEqual({ from: 1, to: 18 });
    expect(parseDayRange(' 2 / 2 ')).toEqual({ from: 2, to: 2 });
    expect(parseDayRange('18/1')).toBeNull();
    expect(parseDayRange('1-18')).toBeNull();
    expect(parseDayRange('a/b')).toBeNull();
  });
  it('drops the crate number of a feeder location', () => {
    expect(roomOf('Farrowing A-12')).toBe('Farrowing A');
    expect(roomOf('Room 3')).toBe('Room');
    expect(roomOf('Nursery')).toBe('Nursery');
    expect(roomOf(null)).toBeNull();
  });
});

describe('feedIntakeSchema and notification codes', () => {
  it('reads JSON numbers and CSV texts alike', () => {
    const parsed = feedIntakeSchema.parse({
      animal: ' S1 ',
      date: '2026-03-10',
      kind: 'lactation',
      target_g: '6500',
      distributed_g: 6400,
      curve_percent: '102,5',
      day: '10',
    });
    expect(parsed).toEqual({
      animal: 'S1',
      date: '2026-03-10',
      kind: 'lactation',
      target_g: 6500,
      distributed_g: 6400,
      curve_percent: 102.5,
      day: 10,
    });
    expect(feedIntakeSchema.safeParse({ ...parsed, target_g: -1 }).success).toBe(false);
    expect(feedIntakeSchema.safeParse({ ...parsed, extra: 1 }).success).toBe(false);
  });
  it('lists the 39 codes of spec §8', () => {
    expect(NOTIFICATION_CODES).toHaveLength(39);
    expect(isNotificationCode(125)).toBe(true);
    expect(isNotificationCode(126)).toBe(false);
  });
});
