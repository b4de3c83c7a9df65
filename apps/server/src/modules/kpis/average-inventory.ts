import { dayNumber, type Period } from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { sumInventoryDays } from '../../repositories/average-inventory-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';

/**
 * The KPIs `avg_females` and `avg_mated_females` of a period alone (docs/kpis.md), as the
 * engine computes them (Σ days ÷ D, integers first), without the rest of the report: what the
 * herd inventory shows beside its count of the day. The caller makes sure the facts are
 * current (ensureHerdFacts).
 */
export async function averageInventories(
  db: Executor,
  site: RecordsSite,
  period: Period,
): Promise<{ avgFemales: number; avgMatedFemales: number }> {
  const from = dayNumber(period.from);
  const to = dayNumber(period.to);
  const days = to - from + 1;
  const { femaleDays, matedDays } = await sumInventoryDays(db, site, from, to);
  return { avgFemales: femaleDays / days, avgMatedFemales: matedDays / days };
}
