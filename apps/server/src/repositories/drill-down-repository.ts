import { sql, type SQL } from 'drizzle-orm';
import {
  SERVICE_OUTCOMES,
  UNRECORDED_USER,
  type DrillDownFacts,
  type DrillDownSource,
  type FarrowingFact,
  type FemaleFact,
  type GiltEntryFact,
  type PigletDeathFact,
  type RemovalFact,
  type ServiceFact,
  type WeaningFact,
} from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { removalKindOfCode } from './herd-facts-repository.js';
import type { RecordsSite } from './herd-records-repository.js';

/** The days a drill-down reads: the period, and the window its services are read in. */
export type DrillDownDays = { from: number; to: number; servicesFrom: number; servicesTo: number };

type Placed = { animal: string; location: string | null };

/**
 * The facts behind a KPI (docs/kpis.md, "Drill-down"), read from the site's derived facts for
 * the sources the key's rule names: the same facts the reference derives from the timelines
 * (kpi/drill-down/reference-facts.ts), which the domain's explainKpi turns into rows. Each
 * event fact is read through the index (tenant, site, kind, day); her identity by the animals'
 * key; her place at the end of the day by one probe of her stays (herd_stay_facts' key), the
 * day before for a removal (her stays end on it). The caller makes sure the facts are of the
 * current derivation (ensureHerdFacts).
 */
export async function fetchDrillDownFacts(
  db: Executor,
  site: RecordsSite,
  sources: readonly DrillDownSource[],
  days: DrillDownDays,
): Promise<DrillDownFacts> {
  for (const day of Object.values(days)) {
    if (!Number.isSafeInteger(day)) throw new RangeError(`not a day number: ${day}`);
  }
  const facts: DrillDownFacts = {};
  for (const source of sources) {
    const rows = await rowsOf(db, READERS[source].query(site, days));
    Object.assign(facts, { [source]: rows.map((row) => READERS[source].fact(row)) });
  }
  return facts;
}

type Row = Record<string, unknown> & Placed;
type Reader = {
  query: (site: RecordsSite, days: DrillDownDays) => SQL;
  fact: (row: Row) => unknown;
};

const literal = (n: number) => sql.raw(String(n));
const int = (value: unknown) => value as number;
const intOrNull = (value: unknown) => (value === null ? null : (value as number));

/** Her place at the end of `day` (an SQL expression over the fact `f`), from her stays. */
const placeOn = (site: RecordsSite, day: SQL) => sql`(
  select s.location from herd_stay_facts s
  where s.tenant_id = ${site.tenantId} and s.site_id = ${site.id} and s.animal_id = f.animal_id
    and s.from_day <= ${day} and (s.to_day is null or s.to_day > ${day})
  order by s.from_day desc limit 1)`;

/** The event facts of one kind dated in [from, to], with her identity and place. */
function eventFacts(
  site: RecordsSite,
  kind: number,
  from: number,
  to: number,
  columns: SQL,
  options: { where?: SQL; placeDay?: SQL } = {},
): SQL {
  return sql`
select a.identity as animal, f.day, ${placeOn(site, options.placeDay ?? sql`f.day`)} as location,
  coalesce(f.recorded_by, ${UNRECORDED_USER}) as recorded_by, ${columns}
from herd_event_facts f
join animals a on a.tenant_id = f.tenant_id and a.id = f.animal_id
where f.tenant_id = ${site.tenantId} and f.site_id = ${site.id} and f.kind = ${literal(kind)}
  and f.day between ${literal(from)} and ${literal(to)} ${options.where ?? sql``}`;
}

