import { describe, expect, it } from 'vitest';
import { makeBin } from '../../../testing/make-bin';
import { groupBins, sortBins } from './group-bins';

const site2 = { id: 'a0000000-0000-4000-8000-000000000002', name: 'Alpha farm' };
const building2 = { cloud_id: 'c0000000-0000-4000-8000-000000000002', name: 'Annex' };

describe('groupBins', () => {
  const bins = [
    makeBin({ name: 'Silo 10', fill_level: 80 }),
    makeBin({ name: 'Silo 2', fill_level: 20 }),
    makeBin({ name: 'Silo 1', building: building2 }),
    makeBin({ name: 'Other', site: site2 }),
  ];

  it('groups by site then building, names in natural order', () => {
    const groups = groupBins(bins, 'name', null);
    expect(groups.map((g) => g.name)).toEqual(['Alpha farm', 'Ferme du Bocage']);
    const bocage = groups[1]!;
    expect(bocage.buildings.map((b) => b.name)).toEqual(['Annex', 'Gestation 1']);
    expect(bocage.buildings[1]!.bins.map((b) => b.name)).toEqual(['Silo 2', 'Silo 10']);
  });

  it('puts the current site first', () => {
    const groups = groupBins(bins, 'name', bins[0]!.site.id);
    expect(groups[0]!.name).toBe('Ferme du Bocage');
  });

  it('names sites through the given function (sharing names)', () => {
    const groups = groupBins(bins, 'name', null, (bin) => `shared ${bin.site.name}`);
    expect(groups.map((g) => g.name)).toEqual(['shared Alpha farm', 'shared Ferme du Bocage']);
  });
});

describe('sortBins', () => {
  it('sorts by fill, days until empty and quantity, unknown values last', () => {
    const a = makeBin({ name: 'A', fill_level: 50, quantity: 100, forecast: null });
    const b = makeBin({ name: 'B', fill_level: 10, quantity: null });
    const c = makeBin({ name: 'C', fill_level: 30, quantity: 50 });
    expect(sortBins([a, b, c], 'fill_level').map((x) => x.name)).toEqual(['B', 'C', 'A']);
    expect(sortBins([a, b, c], 'quantity').map((x) => x.name)).toEqual(['C', 'A', 'B']);
    expect(sortBins([a, b, c], 'days_until_empty').map((x) => x.name)).toEqual(['B', 'C', 'A']);
  });
});
