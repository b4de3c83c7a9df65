import { DEFAULT_DISPLAY_PREFS } from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { columnLabel, isoWeek } from './column-labels';

const en = i18n.getFixedT('en');
const fr = i18n.getFixedT('fr');
const whole = (from: string, to: string) => ({ from, to, partial: false });

describe('column labels', () => {
  it('numbers ISO weeks, across the turn of a year', () => {
    expect(isoWeek('2026-01-01')).toEqual({ week: 1, year: 2026 });
    expect(isoWeek('2021-01-03')).toEqual({ week: 53, year: 2020 });
    expect(isoWeek('2024-12-30')).toEqual({ week: 1, year: 2025 });
    expect(isoWeek('2026-05-11')).toEqual({ week: 20, year: 2026 });
  });

  it('writes each unit in the user’s language', () => {
    const prefs = DEFAULT_DISPLAY_PREFS;
    expect(columnLabel('week', whole('2026-05-11', '2026-05-17'), en, prefs)).toBe('W20 2026');
    expect(columnLabel('month', whole('2026-05-01', '2026-05-31'), en, prefs)).toBe('May 2026');
    expect(
      columnLabel('month', whole('2026-05-01', '2026-05-31'), fr, { ...prefs, language: 'fr' }),
    ).toBe('mai 2026');
    expect(columnLabel('quarter', whole('2026-04-01', '2026-06-30'), fr, prefs)).toBe('T2 2026');
    expect(columnLabel('year', whole('2025-01-01', '2025-12-31'), en, prefs)).toBe('2025');
  });

  it('ends a rolling window on its day in the user’s date format', () => {
    const prefs = { ...DEFAULT_DISPLAY_PREFS, dateFormat: 'DMY' as const };
    expect(columnLabel('rolling13', whole('2026-03-02', '2026-05-31'), en, prefs)).toBe(
      '13 wk to 31-05-2026',
    );
  });

  it('says a column cut short by the period’s end is so far', () => {
    const partial = { from: '2026-05-01', to: '2026-05-14', partial: true };
    expect(columnLabel('month', partial, en, DEFAULT_DISPLAY_PREFS)).toBe('May 2026 (so far)');
  });

  it('says where a column cut at the period’s start begins, or both ends when cut at both', () => {
    const prefs = DEFAULT_DISPLAY_PREFS;
    const late = { from: '2025-12-07', to: '2025-12-31', partial: true };
    expect(columnLabel('month', late, en, prefs)).toBe('Dec 2025 (from 2025-12-07)');
    const both = { from: '2026-05-04', to: '2026-05-14', partial: true };
    expect(columnLabel('month', both, en, prefs)).toBe('May 2026 (2026-05-04 to 2026-05-14)');
    // A week from Wednesday to its Sunday.
    const week = { from: '2026-05-13', to: '2026-05-17', partial: true };
    expect(columnLabel('week', week, en, prefs)).toBe('W20 2026 (from 2026-05-13)');
    expect(
      columnLabel('year', { from: '2026-03-01', to: '2026-12-31', partial: true }, fr, prefs),
    ).toBe('2026 (depuis le 2026-03-01)');
  });
});
