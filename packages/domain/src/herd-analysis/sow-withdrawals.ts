import { dateOfDay } from '../herd/day-number.js';
import type { Period } from '../kpi/catalogue.js';
import { inRange, periodRange } from '../kpi/period-range.js';
import { perYear, ratio } from '../kpi/ratio.js';
import { splitPeriod } from '../kpi/series-intervals.js';
import { REMOVAL_KINDS, type RemovalKind } from '../records/record-schema.js';
import { zeroCounts } from './analysis-query.js';
import {
  removalReasonGroup,
  REMOVAL_REASON_GROUPS,
  type RemovalReasonGroup,
} from './cause-groups.js';
import { parityGroup, PARITY_GROUPS, type ParityGroup } from './parity-groups.js';
import { removalStage, REMOVAL_STAGES, type CycleEvent } from './removal-stage.js';
import { compareOptionalNames } from './rooms.js';
import type { SowWithdrawals } from './sow-withdrawals-api.js';

/**
 * Sow withdrawals (docs/herd-analysis.md): the removals of a period by kind, reason, parity,
 * stage and month, the list, and the herd's annual removal rates on its average female
 * inventory (pc_culling, pc_mortality, removal_rate, cull_parity of docs/kpis.md).
 */

/** One removal (day numbers). */
export type RemovalRow = {
  animal: string;
  day: number;
  kind: RemovalKind;
  cause: string | null;
  /** Parity on the removal day. */
  parity: number;
  entryParity: number;
  /** The last event of her cycle before the removal, and its day. */
  lastEvent: CycleEvent;
  lastEventDay: number;
};

export type SowWithdrawalsFilters = {
  kind: readonly RemovalKind[];
  parity: readonly ParityGroup[];
  reason: readonly RemovalReasonGroup[];
};

const passes = <T>(allowed: readonly T[], value: T) =>
  allowed.length === 0 || allowed.includes(value);

/** Mean parity of removals: Σ parity ÷ n (integer sum first, docs/kpis.md). */
const meanParity = (rows: readonly RemovalRow[]) =>
  ratio(
    rows.reduce((sum, row) => sum + row.parity, 0),
    rows.length,
  );

function byKind(rows: readonly RemovalRow[]): Record<RemovalKind, number> {
  const counts = zeroCounts(REMOVAL_KINDS);
  for (const row of rows) counts[row.kind]++;
  return counts;
}

function groupBy<Key>(rows: readonly RemovalRow[], key: (row: RemovalRow) => Key) {
  const groups = new Map<Key, RemovalRow[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * `femaleDays`: Σ over the period's days of the females present that day (docs/kpis.md,
 * avg_females = femaleDays ÷ D).
 */
export function sowWithdrawals(
  period: Period,
  removalRows: readonly RemovalRow[],
  femaleDays: number,
  filters: SowWithdrawalsFilters,
): SowWithdrawals {
  const range = periodRange(period);
  const D = range.days;
  const avgFemales = femaleDays / D;
  const all = removalRows.filter((row) => inRange(row.day, range));
  const herd = byKind(all);
  const rows = all
    .filter(
      (row) =>
        passes(filters.kind, row.kind) &&
        passes(filters.parity, parityGroup(row.parity)) &&
        passes(filters.reason, removalReasonGroup(row.cause)),
    )
    .sort((a, b) => a.day - b.day || compareOptionalNames(a.animal, b.animal));

  const ofKind = groupBy(rows, (row) => row.kind);
  const ofCause = groupBy(rows, (row) => row.cause);
  const ofGroup = groupBy(rows, (row) => removalReasonGroup(row.cause));
  const ofParity = groupBy(rows, (row) => parityGroup(row.parity));
  const ofStage = groupBy(rows, (row) => removalStage(row.lastEvent, row.entryParity));
  const counted = <Key>(groups: Map<Key, RemovalRow[]>, key: Key) => {
    const of = groups.get(key) ?? [];
    return { removals: of.length, by_kind: byKind(of) };
  };

  return {
    from: period.from,
    to: period.to,
    avg_females: avgFemales,
    pc_culling: perYear(herd.cull, D, avgFemales),
    pc_mortality: perYear(herd.death + herd.euthanasia, D, avgFemales),
    removal_rate: perYear(herd.cull + herd.death + herd.euthanasia, D, avgFemales),
    cull_parity: meanParity(all.filter((row) => row.kind === 'cull')),
    removals: rows.length,
    mean_parity: meanParity(rows),
    kinds: REMOVAL_KINDS.filter((kind) => passes(filters.kind, kind)).map((kind) => {
      const of = ofKind.get(kind) ?? [];
      return {
        kind,
        removals: of.length,
        rate: perYear(of.length, D, avgFemales),
        mean_parity: meanParity(of),
      };
    }),
    reasons: [...ofCause]
      .map(([cause, of]) => ({
        cause,
        group: removalReasonGroup(cause),
        removals: of.length,
        by_kind: byKind(of),
        mean_parity: meanParity(of),
      }))
      .sort((a, b) => b.removals - a.removals || compareOptionalNames(a.cause, b.cause)),
    groups: REMOVAL_REASON_GROUPS.filter((group) => ofGroup.has(group)).map((group) => ({
      group,
      ...counted(ofGroup, group),
    })),
    parities: PARITY_GROUPS.filter((group) => passes(filters.parity, group)).map((group) => ({
      group,
      ...counted(ofParity, group),
    })),
    stages: REMOVAL_STAGES.filter((stage) => ofStage.has(stage)).map((stage) => ({
      stage,
      ...counted(ofStage, stage),
    })),
    months: splitPeriod(period, 'month').map((month) => {
      const monthRange = periodRange(month);
      const of = rows.filter((row) => inRange(row.day, monthRange));
      return { ...month, removals: of.length, by_kind: byKind(of) };
    }),
    list: rows.map((row) => ({
      animal: row.animal,
      date: dateOfDay(row.day),
      kind: row.kind,
      cause: row.cause,
      group: removalReasonGroup(row.cause),
      parity: row.parity,
      stage: removalStage(row.lastEvent, row.entryParity),
      last_event: row.lastEvent,
      last_event_date: dateOfDay(row.lastEventDay),
      days_since_last_event: row.day - row.lastEventDay,
    })),
  };
}
