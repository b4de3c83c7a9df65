import { sql } from 'drizzle-orm';
import type { RemovalKind, ServiceFate, ServiceOutcome } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import type { RecordsSite } from './herd-records-repository.js';

/**
 * The services of a window with what ended each, read from the site's derived facts
 * (herd-facts-repository.ts; the caller makes sure they are current with ensureHerdFacts).
 * A service's facts say whether it farrowed and, if so, when (its productive span's end); for
 * the others, the end is the female's next fact that ends a service (the outcome rule of
 * docs/kpis.md, which the facts' order already follows), found through the facts' primary key.
 */

/** herd_event_facts.kind of the facts that end a service (db/schema/herd-facts.ts). */
const OUTCOMES: Record<number, ServiceOutcome> = {
  2: 'returned',
  3: 'open',
  4: 'aborted',
  5: 'farrowed',
  8: 'removed',
};
/** herd_event_facts.removal_kind: euthanasia is stored with deaths. */
const REMOVAL_KINDS: Record<number, RemovalKind> = { 1: 'cull', 2: 'death', 3: 'transfer' };

type FateRow = {
  animal: string;
  day: number;
  farrowed: boolean;
  farrowing_day: number | null;
  end_kind: number | null;
  end_day: number | null;
  removal_kind: number | null;
};

/** Services dated in [fromDay, toDay] (day numbers), by day and animal. */
export async function listServiceFates(
  db: Executor,
  site: RecordsSite,
  fromDay: number,
  toDay: number,
): Promise<ServiceFate[]> {
  const result: unknown = await db.execute(sql`
    select a.identity as animal, s.day, s.farrowed, s.span_end as farrowing_day,
      e.kind::int as end_kind, e.day as end_day, e.removal_kind::int as removal_kind
    from herd_event_facts s
    join animals a on a.tenant_id = s.tenant_id and a.id = s.animal_id
    left join lateral (
      select n.kind, n.day, n.removal_kind from herd_event_facts n
      where n.tenant_id = s.tenant_id and n.site_id = s.site_id and n.animal_id = s.animal_id
        and n.order_key > s.order_key and n.kind in (2, 3, 4, 5, 8)
      order by n.order_key
      limit 1
    ) e on not s.farrowed
    where s.tenant_id = ${site.tenantId} and s.site_id = ${site.id} and s.kind = 2
      and s.day between ${fromDay} and ${toDay}
    order by s.day, a.identity, s.order_key`);
  return (result as { rows: FateRow[] }).rows.map((row) => ({
    animal: row.animal,
    day: row.day,
    outcome: row.farrowed ? 'farrowed' : (OUTCOMES[row.end_kind ?? 0] ?? 'pending'),
    outcomeDay: row.farrowed ? row.farrowing_day : row.end_day,
    removalKind: row.removal_kind === null ? null : (REMOVAL_KINDS[row.removal_kind] ?? null),
  }));
}
