import { sql } from 'drizzle-orm';
import type { CycleEvent, RemovalKind } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { dateOfDaySql, withReportSettings } from './herd-analysis-sql.js';
import type { RecordsSite } from './herd-records-repository.js';

/**
 * The removals of a period and the herd's female days, as the sow withdrawals report reads them
 * (docs/herd-analysis.md). The caller makes sure the facts are current (ensureHerdFacts).
 */

export type StoredRemoval = {
  animalId: string;
  day: number;
  kind: RemovalKind;
  cause: string | null;
  lastEvent: CycleEvent;
  lastEventDay: number;
};

/** herd_event_facts.kind of each cycle event (db/schema/herd-facts.ts). */
const CYCLE_EVENT_OF_KIND: Record<number, CycleEvent> = {
  1: 'entry',
  2: 'service',
  3: 'negative_check',
  4: 'abortion',
  5: 'farrowing',
  7: 'weaning',
};

/**
 * The removal ending each life in the period (the facts keep the first removal after her
 * entry), with its record's kind and cause, and the last cycle fact before it.
 */
export async function listRemovals(
  db: Executor,
  site: RecordsSite,
  fromDay: number,
  toDay: number,
): Promise<StoredRemoval[]> {
  const result: unknown = await withReportSettings(db, (tx) =>
    tx.execute(sql`
    select f.animal_id as "animalId", f.day, r.data->>'kind' as kind, r.data->>'cause' as cause,
      last.kind::int as last_kind, last.day as "lastEventDay"
    from herd_event_facts f
    join lateral (
      select h.data from herd_events h
      where h.tenant_id = f.tenant_id and h.animal_id = f.animal_id
        and h.date = ${dateOfDaySql(sql`f.day`)} and h.type = 'removal'
      order by h.seq
      limit 1
    ) r on true
    join lateral (
      select p.kind, p.day from herd_event_facts p
      where p.tenant_id = f.tenant_id and p.site_id = f.site_id and p.animal_id = f.animal_id
        and p.order_key < f.order_key and p.kind in (1, 2, 3, 4, 5, 7)
      order by p.order_key desc
      limit 1
    ) last on true
    where f.tenant_id = ${site.tenantId} and f.site_id = ${site.id} and f.kind = 8
      and f.day between ${fromDay} and ${toDay}`),
  );
  return (
    result as { rows: (Omit<StoredRemoval, 'lastEvent'> & { last_kind: number })[] }
  ).rows.map(({ last_kind, ...row }) => ({ ...row, lastEvent: CYCLE_EVENT_OF_KIND[last_kind]! }));
}

/**
 * Σ over the days of [fromDay, toDay] of the females present that day (entry ≤ d < removal,
 * docs/kpis.md): avg_females × D.
 */
export async function femaleDays(
  db: Executor,
  site: RecordsSite,
  fromDay: number,
  toDay: number,
): Promise<number> {
  const end = toDay + 1;
  const result: unknown = await db.execute(sql`
    select coalesce(sum(greatest(0,
      least(coalesce(removal_day, ${end}), ${end}) - greatest(entry_day, ${fromDay}))), 0)::bigint
      as days
    from herd_female_facts
    where tenant_id = ${site.tenantId} and site_id = ${site.id} and entry_day <= ${toDay}`);
  return Number((result as { rows: { days: string | number }[] }).rows[0]!.days);
}
