import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { stationNotifications, stationVisits } from '../db/schema/index.js';
import type { RecordsSite } from './herd-records-repository.js';

export type LatestData = { feeding: Date | null; herd: Date | null; bins: Date | null };

/**
 * When the site's latest data of each kind came (docs/feeding.md, "Last update of a site"), in
 * one round trip of max() lookups:
 * - feeding: the latest station visit or notification, or feed intake written (an intake has a
 *   day but no time). Visits and notifications are dated on the site's day of their time, so
 *   the latest time lies on the latest date, or the day before it when the site's time zone
 *   changed: both are found through the (tenant, site, date) indexes.
 * - herd: the latest herd event created, i.e. the last import that added records.
 * - bins: per bin of the site its latest reading, through (tenant, bin, measured_at).
 * Intakes' updated_at and events' created_at each have a (tenant, site, time) index for this.
 */
export async function latestDataOf(db: Executor, site: RecordsSite): Promise<LatestData> {
  const t = site.tenantId;
  const s = site.id;
  const latestTimeOnLastDays = (table: typeof stationVisits | typeof stationNotifications) => sql`(
    select max(at) from ${table}
    where tenant_id = ${t} and site_id = ${s}
      and date >= (select max(date) from ${table} where tenant_id = ${t} and site_id = ${s}) - 1
  )`;
  const result: unknown = await db.execute(sql`
    select
      greatest(
        ${latestTimeOnLastDays(stationVisits)},
        ${latestTimeOnLastDays(stationNotifications)},
        (select max(updated_at) from feed_intakes where tenant_id = ${t} and site_id = ${s})
      ) as feeding,
      (select max(created_at) from herd_events where tenant_id = ${t} and site_id = ${s}) as herd,
      (select max(r.measured_at) from bins b
        cross join lateral (
          select measured_at from bin_readings
          where tenant_id = b.tenant_id and bin_id = b.id
          order by measured_at desc
          limit 1
        ) r
        where b.tenant_id = ${t} and b.site_id = ${s}) as bins`);
  const [row] = (result as { rows: Record<keyof LatestData, Date | string | null>[] }).rows;
  const instant = (value: Date | string | null | undefined) =>
    value === null || value === undefined ? null : new Date(value);
  return { feeding: instant(row?.feeding), herd: instant(row?.herd), bins: instant(row?.bins) };
}
