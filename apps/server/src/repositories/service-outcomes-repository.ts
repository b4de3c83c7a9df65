import { sql } from 'drizzle-orm';
import { SERVICE_OUTCOMES, type ServiceOutcome } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { dateOfDaySql, dayLiteral, withReportSettings } from './herd-analysis-sql.js';
import type { RecordsSite } from './herd-records-repository.js';

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
 * The services of the period from the facts, each with the outcome and its day the facts keep,
 * and the records of the same days (service records for their boar, positive checks), put
 * together by window functions, not joins, so the cost stays linear whatever the planner
 * estimates. Each part is read through an index of its own kind of row (facts by kind and day,
 * records by type and date), never the period's other events:
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
  const pending = SERVICE_OUTCOMES.indexOf('pending');
  const result: unknown = await withReportSettings(db, (tx) =>
    tx.execute(sql`
    with facts as (
      select animal_id, day, order_key, first_service, recorded_by, outcome, outcome_day,
        lag(day) over (partition by animal_id order by order_key) as previous_day
      from herd_event_facts
      where tenant_id = ${site.tenantId} and site_id = ${site.id} and kind = 2
        and day between ${from} and ${to}
    ),
    together as (
      select 'service' as src, animal_id, day,
        row_number() over (partition by animal_id, day order by order_key) as nth,
        first_service, recorded_by, outcome::int, outcome_day, previous_day, null as boar
      from facts
      union all
      select 'record', animal_id, (date - date '1970-01-01'),
        row_number() over (partition by animal_id, date order by seq),
        null, null, null, null, null, data->>'boar'
      from herd_events
      where tenant_id = ${site.tenantId} and site_id = ${site.id} and type = 'service'
        and date between ${dateOfDaySql(from)} and ${dateOfDaySql(to)}
      union all
      select 'check', animal_id, (date - date '1970-01-01'), null, null, null, null, null, null,
        null
      from herd_events
      where tenant_id = ${site.tenantId} and site_id = ${site.id} and type = 'preg_check'
        and date >= ${dateOfDaySql(from)} and data->>'result' = 'positive'
    ),
    services as (
      select *,
        max(boar) over (partition by animal_id, day, nth) as service_boar,
        max(day) filter (where src = 'check') over (partition by animal_id) as last_check
      from together
    )
    select s.animal_id as "animalId", s.day, s.first_service as first,
      coalesce(s.previous_day, before.day) as "previousDay", s.service_boar as boar,
      s.recorded_by as user, s.outcome, s.outcome_day as "outcomeDay",
      coalesce(s.outcome = ${pending} and s.last_check > s.day, false) as confirmed
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
  type Row = Omit<StoredService, 'outcome'> & { outcome: number };
  return (result as { rows: Row[] }).rows.map(({ outcome, ...row }) => ({
    ...row,
    previousDay: row.first ? null : row.previousDay,
    outcome: SERVICE_OUTCOMES[outcome] ?? 'pending',
  }));
}
