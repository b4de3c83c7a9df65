import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { animalJoin } from './herd-analysis-sql.js';
import type { RecordsSite } from './herd-records-repository.js';

/** A female as the herd reports read her: ear tag, life, parity at entry and farrowing days. */
export type HerdFemale = {
  identity: string;
  entryDay: number;
  /** The day of her removal, the last day of her life; null while she is on the site. */
  removalDay: number | null;
  entryParity: number;
  farrowingDays: number[];
};

/**
 * The females of the site alive on or after `fromDay` (their life's last day, the removal, not
 * before it), by animal id, from their derived facts: every female an event of a report dated
 * from `fromDay` on can belong to. One scan of the site's female facts rather than a lookup per
 * event.
 */
export async function listFemalesSince(
  db: Executor,
  site: RecordsSite,
  fromDay: number,
): Promise<Map<string, HerdFemale>> {
  const result: unknown = await db.execute(sql`
    select ff.animal_id, a.identity, ff.entry_day, ff.removal_day,
      ff.entry_parity::int as entry_parity, ff.farrowing_days
    from herd_female_facts ff
    ${animalJoin(site.tenantId, sql`ff.animal_id`, 'a')}
    where ff.tenant_id = ${site.tenantId} and ff.site_id = ${site.id}
      and (ff.removal_day is null or ff.removal_day >= ${fromDay})`);
  type Row = {
    animal_id: string;
    identity: string;
    entry_day: number;
    removal_day: number | null;
    entry_parity: number;
    farrowing_days: number[];
  };
  return new Map(
    (result as { rows: Row[] }).rows.map((row) => [
      row.animal_id,
      {
        identity: row.identity,
        entryDay: row.entry_day,
        removalDay: row.removal_day,
        entryParity: row.entry_parity,
        farrowingDays: row.farrowing_days,
      },
    ]),
  );
}
