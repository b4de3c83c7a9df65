import { and, asc, count, eq, gt, notExists, sql } from 'drizzle-orm';
import type { NotVisitedSow, StationVisitTotals, VisitTotals } from '@barnboard/domain';
import type { Executor } from '../db/database.js';
import { animals, feedIntakes, feedingStations, stationVisits } from '../db/schema/index.js';
import { intakeConditions, intakeSow, intakeStation, type Period } from './feeding-repository.js';
import type { RecordsSite } from './herd-records-repository.js';

/**
 * What the gestation visits report reads (docs/feeding.md, "Gestation visits"), summed up in SQL:
 * a period holds some 3,000 visits a day on a 1,000-sow site. Every query reads its days through
 * the (tenant, site, date) indexes of feed_intakes and station_visits.
 */

type Days = Required<Period>;

/** Per day, the sows with a gestation ration (target > 0 g): those expected at the stations. */
export function expectedSowsPerDay(
  db: Executor,
  site: RecordsSite,
  days: Days,
): Promise<{ date: string; sows: number }[]> {
  return db
    .select({ date: feedIntakes.date, sows: count() })
    .from(feedIntakes)
    .where(
      and(...intakeConditions(site, { ...days, kind: 'gestation' }), gt(feedIntakes.targetG, 0)),
    )
    .groupBy(feedIntakes.date)
    .orderBy(asc(feedIntakes.date));
}

type TotalsRow = VisitTotals & { station: string | null; location: string | null };

/** Per day the visits of all stations together, and per day and station, in one pass. */
export async function visitTotalsPerDay(
  db: Executor,
  site: RecordsSite,
  days: Days,
): Promise<{ days: VisitTotals[]; stations: StationVisitTotals[] }> {
  const result: unknown = await db.execute(sql`
    select v.date::text as date, s.name as station, s.location, count(*)::int as visits,
      count(distinct v.animal_id)::int as sows, sum(v.quantity_g)::int as distributed_g
    from ${stationVisits} v
    join ${feedingStations} s on s.tenant_id = v.tenant_id and s.id = v.station_id
    where v.tenant_id = ${site.tenantId} and v.site_id = ${site.id}
      and v.date between ${days.from} and ${days.to}
    group by grouping sets ((v.date), (v.date, s.id, s.name, s.location))`);
  const rows = (result as { rows: TotalsRow[] }).rows;
  return {
    days: rows
      .filter((row) => row.station === null)
      .map(({ date, visits, sows, distributed_g }) => ({ date, visits, sows, distributed_g })),
    stations: rows.flatMap(({ station, ...row }) =>
      station === null ? [] : [{ ...row, station }],
    ),
  };
}

/** The sows expected on a day (gestation ration > 0 g) without a visit that day. */
export function sowsWithoutVisit(
  db: Executor,
  site: RecordsSite,
  date: string,
): Promise<NotVisitedSow[]> {
  const visitOfTheSow = db
    .select({ one: sql`1` })
    .from(stationVisits)
    .where(
      and(
        eq(stationVisits.tenantId, feedIntakes.tenantId),
        eq(stationVisits.siteId, feedIntakes.siteId),
        eq(stationVisits.date, feedIntakes.date),
        eq(stationVisits.animalId, feedIntakes.animalId),
      ),
    );
  return db
    .select({
      animal: animals.identity,
      station: feedingStations.name,
      location: feedingStations.location,
      day: feedIntakes.day,
      target_g: feedIntakes.targetG,
    })
    .from(feedIntakes)
    .innerJoin(animals, intakeSow)
    .leftJoin(feedingStations, intakeStation)
    .where(
      and(
        eq(feedIntakes.tenantId, site.tenantId),
        eq(feedIntakes.siteId, site.id),
        eq(feedIntakes.date, date),
        eq(feedIntakes.kind, 'gestation'),
        gt(feedIntakes.targetG, 0),
        notExists(visitOfTheSow),
      ),
    );
}
