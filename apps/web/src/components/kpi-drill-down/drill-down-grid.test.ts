import { describe, expect, it } from 'vitest';
import type { KpiDrillDownResponse } from '@barnboard/domain';
import { i18n } from '../../i18n';
import { drillDownGrid } from './drill-down-grid';

const answer: KpiDrillDownResponse = {
  key: 'pre_wean_mortality',
  from: '2026-03-01',
  to: '2026-03-31',
  user: null,
  days: 31,
  window: null,
  formula: 'ratio',
  formula_key: 'performance.formulas.pre_wean_mortality',
  value: 0.25,
  numerator: 3,
  denominator: 12,
  n: 1,
  data: [
    {
      animal: 'F1',
      event: 'farrowing',
      date: '2026-03-02',
      location: 'Farrowing 2',
      detail: null,
      numerator: null,
      denominator: 12,
    },
    {
      animal: 'F1',
      event: 'piglet_death',
      date: '2026-03-04',
      location: null,
      detail: null,
      numerator: 3,
      denominator: null,
    },
  ],
  meta: {
    total: 2,
    pages: 1,
    per_page: 200,
    current_page: 1,
    last_page: 1,
    first: true,
    empty: false,
  },
};

describe('drillDownGrid', () => {
  it('writes each row in the user’s words, with what it adds to each sum', async () => {
    const grid = drillDownGrid(answer, await i18n.changeLanguage('fr'), true);
    expect(grid.columns.map((column) => column.id)).toEqual([
      'animal',
      'event',
      'date',
      'location',
      'detail',
      'numerator',
      'denominator',
    ]);
    expect(grid.rows.map((row) => row.cells)).toEqual([
      {
        animal: 'F1',
        event: 'Mise bas',
        date: '2026-03-02',
        location: 'Farrowing 2',
        detail: null,
        numerator: null,
        denominator: 12,
      },
      {
        animal: 'F1',
        event: 'Mort de porcelets',
        date: '2026-03-04',
        location: null,
        detail: null,
        numerator: 3,
        denominator: null,
      },
    ]);
  });

  it('has no denominator column for a count', async () => {
    const count = { ...answer, key: 'litters' as const, formula: 'count' as const };
    const grid = drillDownGrid(count, await i18n.changeLanguage('en'), true);
    expect(grid.columns.map((column) => column.id)).not.toContain('denominator');
    expect(grid.rows[1]!.cells['detail']).toBeNull();
  });

  it('names a service’s outcome', async () => {
    const service = {
      ...answer,
      data: [{ ...answer.data[0]!, event: 'service' as const, detail: 'returned' }],
    };
    const grid = drillDownGrid(service, await i18n.changeLanguage('en'), true);
    expect(grid.rows[0]!.cells).toMatchObject({ event: 'Service', detail: 'Returned to heat' });
  });
});
