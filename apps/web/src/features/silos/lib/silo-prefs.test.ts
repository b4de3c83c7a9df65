import { describe, expect, it } from 'vitest';
import { readSiloPrefs } from './silo-prefs';

describe('readSiloPrefs', () => {
  it('defaults to name order, cards, tonnes and metres (spec §9)', () => {
    const prefs = readSiloPrefs({});
    expect(prefs).toMatchObject({ order: 'name', display: 'cards' });
    expect(prefs.displayPrefs).toMatchObject({ siloWeight: 't', length: 'm', dateFormat: 'YMD' });
  });

  it('reads stored choices and legacy unit spellings', () => {
    const prefs = readSiloPrefs({
      silosOrder: 'days_until_empty',
      silosDisplay: 'list',
      siloWeight: 'short ton',
      length: 'ft',
    });
    expect(prefs).toMatchObject({ order: 'days_until_empty', display: 'list' });
    expect(prefs.displayPrefs).toMatchObject({ siloWeight: 'short_ton', length: 'ft' });
    const odd = readSiloPrefs({ siloWeight: 'Kg', length: 'meter', silosOrder: 'nope' });
    expect(odd.order).toBe('name');
    expect(odd.displayPrefs).toMatchObject({ siloWeight: 'kg', length: 'm' });
  });
});
