import { describe, expect, it } from 'vitest';
import { buildTimelines } from '../herd/build-timeline.js';
import { day, herdBuilder } from '../herd/herd-builder.js';
import { femalesOnDay } from '../inventory/female-on-day.js';
import { placeIndex, type SitePlace } from '../inventory/site-places.js';
import type { ActionList } from './action-lists-api.js';
import { actionLists, meanGestationDays } from './action-lists.js';
import { actionWindowsOf, actionWindowsSchema, DEFAULT_ACTION_WINDOWS } from './action-windows.js';

const PLACES: SitePlace[] = [
  { name: 'Gestation', kind: 'room', section: 'gestation', building: 'B1', parent: null },
  { name: 'Pen 2', kind: 'pen', section: null, building: null, parent: 'Gestation' },
  { name: 'Pen 10', kind: 'pen', section: null, building: null, parent: 'Gestation' },
  { name: 'Farrowing A', kind: 'room', section: 'lactation', building: 'B1', parent: null },
  { name: 'A-1', kind: 'farrowing_crate', section: null, building: null, parent: 'Farrowing A' },
];
const lengths = { gestation: 115, lactation: 21 };

/** The lists of a hand-made herd on test day `on`, as [animal, due date, days, overdue, note]. */
function listsOn(build: (herd: ReturnType<typeof herdBuilder>) => void, on: number) {
  const herd = herdBuilder();
  build(herd);
  const answer = actionLists({
    date: day(on),
    windows: DEFAULT_ACTION_WINDOWS,
    lengths,
    females: femalesOnDay(buildTimelines(herd.records), dayOf(on)),
    places: placeIndex(PLACES),
  });
  return (list: ActionList) =>
    answer.lists[list].map((item) => [
      item.animal,
      item.due_date,
      item.days,
      item.overdue,
      item.note,
    ]);
}
const dayOf = (n: number) => Date.parse(day(n)) / 86_400_000;

