import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeHerdReport, type HerdRecord } from '@barnboard/domain';
import { computeSiteKpiPeriods } from '../../src/modules/kpis/kpi-engine.js';
import { openDemoDatabase, type DemoTenant } from '../support/demo-tenant.js';
import type { TestDatabase } from '../support/test-database.js';
import { female, importedSite, shift } from './engine-herds.js';

/**
 * The report figures of spec §9's rules (docs/kpis.md, "Figures read beside the catalogue") on
 * their edges: the server engine's SQL gives the reference's values, and the values are the
 * rules'. Days are offsets from 2025-01-01; P = [0, 29].
 */

let database: TestDatabase;
let demo: DemoTenant;

beforeAll(async () => {
  ({ database, demo } = await openDemoDatabase(new Date('2026-11-01T00:00:00Z')));
}, 120_000);

afterAll(() => database?.dispose());

function edgeHerd(): HerdRecord[] {
  const records: HerdRecord[] = [];
  // Fertility at 30 days: the window is [−30, −1].
  female(records, 'RET30').entry(-100).serve(-30).serve(0); // returned on day 30: lost
  female(records, 'RET31').entry(-100).serve(-20).serve(11); // returned on day 31: in pig
  female(records, 'ABO').entry(-100).serve(-25).abort(5); // aborted on day 30: lost
  female(records, 'OPEN').entry(-100).serve(-10).check(15, 'negative'); // open: lost
  female(records, 'CONF').entry(-100).serve(-5).check(20, 'positive'); // in pig
  female(records, 'DIED').entry(-100).serve(-1).remove(29, 'death'); // removed on day 30: lost
  female(records, 'CULL').entry(-100).serve(-1).remove(30, 'cull'); // removed on day 31: in pig
  // Weaned on day 2 … 8, served 7 and 8 days on, later, never; ages 17, 18, 24, 25 and 21.
  const weaned = (animal: string, weaning: number, age: number) =>
    female(records, animal)
      .entry(-300, 1)
      .serve(weaning - age - 115)
      .farrow(weaning - age, 12)
      .wean(weaning, 10);
  weaned('W7', 2, 17).serve(9);
  weaned('W8', 3, 18).serve(11);
  weaned('W40', 4, 24).serve(44);
  weaned('WOUT', 5, 25).remove(20, 'cull');
  weaned('WNOT', 8, 21);
  return records;
}

describe('report figures in the server engine', () => {
  it('gives the reference’s figures on the rules’ edges, for any target lactation length', async () => {
    const records = edgeHerd();
    const site = await importedSite(database.db, demo, records);
    const P = { from: shift('2025-01-01', 0), to: shift('2025-01-01', 29) };
    const periods = [P, { from: P.from, to: P.from }, { from: shift(P.from, 3), to: P.to }];
    for (const target of [21, 28]) {
      const engine = await computeSiteKpiPeriods(database.db, site, periods, target);
      expect(engine).toEqual(periods.map((period) => computeHerdReport(records, period, target)));
    }
    const [at21] = await computeSiteKpiPeriods(database.db, site, [P], 21);
    expect(at21!.figures).toEqual({
      // Window: the services of the 7 fertility females; lost: RET30, ABO, OPEN, DIED.
      fertility_services: 7,
      fertility_30d: 3 / 7,
      // W8 and W40 of the 5 weanings (W7 within 7 days; WOUT and WNOT never served).
      pc_served_8d_plus: 2 / 5,
      // Due at 21 days, on time 18–24: 17 early; 18, 24 and 21 on time; 25 late.
      weanings_early: 1,
      weanings_on_time: 3,
      weanings_late: 1,
    });
  }, 60_000);
});
