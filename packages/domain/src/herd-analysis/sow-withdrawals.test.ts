import { describe, expect, it } from 'vitest';
import { dayNumber } from '../herd/day-number.js';
import { sowWithdrawals, type RemovalRow } from './sow-withdrawals.js';

/** January and February 2026: D = 59. */
const PERIOD = { from: '2026-01-01', to: '2026-02-28' };
const D = 59;
const d = (date: string) => dayNumber(date);
const NONE = { kind: [], parity: [], reason: [] };

const row = (
  animal: string,
  date: string,
  kind: RemovalRow['kind'],
  cause: string | null,
  parity: number,
  last: [RemovalRow['lastEvent'], string],
  entryParity = 0,
): RemovalRow => ({
  animal,
  day: d(date),
  kind,
  cause,
  parity,
  entryParity,
  lastEvent: last[0],
  lastEventDay: d(last[1]),
});

const rows: RemovalRow[] = [
  row('S10', '2026-01-05', 'cull', 'old age', 7, ['weaning', '2026-01-02']),
  row('S2', '2026-01-05', 'cull', 'lameness', 3, ['service', '2025-12-01']),
  row('S3', '2026-02-10', 'death', 'found dead', 2, ['farrowing', '2026-02-08']),
  row('S4', '2026-02-11', 'euthanasia', 'lameness', 0, ['entry', '2026-01-20']),
  row('S5', '2026-02-20', 'transfer', null, 1, ['entry', '2025-10-01'], 1),
  // Outside the period: in no figure.
  row('S6', '2025-12-31', 'cull', 'old age', 8, ['weaning', '2025-12-20']),
];

describe('sowWithdrawals', () => {
  // 200 females every day of the period.
  const femaleDays = 200 * D;
  const answer = sowWithdrawals(PERIOD, rows, femaleDays, NONE);

  it('gives the herd’s annual rates on its average inventory, as docs/kpis.md', () => {
    expect(answer.avg_females).toBe(200);
    expect(answer.pc_culling).toBe(((2 / D) * 365) / 200);
    expect(answer.pc_mortality).toBe(((2 / D) * 365) / 200);
    expect(answer.removal_rate).toBe(((4 / D) * 365) / 200);
    expect(answer.cull_parity).toBe(5); // (7 + 3) ÷ 2
  });

  it('counts removals by kind, with their rate and mean parity', () => {
    expect(answer.removals).toBe(5);
    expect(answer.mean_parity).toBe(13 / 5);
    expect(answer.kinds).toEqual([
      { kind: 'cull', removals: 2, rate: ((2 / D) * 365) / 200, mean_parity: 5 },
      { kind: 'death', removals: 1, rate: ((1 / D) * 365) / 200, mean_parity: 2 },
      { kind: 'euthanasia', removals: 1, rate: ((1 / D) * 365) / 200, mean_parity: 0 },
      { kind: 'transfer', removals: 1, rate: ((1 / D) * 365) / 200, mean_parity: 1 },
    ]);
  });

  it('groups by reason (most first), reason group, parity group, stage and month', () => {
    expect(answer.reasons.map((r) => [r.cause, r.group, r.removals, r.by_kind])).toEqual([
      ['lameness', 'locomotor', 2, { cull: 1, death: 0, euthanasia: 1, transfer: 0 }],
      ['found dead', 'unknown', 1, { cull: 0, death: 1, euthanasia: 0, transfer: 0 }],
      ['old age', 'productive', 1, { cull: 1, death: 0, euthanasia: 0, transfer: 0 }],
      [null, 'unknown', 1, { cull: 0, death: 0, euthanasia: 0, transfer: 1 }],
    ]);
    expect(answer.groups.map((g) => [g.group, g.removals])).toEqual([
      ['productive', 1],
      ['locomotor', 2],
      ['unknown', 2],
    ]);
    expect(answer.parities.map((p) => [p.group, p.removals])).toEqual([
      ['0', 1],
      ['1', 1],
      ['2', 1],
      ['3-5', 1],
      ['6+', 1],
    ]);
    expect(answer.stages.map((s) => [s.stage, s.removals])).toEqual([
      ['gilt', 1],
      ['served', 1],
      ['lactating', 1],
      ['weaned', 1],
      ['unknown', 1],
    ]);
    expect(answer.months.map((m) => [m.from, m.to, m.removals])).toEqual([
      ['2026-01-01', '2026-01-31', 2],
      ['2026-02-01', '2026-02-28', 3],
    ]);
  });

  it('lists every removal by date then animal, with its stage and days since the last event', () => {
    expect(
      answer.list.map((r) => [r.animal, r.date, r.stage, r.last_event, r.days_since_last_event]),
    ).toEqual([
      ['S2', '2026-01-05', 'served', 'service', 35],
      ['S10', '2026-01-05', 'weaned', 'weaning', 3],
      ['S3', '2026-02-10', 'lactating', 'farrowing', 2],
      ['S4', '2026-02-11', 'gilt', 'entry', 22],
      ['S5', '2026-02-20', 'unknown', 'entry', 142],
    ]);
  });

  it('filters the removals, not the herd’s rates', () => {
    const culls = sowWithdrawals(PERIOD, rows, femaleDays, {
      ...NONE,
      kind: ['cull'],
      parity: ['6+'],
    });
    expect(culls.removals).toBe(1);
    expect(culls.kinds.map((k) => k.kind)).toEqual(['cull']);
    expect(culls.list.map((r) => r.animal)).toEqual(['S10']);
    expect(culls.pc_culling).toBe(answer.pc_culling);
    const locomotor = sowWithdrawals(PERIOD, rows, femaleDays, { ...NONE, reason: ['locomotor'] });
    expect(locomotor.list.map((r) => r.animal)).toEqual(['S2', 'S4']);
  });

  it('has no rate without females', () => {
    const empty = sowWithdrawals(PERIOD, [], 0, NONE);
    expect(empty).toMatchObject({
      avg_females: 0,
      pc_culling: null,
      removal_rate: null,
      cull_parity: null,
    });
  });
});
