import { describe, expect, it } from 'vitest';
import type { DictionaryItem } from '@barnboard/domain';
import { checkItem, itemFormValues, matchesSearch } from './dictionary-form';

const NORTH = 'a0000000-0000-4000-8000-000000000001';
const SOUTH = 'a0000000-0000-4000-8000-000000000002';

const item: DictionaryItem = {
  cloud_id: 'd0000000-0000-4000-8000-000000000001',
  name: 'Gestation',
  recipe: 'G-16',
  density: 650,
  utility: null,
  tenant: { cloud_id: 'b0000000-0000-4000-8000-000000000001', name: 'Bocage' },
  sites: [{ id: NORTH, name: 'Nord' }],
  created_by: 'Odile Bouchard',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  bins: [],
  can_edit: true,
};

describe('the dictionary item form', () => {
  it('requires a name, a recipe, a density and a site (spec §5)', () => {
    const empty = itemFormValues(null, 'kg_m3');
    expect(checkItem(empty, empty, null, 'kg_m3')).toEqual({
      kind: 'invalid',
      errors: { name: 'required', recipe: 'required', density: 'required', sites: 'required' },
    });
    const zero = { ...empty, name: 'X', recipe: 'Y', density: '0', sites: [NORTH] };
    expect(checkItem(zero, empty, null, 'kg_m3')).toMatchObject({
      errors: { density: 'too_small' },
    });
  });

  it('sends the density in kg/m³ whatever unit it was typed in', () => {
    const empty = itemFormValues(null, 'lb_ft3');
    const values = { ...empty, name: 'Finition', recipe: 'F-2', density: '40', sites: [NORTH] };
    const check = checkItem(values, empty, null, 'lb_ft3');
    expect(check.kind).toBe('send');
    if (check.kind !== 'send') return;
    expect(check.body.density).toBeCloseTo(640.74, 2);
    expect(check.body.utility).toBeNull();
  });

  it('says "same values" when nothing changed, even in lb/ft³, and names the version', () => {
    const initial = itemFormValues(item, 'lb_ft3');
    expect(initial.density).toBe('40.58');
    expect(checkItem(initial, initial, item, 'lb_ft3')).toEqual({ kind: 'same' });
    expect(checkItem({ ...initial, sites: [NORTH, SOUTH] }, initial, item, 'lb_ft3')).toEqual({
      kind: 'send',
      body: { sites: [NORTH, SOUTH], expected_updated_at: item.updated_at },
    });
  });

  it('searches name, recipe and utility, accents and case aside', () => {
    expect(matchesSearch({ ...item, utility: 'Maternité' }, 'materni')).toBe(true);
    expect(matchesSearch(item, 'g-16')).toBe(true);
    expect(matchesSearch(item, 'lactation')).toBe(false);
  });
});
