import { describe, expect, it } from 'vitest';
import { BIOLOGY_BOUNDS, outsideBiology } from './biology-bounds.js';
import { KPI_KEYS } from './catalogue.js';

describe('biology bounds', () => {
  it('flags what the audit saw: 3.24 litters a year, 222.5 % replacement, NPD 334.98', () => {
    expect(outsideBiology('litters_mf_year', 3.24)).toBe(true);
    expect(outsideBiology('replacement_rate', 2.225)).toBe(true);
    expect(outsideBiology('npd', 334.98)).toBe(true);
  });

  it('leaves the best real herds alone, and figures without bounds or value', () => {
    expect(outsideBiology('litters_mf_year', 2.6)).toBe(false);
    expect(outsideBiology('pw_mf_year', 37.3)).toBe(false);
    expect(outsideBiology('npd', 80)).toBe(false);
    expect(outsideBiology('ges_length', 115.2)).toBe(false);
    expect(outsideBiology('far_rate', 0.95)).toBe(false);
    expect(outsideBiology('litters_mf_year', null)).toBe(false);
  });

  it('reads both ends of a range', () => {
    expect(outsideBiology('ges_length', 104)).toBe(true);
    expect(outsideBiology('ges_length', 126)).toBe(true);
    expect(outsideBiology('wean_age', 9)).toBe(true);
  });

  it('bounds only catalogue KPIs, each with a range that holds values', () => {
    for (const [key, bounds] of Object.entries(BIOLOGY_BOUNDS)) {
      expect(KPI_KEYS, key).toContain(key);
      expect((bounds.min ?? -Infinity) < (bounds.max ?? Infinity), key).toBe(true);
    }
  });
});
