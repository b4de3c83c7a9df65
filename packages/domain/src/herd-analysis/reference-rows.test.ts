import { describe, expect, it } from 'vitest';
import { buildTimelines } from '../herd/build-timeline.js';
import { day, days, herdBuilder } from '../herd/herd-builder.js';
import { computeKpiReport } from '../kpi/reference.js';
import { periodRange } from '../kpi/period-range.js';
import type { HerdRecord } from '../records/record-schema.js';
import { pigletMortality } from './piglet-mortality.js';
import {
  femaleDaysOf,
  litterRowsOf,
  pigletDeathRowsOf,
  removalRowsOf,
  serviceRowsOf,
} from './reference-rows.js';
import { reproductionAnalysis } from './reproduction-analysis.js';
import { roomsByPlace } from './rooms.js';
import { sowWithdrawals } from './sow-withdrawals.js';

/** Test days are offsets from 2025-01-01 (herd-builder.ts). */

/** The record just added, given the fields the builder does not write (cause, boar, user…). */
function withFields(records: HerdRecord[], fields: Record<string, unknown>): void {
  const last = records.length - 1;
  records[last] = { ...records[last]!, ...fields };
}

function herd() {
  const herd = herdBuilder();
  const { records } = herd;
  const a = herd.female('A');
  a.entry(-300, 0).move(-300, 'Gilt pen 1');
  a.serve(-200);
  withFields(records, { boar: 'B1', user: 'anna' });
  a.serve(-179); // a regular return, 21 days
  withFields(records, { boar: 'B2', user: 'ben' });
  a.move(-70, 'Farrowing A-3').farrow(-64, 13).pigletDeath(-63, 2);
  withFields(records, { cause: 'crushed' });
  a.pigletDeath(-50, 1).wean(-43, 10).move(-43, 'Gestation pen 2');
  a.serve(-38);
  a.check(-10, 'positive');

  const b = herd.female('B');
  b.entry(-250, 2).move(-250, 'Gestation pen 1').serve(-180);
  withFields(records, { boar: 'B1' });
  b.farrow(-65, 11);
  withFields(records, { location: 'Farrowing B-1' });
  b.pigletDeath(-60, 3);
  withFields(records, { cause: 'scours' });
  b.remove(-55, 'death');
  withFields(records, { cause: 'found dead' });

  const c = herd.female('C');
  c.entry(-100, 0).serve(-60).check(-30, 'negative').remove(-20, 'cull');
  withFields(records, { cause: 'anestrus' });
  return records;
}

const ROOMS = roomsByPlace([
  { name: 'Farrowing room A', kind: 'room', parent: null },
  { name: 'Farrowing A-3', kind: 'farrowing_crate', parent: 'Farrowing room A' },
]);

describe('the rows of the reference timelines', () => {
  const records = herd();
  const timelines = buildTimelines(records);

  it('place each death and litter where the sow was, and in its room', () => {
    expect(pigletDeathRowsOf(timelines, ROOMS)).toEqual([
      {
        day: daysOf(-63),
        count: 2,
        band: '0-2',
        cause: 'crushed',
        parity: 1,
        room: 'Farrowing room A',
      },
      { day: daysOf(-50), count: 1, band: '9+', cause: null, parity: 1, room: 'Farrowing room A' },
      // B's farrowing carries its own crate, which the tree does not know: the name without its number.
      { day: daysOf(-60), count: 3, band: '3-8', cause: 'scours', parity: 3, room: 'Farrowing B' },
    ]);
    expect(litterRowsOf(timelines, ROOMS)).toEqual([
      { day: daysOf(-64), bornAlive: 13, parity: 1, room: 'Farrowing room A' },
      { day: daysOf(-65), bornAlive: 11, parity: 3, room: 'Farrowing B' },
    ]);
  });

  it('read each removal with the last event of her cycle', () => {
    expect(removalRowsOf(timelines)).toEqual([
      {
        animal: 'B',
        day: daysOf(-55),
        kind: 'death',
        cause: 'found dead',
        parity: 3,
        entryParity: 2,
        lastEvent: 'farrowing',
        lastEventDay: daysOf(-65),
      },
      {
        animal: 'C',
        day: daysOf(-20),
        kind: 'cull',
        cause: 'anestrus',
        parity: 0,
        entryParity: 0,
        lastEvent: 'negative_check',
        lastEventDay: daysOf(-30),
      },
    ]);
  });

  it('give each service its boar, technician, interval and whether a check confirmed it', () => {
    expect(
      serviceRowsOf(timelines).map((s) => [
        s.animal,
        s.first,
        s.interval,
        s.boar,
        s.user,
        s.outcome,
        s.confirmed,
      ]),
    ).toEqual([
      ['A', true, null, 'B1', 'anna', 'returned', false],
      ['A', false, 21, 'B2', 'ben', 'farrowed', false],
      ['A', true, null, null, null, 'pending', true],
      ['B', true, null, 'B1', null, 'farrowed', false],
      ['C', true, null, null, null, 'open', false],
    ]);
  });

  it('give the figures of the KPI contract for any period', () => {
    for (const [from, to] of [
      [-120, -1],
      [-70, -40],
      [-64, -64],
      [-300, 0],
    ] as const) {
      const period = days(from, to);
      const kpi = computeKpiReport(records, period);
      const mortality = pigletMortality(
        period,
        pigletDeathRowsOf(timelines, ROOMS),
        litterRowsOf(timelines, ROOMS),
        { parity: [], cause: [] },
      );
      expect(mortality.bands).toEqual(kpi.piglet_mortality_bands);
      expect(mortality.pre_wean_mortality).toBe(kpi.kpis.pre_wean_mortality);
      const femaleDays = femaleDaysOf(timelines, periodRange(period));
      const withdrawals = sowWithdrawals(period, removalRowsOf(timelines), femaleDays, {
        kind: [],
        parity: [],
        reason: [],
      });
      expect(withdrawals.avg_females).toBe(kpi.kpis.avg_females);
      expect(withdrawals.pc_culling).toBe(kpi.kpis.pc_culling);
      expect(withdrawals.pc_mortality).toBe(kpi.kpis.pc_mortality);
      const analysis = reproductionAnalysis(period, day(0), serviceRowsOf(timelines), {
        parity: [],
      });
      expect(analysis.returns.bands).toEqual(kpi.return_bands);
      expect(analysis.services).toBe(kpi.kpis.services);
      expect(analysis.first_services).toBe(kpi.kpis.first_services);
      expect(analysis.farrowing_rate.far_rate).toBe(kpi.kpis.far_rate);
    }
  });
});

function daysOf(offset: number): number {
  return Date.parse(`${day(offset)}T00:00:00Z`) / 86_400_000;
}

describe('roomsByPlace', () => {
  it('finds the room of every place of a tree, however deep', () => {
    const rooms = roomsByPlace([
      { name: 'Station 4', kind: 'feeding_station', parent: 'Pen 2' },
      { name: 'Pen 2', kind: 'pen', parent: 'Gestation room' },
      { name: 'Gestation room', kind: 'room', parent: null },
      { name: 'Lost', kind: 'pen', parent: 'Nowhere' },
    ]);
    expect([...rooms]).toEqual([
      ['Station 4', 'Gestation room'],
      ['Pen 2', 'Gestation room'],
      ['Gestation room', 'Gestation room'],
    ]);
  });
});
