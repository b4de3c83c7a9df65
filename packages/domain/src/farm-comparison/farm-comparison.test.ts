import { describe, expect, it } from 'vitest';
import { KPI_KEYS, type KpiValues } from '../kpi/catalogue.js';
import { kpiBetter } from './better.js';
import { compareSites } from './compare-sites.js';
import { farmComparisonQuerySchema } from './farm-comparison-api.js';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const D = '00000000-0000-4000-8000-00000000000d';

const kpis = (values: Partial<KpiValues>): KpiValues => ({
  ...(Object.fromEntries(KPI_KEYS.map((key) => [key, null])) as KpiValues),
  ...values,
});

const NO_FIGURES = { lactation_intake_kg: null, avg_females_200d: null };
const site = (id: string, values: Partial<KpiValues>) => ({
  site_id: id,
  kpis: kpis(values),
  figures: NO_FIGURES,
});

describe('kpiBetter', () => {
  it('reads the way from the default objective, else none', () => {
    expect(kpiBetter('far_rate')).toEqual({ way: 'higher' });
    expect(kpiBetter('pre_wean_mortality')).toEqual({ way: 'lower' });
    // wean_age's default is a target 19.5–22.5 days, ideal 21.5.
    expect(kpiBetter('wean_age')).toEqual({ way: 'target', value: 21.5 });
    expect(kpiBetter('npd')).toEqual({ way: 'lower' });
    expect(kpiBetter('services')).toBeNull();
    expect(kpiBetter('avg_females')).toBeNull();
  });

  it('ranks every KPI with an obvious better side, and not gestation length', () => {
    expect(
      ['return_ratio', 'farrowing_interval', 'entry_to_service', 'pc_litters_lt10'].map(kpiBetter),
    ).toEqual(Array(4).fill({ way: 'lower' }));
    expect(kpiBetter('pc_weanings_ge12')).toEqual({ way: 'higher' });
    expect(kpiBetter('ges_length')).toBeNull();
    // Every KPI left unranked is a count, an inventory or biology: none measures how well.
    expect(KPI_KEYS.filter((key) => kpiBetter(key) === null).sort()).toEqual(
      [
        'avg_females',
        'avg_mated_females',
        'first_services',
        'ges_length',
        'gilts_entered',
        'litters',
        'services',
        'weaned',
        'weanings',
      ].sort(),
    );
  });
});

describe('compareSites', () => {
  it('gives the group’s quartiles and each site’s quarter, in the order asked', () => {
    const answer = compareSites({ from: '2026-01-01', to: '2026-03-31' }, [
      site(A, { far_rate: 0.9, pre_wean_mortality: 0.1, services: 400 }),
      site(B, { far_rate: 0.8, pre_wean_mortality: 0.2, services: 90 }),
      site(C, { far_rate: 0.85, pre_wean_mortality: null, services: 150 }),
      site(D, { far_rate: 0.7, pre_wean_mortality: 0.15, services: 200 }),
    ]);
    expect(answer.sites.map((site) => site.site_id)).toEqual([A, B, C, D]);
    expect(answer.group.far_rate).toEqual({
      sites: 4,
      q1: 0.775,
      median: 0.825,
      q3: 0.8625,
      better: { way: 'higher' },
    });
    expect(answer.sites.map((site) => site.quartiles.far_rate)).toEqual([1, 3, 2, 4]);
    // Three sites with a value: no quartiles, no quarters, the count says why.
    expect(answer.group.pre_wean_mortality).toMatchObject({ sites: 3, q1: null, median: null });
    expect(answer.sites.map((site) => site.quartiles.pre_wean_mortality)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(answer.sites.map((site) => site.quartiles.services)).toEqual([null, null, null, null]);
    expect(answer.group.services.median).toBe(175);
  });

  it('draws no quartiles from two sites: their values side by side', () => {
    const answer = compareSites({ from: '2026-01-01', to: '2026-03-31' }, [
      site(A, { far_rate: 0.9 }),
      site(B, { far_rate: 0.8 }),
    ]);
    expect(answer.group.far_rate).toEqual({
      sites: 2,
      q1: null,
      median: null,
      q3: null,
      better: { way: 'higher' },
    });
    expect(answer.sites.map((site) => site.quartiles.far_rate)).toEqual([null, null]);
  });
});

describe('farmComparisonQuerySchema', () => {
  const parse = (query: Record<string, unknown>) => farmComparisonQuerySchema.safeParse(query);
  const issues = (query: Record<string, unknown>) =>
    parse(query).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('takes the sites comma-separated or repeated', () => {
    expect(parse({ sites: `${A},${B}`, from: '2026-01-01', to: '2026-03-31' }).data?.sites).toEqual(
      [A, B],
    );
    expect(parse({ sites: [A, B, C], from: '2026-01-01', to: '2026-01-01' }).data?.sites).toEqual([
      A,
      B,
      C,
    ]);
  });

  it('refuses fewer than two sites, a site twice, and more than 90 days, naming the field', () => {
    expect(issues({ sites: A, from: '2026-01-01', to: '2026-01-31' })).toEqual([
      'sites: must name at least 2 sites',
    ]);
    expect(issues({ sites: `${A},${A}`, from: '2026-01-01', to: '2026-01-31' })).toEqual([
      'sites: must not name a site twice',
    ]);
    expect(issues({ sites: `${A},${B}`, from: '2026-01-01', to: '2026-03-31' })).toBeUndefined();
    expect(issues({ sites: `${A},${B}`, from: '2026-01-01', to: '2026-04-01' })).toEqual([
      'to: the period may cover at most 90 days',
    ]);
    expect(issues({ sites: `${A},${B}`, from: '2026-02-01', to: '2026-01-01' })).toEqual([
      'to: must not be before from',
    ]);
  });
});
