import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import type { RecordsSite } from './herd-records-repository.js';

/**
 * Σ over the days of [fromDay, toDay] of the females present, and of the mated ones
 * (docs/kpis.md `avg_females`, `avg_mated_females`: present = entry ≤ d < removal, mated from
 * her entry with a parity or her first service), from the female facts: each female's days
 * inside the period, summed as integers.
 */
export async function sumInventoryDays(
  db: Executor,
  site: RecordsSite,
  fromDay: number,
  toDay: number,
): Promise<{ femaleDays: number; matedDays: number }> {
  const end = toDay + 1;
  const result = (await db.execute(sql`
    select
      coalesce(sum(least(coalesce(removal_day, ${end}), ${end}) - greatest(entry_day, ${fromDay})), 0)::bigint
        as female_days,
      coalesce(sum(greatest(0,
        least(coalesce(removal_day, ${end}), ${end}) - greatest(mated_from, ${fromDay})))
        filter (where mated_from is not null), 0)::bigint as mated_days
    from herd_female_facts
    where tenant_id = ${site.tenantId} and site_id = ${site.id}
      and entry_day <= ${toDay} and (removal_day is null or removal_day > ${fromDay})
      and (removal_day is null or removal_day > entry_day)`)) as unknown as {
    rows: { female_days: string; mated_days: string }[];
  };
  const [row] = result.rows;
  return { femaleDays: Number(row?.female_days ?? 0), matedDays: Number(row?.mated_days ?? 0) };
}
