import { sql } from 'drizzle-orm';
import type { ServiceRow } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { dateOfDaySql, parityOnSql } from './herd-analysis-sql.js';
import type { RecordsSite } from './herd-records-repository.js';
import {
  serviceEndJoin,
  serviceOutcomeOf,
  type ServiceEndRow,
} from './service-fates-repository.js';

/**
 * The services of [fromDay, toDay] as the reproduction analysis reads them
 * (docs/herd-analysis.md): from the facts, their outcome, first or repeat, technician (the
 * record's user) and the service before a repeat; from the records, the boar and whether a
 * positive check is dated after a pending one. The caller makes sure the facts are current.
 *
 * Two services of one sow on one day (one heat recorded twice) take their boars in the order
 * the records came in.
 */
export async function listServiceRows(
  db: Executor,
  site: RecordsSite,
  fromDay: number,
  toDay: number,
): Promise<ServiceRow[]> {
  const result: unknown = await db.execute(sql`
    with s as (
      select f.*, row_number() over (partition by f.animal_id, f.day order by f.order_key) as nth
      from herd_event_facts f
      where f.tenant_id = ${site.tenantId} and f.site_id = ${site.id} and f.kind = 2
        and f.day between ${fromDay} and ${toDay}
    )
    select a.identity as animal, s.day, s.first_service as first, s.recorded_by as user,
      s.farrowed, s.span_end as farrowing_day, e.*, prev.day as previous_day,
      ${parityOnSql('ff', sql`s.day`)} as parity, b.boar, coalesce(c.confirmed, false) as confirmed
    from s
    join animals a on a.tenant_id = s.tenant_id and a.id = s.animal_id
    join herd_female_facts ff on ff.tenant_id = s.tenant_id and ff.site_id = s.site_id
      and ff.animal_id = s.animal_id
    ${serviceEndJoin('s', 'e')}
    left join lateral (
      select p.day from herd_event_facts p
      where p.tenant_id = s.tenant_id and p.site_id = s.site_id and p.animal_id = s.animal_id
        and p.kind = 2 and p.order_key < s.order_key
      order by p.order_key desc
      limit 1
    ) prev on not s.first_service
    left join lateral (
      select h.data->>'boar' as boar from herd_events h
      where h.tenant_id = s.tenant_id and h.animal_id = s.animal_id
        and h.date = ${dateOfDaySql(sql`s.day`)} and h.type = 'service'
      order by h.seq
      offset s.nth - 1
      limit 1
    ) b on true
    left join lateral (
      select true as confirmed from herd_events h
      where h.tenant_id = s.tenant_id and h.animal_id = s.animal_id
        and h.date > ${dateOfDaySql(sql`s.day`)} and h.type = 'preg_check'
        and h.data->>'result' = 'positive'
      limit 1
    ) c on not s.farrowed and e.end_kind is null`);
  type Row = ServiceEndRow &
    Pick<ServiceRow, 'animal' | 'day' | 'first' | 'user' | 'parity' | 'boar' | 'confirmed'> & {
      previous_day: number | null;
    };
  return (result as { rows: Row[] }).rows.map((row) => {
    const { outcome, outcomeDay } = serviceOutcomeOf(row);
    return {
      animal: row.animal,
      day: row.day,
      parity: row.parity,
      first: row.first,
      interval: row.previous_day === null ? null : row.day - row.previous_day,
      boar: row.boar,
      user: row.user,
      outcome,
      outcomeDay,
      confirmed: row.confirmed,
    };
  });
}
