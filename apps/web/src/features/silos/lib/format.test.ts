import { DEFAULT_DISPLAY_PREFS } from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { formatPercent, formatVolts, makeSiloFormat } from './format';

describe('makeSiloFormat', () => {
  const zones: Record<string, string> = { montreal: 'America/Montreal' };
  const zoneOf = (siteId: string) => zones[siteId];

  it('shows feed in the silo weight unit, two decimals trimmed', () => {
    const fmt = makeSiloFormat(DEFAULT_DISPLAY_PREFS, zoneOf);
    expect(fmt.quantity(12500)).toBe('12.50 t');
    expect(fmt.quantity(12000)).toBe('12 t');
    const lb = makeSiloFormat({ ...DEFAULT_DISPLAY_PREFS, siloWeight: 'lb' }, zoneOf);
    expect(lb.quantity(1000)).toBe('2,204.62 lb');
  });

  it("dates an instant at its site, in the user's date format and clock", () => {
    const prefs = { ...DEFAULT_DISPLAY_PREFS, dateFormat: 'DMY' as const, hourCycle: 12 as const };
    const fmt = makeSiloFormat(prefs, zoneOf);
    // 02:30 UTC is still the evening before in Montréal.
    expect(fmt.day('2026-03-11T02:30:00Z', 'montreal')).toBe('10-03-2026');
    expect(fmt.dateTime('2026-03-11T02:30:00Z', 'montreal')).toBe('10-03-2026 10:30 PM');
  });

  it('writes volts and percentages in the language', () => {
    expect(formatVolts(3612, 'fr')).toBe('3,61 V');
    expect(formatPercent(42.4, 'en')).toBe('42\u00a0%');
  });
});
