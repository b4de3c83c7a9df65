import { sql } from 'drizzle-orm';
import type { ServiceOutcome } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { dateOfDaySql, dayLiteral, withReportSettings } from './herd-analysis-sql.js';
import type { RecordsSite } from './herd-records-repository.js';

/** herd_event_facts.kind of the facts that end a service (db/schema/herd-facts.ts). */
const OUTCOME_OF_END: Record<number, ServiceOutcome> = {
  2: 'returned',
  3: 'open',
  4: 'aborted',
  5: 'farrowed',
  8: 'removed',
};

/**
 * The services of a period as the reproduction analysis reads them (docs/herd-analysis.md).
 * The caller makes sure the facts are current, and adds each sow's ear tag and parity.
 */
export type StoredService = {
  animalId: string;
  day: number;
  first: boolean;
  /** A repeat service: the day of her service before. */
  previousDay: number | null;
  boar: string | null;
  user: string | null;
  outcome: ServiceOutcome;
  outcomeDay: number | null;
  confirmed: boolean;
};

/**
 * One pass over the facts from `fromDay` on (services and the facts that end one, in each
 * sow's order) and over the records of the same days (service records for their boar, positive
 * checks), put together by window functions, not joins, so the cost stays linear whatever the
 * planner estimates:
 * - a service's outcome is the next fact of hers that ends a service (docs/kpis.md);
 * - a repeat's previous service is her service before; one before `fromDay` is looked up on
 *   its own;
 * - the n-th service fact of a sow's day takes the boar of her n-th service record that day (in
 *   the order records came in: one heat recorded twice is the only case with two);
 * - a pending service is confirmed when a positive check of hers is dated after it.
 */
export async function listStoredServices(
  db: Executor,
  site: RecordsSite,
  fromDay: number,
  toDay: number,
): Promise<StoredService[]> {
  const from = dayLiteral(fromDay);
  const to = dayLiteral(toDay);
  const result: unknown = await withReportSettings(db, (tx) =>
    tx.execute(sql`
    with facts as (
      select animal_id, day, order_key, kind, first_service, recorded_by, removal_kind,
        lead(kind) over by_order as end_kind, lead(day) over by_order as end_day,
        max(day) filter (where kind = 2) over (partition by animal_id order by order_key
          rows between unbounded preceding and 1 preceding) as previous_day
      from herd_event_facts
      where tenant_id = ${site.tenantId} and site_id = ${site.id} and kind in (2, 3, 4, 5, 8)
        and day >= ${from}
      window by_order as (partition by animal_id order by order_key)
    ),
    records as (
      select animal_id, (date - date '1970-01-01') as day, seq, type, data->>'boar' as boar
      from herd_events
      where tenant_id = ${site.tenantId} and site_id = ${site.id}
        and date >= ${dateOfDaySql(from)}
        and ((type = 'service' and date <= ${dateOfDaySql(to)})
          or (type = 'preg_check' and data->>'result' = 'positive'))
    ),
    together as (
      select 'service' as src, animal_id, day,
        row_number() over (partition by animal_id, day order by order_key) as nth,
        first_service, recorded_by, end_kind::int, end_day, previous_day,
        null as boar
      from facts where kind = 2 and day <= ${to}
      union all
      select 'record', animal_id, day, row_number() over (partition by animal_id, day order by seq),
        null, null, null, null, null, boar
      from records where type = 'service'
      union all
      select 'check', animal_id, day, null, null, null, null, null, null, null
      from records where type = 'preg_check'
    ),
    services as (
      select *,
        max(boar) over (partition by animal_id, day, nth) as service_boar,
        max(day) filter (where src = 'check') over (partition by animal_id) as last_check
      from together
    )
    select s.animal_id as "animalId", s.day, s.first_service as first,
      coalesce(s.previous_day, before.day) as "previousDay", s.service_boar as boar,
      s.recorded_by as user, s.end_kind, s.end_day, coalesce(s.end_kind is null and s.last_check > s.day, false)
        as confirmed
    from services s
    -- A repeat whose service before is older than the facts read: that one, on its own.
    left join lateral (
      select p.day from herd_event_facts p
      where s.src = 'service' and not s.first_service and s.previous_day is null
        and p.tenant_id = ${site.tenantId} and p.site_id = ${site.id}
        and p.animal_id = s.animal_id and p.kind = 2 and p.day < ${from}
      order by p.order_key desc
      limit 1
    ) before on true
    where s.src = 'service'`),
  );
  type Row = Omit<StoredService, 'outcome' | 'outcomeDay'> & {
    end_kind: number | null;
    end_day: number | null;
  };
  return (result as { rows: Row[] }).rows.map(({ end_kind, end_day, ...row }) => ({
    ...row,
    previousDay: row.first ? null : row.previousDay,
    // No fact after it that ends a service: pending.
    outcome: OUTCOME_OF_END[end_kind ?? 0] ?? 'pending',
    outcomeDay: end_day,
  }));
}