const READERS: Record<DrillDownSource, Reader> = {
  services: {
    query: (site, days) =>
      eventFacts(
        site,
        2,
        days.servicesFrom,
        days.servicesTo,
        sql`f.first_service as first, f.outcome, f.outcome_day, f.removal_kind,
          f.days_since_entry`,
      ),
    fact: (row): ServiceFact => ({
      animal: row.animal,
      location: row.location,
      user: row.recorded_by as string,
      day: int(row.day),
      first: row.first === true,
      outcome: SERVICE_OUTCOMES[int(row.outcome)]!,
      outcomeDay: intOrNull(row.outcome_day),
      removalKind: row.removal_kind === null ? null : removalKindOfCode(int(row.removal_kind)),
      daysSinceEntry: intOrNull(row.days_since_entry),
    }),
  },
  farrowings: {
    query: (site, days) =>
      eventFacts(
        site,
        5,
        days.from,
        days.to,
        sql`f.piglets, f.stillborn, f.mummified, f.gestation_days, f.days_since_farrowing`,
      ),
    fact: (row): FarrowingFact => ({
      animal: row.animal,
      location: row.location,
      user: row.recorded_by as string,
      day: int(row.day),
      bornAlive: int(row.piglets),
      stillborn: int(row.stillborn),
      mummified: int(row.mummified),
      gestationDays: intOrNull(row.gestation_days),
      intervalDays: intOrNull(row.days_since_farrowing),
    }),
  },
  weanings: {
    query: (site, days) =>
      eventFacts(site, 7, days.from, days.to, sql`f.piglets, f.wean_age_days, f.days_to_service`),
    fact: (row): WeaningFact => ({
      animal: row.animal,
      location: row.location,
      user: row.recorded_by as string,
      day: int(row.day),
      count: int(row.piglets),
      weanAgeDays: intOrNull(row.wean_age_days),
      daysToService: intOrNull(row.days_to_service),
    }),
  },
  pigletDeaths: {
    query: (site, days) => eventFacts(site, 6, days.from, days.to, sql`f.piglets`),
    fact: (row): PigletDeathFact => ({
      animal: row.animal,
      location: row.location,
      user: row.recorded_by as string,
      day: int(row.day),
      count: int(row.piglets),
    }),
  },
  removals: {
    query: (site, days) =>
      eventFacts(site, 8, days.from, days.to, sql`f.removal_kind, f.parity`, {
        placeDay: sql`f.day - 1`,
      }),
    fact: (row): RemovalFact => ({
      animal: row.animal,
      location: row.location,
      user: row.recorded_by as string,
      day: int(row.day),
      kind: removalKindOfCode(int(row.removal_kind)),
      parity: int(row.parity),
    }),
  },
  giltEntries: {
    query: (site, days) =>
      eventFacts(site, 1, days.from, days.to, sql`1 as gilt`, { where: sql`and f.parity = 0` }),
    fact: (row): GiltEntryFact => ({
      animal: row.animal,
      location: row.location,
      user: row.recorded_by as string,
      day: int(row.day),
    }),
  },
  females: { query: femalesQuery, fact: femaleFact },
};

/**
 * The females present on some day of the period: her days present, mated (from `mated_from`),
 * and productive while mated (her `productive_days`, already bounded by her mated life, cut to
 * the period), her parity on `to` when present that day, her place on her last day present.
 */
function femalesQuery(site: RecordsSite, days: DrillDownDays): SQL {
  const from = literal(days.from);
  const end = literal(days.to + 1);
  const to = literal(days.to);
  const leaves = sql`least(coalesce(f.removal_day, ${end}), ${end})`;
  return sql`
select * from (
  select a.identity as animal,
    ${placeOn(site, sql`least(${to}, coalesce(f.removal_day, ${end}) - 1)`)} as location,
    greatest(0, ${leaves} - greatest(f.entry_day, ${from}))::int as present_days,
    case when f.mated_from is null then 0
      else greatest(0, ${leaves} - greatest(f.entry_day, f.mated_from, ${from})) end::int
      as mated_days,
    coalesce((
      select sum(upper(r) - lower(r))
      from unnest(f.productive_days * int4multirange(int4range(${from}, ${end}))) as r
    ), 0)::int as productive_days,
    case when f.entry_day <= ${to} and (f.removal_day is null or f.removal_day > ${to})
      then f.entry_parity + (select count(*) from unnest(f.farrowing_days) as d where d <= ${to})
    end::int as parity_on_to
  from herd_female_facts f
  join animals a on a.tenant_id = f.tenant_id and a.id = f.animal_id
  where f.tenant_id = ${site.tenantId} and f.site_id = ${site.id}
    and f.entry_day <= ${to} and (f.removal_day is null or f.removal_day > ${from})
) females where present_days > 0`;
}

function femaleFact(row: Row): FemaleFact {
  return {
    animal: row.animal,
    location: row.location,
    presentDays: int(row.present_days),
    matedDays: int(row.mated_days),
    productiveMatedDays: int(row.productive_days),
    parityOnTo: intOrNull(row.parity_on_to),
  };
}

async function rowsOf(db: Executor, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