describe('action lists', () => {
  it('lists a served sow for heat checks on days 18–25 and 38–46 only (the regular returns)', () => {
    const serve = (h: ReturnType<typeof herdBuilder>) => h.female('S1').entry(0, 1).serve(10);
    expect(listsOn(serve, 27)('heat_check')).toEqual([]);
    expect(listsOn(serve, 28)('heat_check')).toEqual([['S1', day(28), 0, false, 'heat_1']]);
    expect(listsOn(serve, 35)('heat_check')).toEqual([['S1', day(28), 7, false, 'heat_1']]);
    expect(listsOn(serve, 36)('heat_check')).toEqual([]);
    expect(listsOn(serve, 50)('heat_check')).toEqual([['S1', day(48), 2, false, 'heat_2']]);
    expect(listsOn(serve, 57)('heat_check')).toEqual([]);
  });

  it('asks for a first check from day 24, overdue after 42, and a second on days 56–75', () => {
    const unchecked = (h: ReturnType<typeof herdBuilder>) => h.female('S1').entry(0, 1).serve(0);
    expect(listsOn(unchecked, 23)('preg_check')).toEqual([]);
    expect(listsOn(unchecked, 24)('preg_check')).toEqual([['S1', day(24), 0, false, 'check_1']]);
    expect(listsOn(unchecked, 43)('preg_check')).toEqual([['S1', day(24), 19, true, 'check_1']]);
    expect(listsOn(unchecked, 56)('preg_check')).toEqual([['S1', day(24), 32, true, 'check_2']]);
    expect(listsOn(unchecked, 60)('preg_check')).toEqual([['S1', day(24), 36, true, 'check_2']]);
    const checked = (h: ReturnType<typeof herdBuilder>) =>
      h.female('S1').entry(0, 1).serve(0).check(28, 'positive');
    expect(listsOn(checked, 30)('preg_check')).toEqual([]);
    expect(listsOn(checked, 56)('preg_check')).toEqual([['S1', day(56), 0, false, 'check_2']]);
    expect(listsOn(checked, 76)('preg_check')).toEqual([]);
    const twice = (h: ReturnType<typeof herdBuilder>) =>
      h.female('S1').entry(0, 1).serve(0).check(28, 'positive').check(57, 'positive');
    expect(listsOn(twice, 60)('preg_check')).toEqual([]);
  });

  it('moves a sow to farrowing 5 days before she is due, unless she stands in a crate', () => {
    const gestating = (h: ReturnType<typeof herdBuilder>) =>
      h.female('S1').entry(0, 1).move(0, 'Pen 2').serve(0).check(28, 'positive');
    expect(listsOn(gestating, 109)('move_to_farrowing')).toEqual([]);
    expect(listsOn(gestating, 110)('move_to_farrowing')).toEqual([
      ['S1', day(110), 0, false, null],
    ]);
    const moved = (h: ReturnType<typeof herdBuilder>) =>
      h.female('S1').entry(0, 1).serve(0).check(28, 'positive').move(108, 'A-1');
    expect(listsOn(moved, 112)('move_to_farrowing')).toEqual([]);
  });

  it('lists sows due to farrow a week ahead, overdue after 3 days, not in pig after 120', () => {
    const gestating = (h: ReturnType<typeof herdBuilder>) => h.female('S1').entry(0, 1).serve(0);
    expect(listsOn(gestating, 107)('due_to_farrow')).toEqual([]);
    expect(listsOn(gestating, 108)('due_to_farrow')).toEqual([['S1', day(115), -7, false, null]]);
    expect(listsOn(gestating, 118)('due_to_farrow')).toEqual([['S1', day(115), 3, false, null]]);
    expect(listsOn(gestating, 119)('due_to_farrow')).toEqual([['S1', day(115), 4, true, null]]);
    expect(listsOn(gestating, 121)('due_to_farrow')).toEqual([
      ['S1', day(115), 6, true, 'not_in_pig'],
    ]);
  });

  it('lists litters due to wean a week ahead, overdue 3 days past the target', () => {
    const nursing = (h: ReturnType<typeof herdBuilder>) =>
      h.female('S1').entry(0, 1).serve(0).farrow(115, 12);
    expect(listsOn(nursing, 128)('due_to_wean')).toEqual([]);
    expect(listsOn(nursing, 129)('due_to_wean')).toEqual([['S1', day(136), -7, false, null]]);
    expect(listsOn(nursing, 140)('due_to_wean')).toEqual([['S1', day(136), 4, true, null]]);
  });

  it('lists weaned sows not served after 7 days, overdue after 21; a service takes her off', () => {
    const weaned = (h: ReturnType<typeof herdBuilder>) =>
      h.female('S1').entry(0, 1).serve(0).farrow(115, 12).wean(136, 11);
    expect(listsOn(weaned, 143)('weaned_not_served')).toEqual([]);
    expect(listsOn(weaned, 144)('weaned_not_served')).toEqual([['S1', day(143), 1, false, null]]);
    expect(listsOn(weaned, 158)('weaned_not_served')).toEqual([['S1', day(143), 15, true, null]]);
    const inHeat = (h: ReturnType<typeof herdBuilder>) =>
      h.female('S1').entry(0, 1).serve(0).farrow(115, 12).wean(136, 11).heat(140);
    expect(listsOn(inHeat, 150)('weaned_not_served')).toEqual([['S1', day(143), 7, false, null]]);
    const served = (h: ReturnType<typeof herdBuilder>) =>
      h.female('S1').entry(0, 1).serve(0).farrow(115, 12).wean(136, 11).serve(145);
    expect(listsOn(served, 150)('weaned_not_served')).toEqual([]);
  });

  it('lists gilts never served after their acclimatisation, heat or not', () => {
    const gilt = (h: ReturnType<typeof herdBuilder>) => h.female('G1').entry(0).heat(30);
    expect(listsOn(gilt, 41)('gilts_overdue')).toEqual([]);
    expect(listsOn(gilt, 45)('gilts_overdue')).toEqual([['G1', day(42), 3, false, null]]);
    const sow = (h: ReturnType<typeof herdBuilder>) => h.female('S1').entry(0, 1);
    expect(listsOn(sow, 45)('gilts_overdue')).toEqual([]);
  });

  it('lists females with no event for 35 days, but not gestating ones before they are due', () => {
    const open = (h: ReturnType<typeof herdBuilder>) =>
      h.female('S1').entry(0, 1).serve(0).check(28, 'negative');
    expect(listsOn(open, 62)('inactive')).toEqual([]);
    expect(listsOn(open, 63)('inactive')).toEqual([['S1', day(63), 0, false, null]]);
    const gestating = (h: ReturnType<typeof herdBuilder>) =>
      h.female('S1').entry(0, 1).serve(0).check(28, 'positive');
    expect(listsOn(gestating, 100)('inactive')).toEqual([]);
    expect(listsOn(gestating, 116)('inactive')).toEqual([['S1', day(63), 53, false, null]]);
  });

  it('leaves removed females off every list', () => {
    const culled = (h: ReturnType<typeof herdBuilder>) =>
      h.female('S1').entry(0, 1).serve(0).remove(20, 'cull');
    const lists = listsOn(culled, 30);
    expect([lists('heat_check'), lists('preg_check'), lists('inactive')]).toEqual([[], [], []]);
  });

  it('sorts each list in one walk through the barn: room, place in name order, then no place', () => {
    const herd = (h: ReturnType<typeof herdBuilder>) => {
      h.female('S4').entry(0, 1).serve(0);
      h.female('S3').entry(0, 1).move(0, 'Pen 10').serve(0);
      h.female('S2').entry(0, 1).move(0, 'Pen 2').serve(0);
      h.female('S1').entry(0, 1).move(0, 'Pen 2').serve(0);
      h.female('S5').entry(0, 1).move(0, 'Barn X').serve(0);
    };
    expect(listsOn(herd, 20)('heat_check').map(([animal]) => animal)).toEqual([
      'S1',
      'S2',
      'S3',
      'S5',
      'S4',
    ]);
  });
});

describe('windows', () => {
  it('fills missing or unreadable stored windows with the defaults', () => {
    expect(actionWindowsOf(null)).toEqual(DEFAULT_ACTION_WINDOWS);
    expect(actionWindowsOf({ inactive_days: 60 }).inactive_days).toBe(60);
    expect(actionWindowsOf({ inactive_days: 'x' })).toEqual(DEFAULT_ACTION_WINDOWS);
  });

  it('refuses windows that run backwards, naming the field', () => {
    const result = actionWindowsSchema.safeParse({
      ...DEFAULT_ACTION_WINDOWS,
      heat_check_1_to: 10,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['heat_check_1_to']);
  });

  it('takes the rounded mean gestation, else 115 days', () => {
    expect(meanGestationDays(0, 0)).toBe(115);
    expect(meanGestationDays(231, 2)).toBe(116);
  });
});
