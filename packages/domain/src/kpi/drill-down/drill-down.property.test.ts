import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KPI_KEYS } from '../catalogue.js';
import { herdArb, periodArb } from '../random-herds.test-support.js';
import { computeKpiReport } from '../reference.js';
import { computeKpiExplanation } from './reference-facts.js';

const sum = (values: readonly (number | null)[]) =>
  values.reduce<number>((total, value) => total + (value ?? 0), 0);

describe('KPI drill-down (reference engine)', () => {
  it('explains every key: its rows sum to the figure the report gives, to the last bit', () => {
    fc.assert(
      fc.property(herdArb, periodArb, (records, period) => {
        const report = computeKpiReport(records, period);
        for (const key of KPI_KEYS) {
          const explanation = computeKpiExplanation(records, key, period);
          expect(explanation.value, key).toBe(report.kpis[key]);
          const numerator = sum(explanation.rows.map((row) => row.numerator));
          expect(numerator, key).toBe(explanation.numerator);
          if (explanation.formula === 'count') {
            // A count's list: its rows' values add up to the figure itself.
            expect(numerator, key).toBe(report.kpis[key]);
            expect(explanation.rows.every((row) => row.denominator === null)).toBe(true);
          } else if (explanation.formula !== 'average') {
            const denominator = sum(explanation.rows.map((row) => row.denominator));
            expect(denominator, key).toBe(explanation.denominator);
            // n is what the grids' n counts: the piglets born alive for pre-weaning mortality,
            // else the rows the denominator is made of.
            expect(explanation.n, key).toBe(
              key === 'pre_wean_mortality'
                ? denominator
                : explanation.rows.filter((row) => row.denominator !== null).length,
            );
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
