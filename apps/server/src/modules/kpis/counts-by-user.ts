import {
  REMOVAL_USER_COUNT,
  UNRECORDED_USER,
  emptyUserCounts,
  type UserCounts,
} from '@barnboard/domain';
import { removalKindOfCode } from '../../repositories/herd-facts-repository.js';
import type { KpiRow } from '../../repositories/kpi-repository.js';

/**
 * group_by=user: the event counts of the days [from, to] per user who recorded the events, from
 * the query's rows (the reference is countKpisByUser; docs/kpis.md, "Split by user").
 */
export function countsByUser(
  rows: readonly KpiRow[],
  from: number,
  to: number,
): Record<string, UserCounts> {
  const byUser: Record<string, UserCounts> = {};
  const tally = (user: string | null): UserCounts =>
    (byUser[user ?? UNRECORDED_USER] ??= emptyUserCounts());
  for (const row of rows) {
    if (row.d < from || row.d > to) continue;
    switch (row.kind) {
      case 1: {
        const counts = tally(row.u);
        counts.services += row.n;
        if (row.x === 1) counts.first_services += row.n;
        break;
      }
      case 2: {
        const counts = tally(row.u);
        counts.litters += row.n;
        counts.litters_lt7 += row.a6 ?? 0;
        counts.litters_lt10 += row.a7 ?? 0;
        break;
      }
      case 3: {
        const counts = tally(row.u);
        counts.weanings += row.n;
        counts.weaned += row.a1 ?? 0;
        counts.weanings_ge12 += row.a7 ?? 0;
        counts.weaned_lt17d += row.a8 ?? 0;
        break;
      }
      case 5:
        tally(row.u)[REMOVAL_USER_COUNT[removalKindOfCode(row.x ?? 0)]] += row.n;
        break;
      case 6:
        tally(row.u).gilts_entered += row.n;
        break;
      default:
        break;
    }
  }
  return byUser;
}
