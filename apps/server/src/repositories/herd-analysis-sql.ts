import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL pieces the herd reports share (docs/herd-analysis.md). Every piece reads the derived facts
 * (herd-facts-repository.ts) of a female alias `f` of herd_event_facts or herd_female_facts and
 * goes back to herd_events, through its (tenant_id, animal_id, date, seq) index, only for what the
 * facts do not keep (a cause, a boar, a place).
 */

/** The calendar date of a facts day number. */
export const dateOfDaySql = (day: SQL) => sql`(date '1970-01-01' + ${day})`;

/**
 * Her parity on a day: parity at entry plus her farrowings dated on or before it
 * (docs/kpis.md), from her female facts `ff`.
 */
export const parityOnSql = (femaleFacts: string, day: SQL) => {
  const ff = sql.raw(femaleFacts);
  return sql`(${ff}.entry_parity + (select count(*)::int from unnest(${ff}.farrowing_days) as fd(d) where fd.d <= ${day}))`;
};

/**
 * `left join lateral (…) <alias>`: her last recorded location on or before a day, by date then
 * the order records came in (docs/herd-analysis.md, "Where a sow is"), as `<alias>.place`; the
 * join happens only `when` (the event has no location of its own).
 */
export function lastPlaceJoin(options: {
  tenantId: string;
  animal: SQL;
  day: SQL;
  alias: string;
  when: SQL;
}): SQL {
  const { tenantId, animal, day, alias, when } = options;
  return sql`left join lateral (
      select l.location as place from herd_events l
      where l.tenant_id = ${tenantId} and l.animal_id = ${animal} and l.location is not null
        and l.date <= ${dateOfDaySql(day)}
      order by l.date desc, l.seq desc
      limit 1
    ) ${sql.raw(alias)} on ${when}`;
}
